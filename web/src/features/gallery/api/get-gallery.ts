import type { GalleryImage } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

/** GET /api/gallery: the images a guest may see, in gallery order (placeholders already dropped, docs/decisions.md 34). */
export function getGallery(signal?: AbortSignal): Promise<GalleryImage[]> {
  return getJson<GalleryImage[]>('/api/gallery', { signal });
}

export function galleryQueryOptions() {
  return queryOptions({
    queryKey: ['gallery'] as const,
    queryFn: ({ signal }) => getGallery(signal),
    // One quiet retry (a dropped request on a phone, a service restarting), then the page's own Try Again.
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

export function useGallery() {
  return useQuery(galleryQueryOptions());
}
