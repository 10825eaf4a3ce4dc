import { rememberBlogPostSlugs, type BlogPostPage } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

/**
 * How many posts the list page reads: all of them, in one page of the API's list, so the rendered list holds every
 * post and the category chips filter in the browser (one file answers every `?category=`).
 */
export const blogListSize = 100;

/** GET /api/blog-posts: the published posts, newest first, a page of 100 (docs/decisions.md 150). */
export async function getBlogPosts(signal?: AbortSignal, pageNumber = 1): Promise<BlogPostPage> {
  const page = await getJson<BlogPostPage>(`/api/blog-posts?pageSize=${blogListSize}&page=${pageNumber}`, { signal });
  rememberBlogPostSlugs(page.items);
  return page;
}

export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: ['blog-posts', 'list'] as const,
    queryFn: ({ signal }) => getBlogPosts(signal),
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
