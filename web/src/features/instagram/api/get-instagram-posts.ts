import type { InstagramPost } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

/** GET /api/instagram-posts: the posts the owner shows, in their order (docs/decisions.md 151). */
export function instagramPostsQueryOptions() {
  return queryOptions({
    queryKey: ['instagram-posts'] as const,
    queryFn: ({ signal }) => getJson<InstagramPost[]>('/api/instagram-posts', { signal }),
    // One quiet retry (a dropped request on a phone, a service restarting), then the page's error.
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

export function useInstagramPosts() {
  return useQuery(instagramPostsQueryOptions());
}
