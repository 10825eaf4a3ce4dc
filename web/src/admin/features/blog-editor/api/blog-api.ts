import type { AdminBlogPost, BlogPostInput, BlogPostPreview, BlogPostPreviewInput } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

/** Every post, drafts and scheduled ones too, as the owner wrote them (GET /api/admin/blog-posts). */
export const adminBlogPostsQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'blog'],
    queryFn: ({ signal }) => client.json<AdminBlogPost[]>('/api/admin/blog-posts', { signal }),
  });

/** A new post, or an edit naming the version it was made from (If-Match; docs/decisions.md 87). */
export const saveBlogPost = (client: AdminClient, body: BlogPostInput, editing?: Pick<AdminBlogPost, 'id' | 'version'>) =>
  editing
    ? client.json<AdminBlogPost>(`/api/admin/blog-posts/${editing.id}`, {
        method: 'PUT',
        body,
        headers: { 'if-match': `"${editing.version}"` },
      })
    : client.json<AdminBlogPost>('/api/admin/blog-posts', { method: 'POST', body });

export const deleteBlogPost = (client: AdminClient, id: string) =>
  client.request(`/api/admin/blog-posts/${id}`, { method: 'DELETE' });

/** The bodies as the guests' page would show them: rendered by the catalog, so no Markdown library comes here. */
export const previewBlogPost = (client: AdminClient, bodies: BlogPostPreviewInput, signal?: AbortSignal) =>
  client.json<BlogPostPreview>('/api/admin/blog-posts/preview', { method: 'POST', body: bodies, signal });
