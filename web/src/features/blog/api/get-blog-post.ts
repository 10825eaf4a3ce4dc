import { rememberBlogPostSlugs, type PublicBlogPost } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

/** GET /api/blog-posts/{slug}: a published post by either language's slug; any other answers 404 (an `ApiError`). */
export async function getBlogPost(slug: string, signal?: AbortSignal): Promise<PublicBlogPost> {
  const post = await getJson<PublicBlogPost>(`/api/blog-posts/${encodeURIComponent(slug)}`, { signal });
  rememberBlogPostSlugs([post]);
  return post;
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog-posts', 'post', slug] as const,
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
