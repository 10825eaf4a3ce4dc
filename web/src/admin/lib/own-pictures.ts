import type { GalleryImage, UploadedImage } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from './admin-client';
import { adminKeys } from './query-keys';

/**
 * This site's own pictures, as the gallery editor and the blog's cover choice (docs/decisions.md 153) both use them:
 * every picture of the gallery, those guests do not see yet (no alt text) included (GET /api/admin/gallery).
 */
export const staffGalleryQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'gallery', 'all'],
    queryFn: ({ signal }) => client.json<GalleryImage[]>('/api/admin/gallery', { signal }),
  });

/** One file, with its progress; the catalog checks its kind by content and its size. */
export function uploadPicture(client: AdminClient, file: File, onProgress: (share: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return client.upload<UploadedImage>('/api/gallery/upload', form, onProgress, signal);
}

/** The kinds the browser can rule out before sending; size and content are the server's to check (its limit is the operator's). */
export const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp'];
