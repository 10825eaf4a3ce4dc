import type { GalleryCategory, GalleryImage, UploadedImage } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

/** Every picture, those guests do not see yet (no alt text) included (GET /api/admin/gallery). */
export const staffGalleryQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'gallery', 'all'],
    queryFn: ({ signal }) => client.json<GalleryImage[]>('/api/admin/gallery', { signal }),
  });

/** A new picture, or an edit naming the version it was made from (docs/decisions.md 87). */
export const savePicture = (client: AdminClient, body: object, editing?: Pick<GalleryImage, 'id' | 'version'>) =>
  editing
    ? client.json<GalleryImage>(`/api/gallery/${editing.id}`, {
        method: 'PUT',
        body,
        headers: { 'if-match': `"${editing.version}"` },
      })
    : client.json<GalleryImage>('/api/gallery', { method: 'POST', body });

export const deletePicture = (client: AdminClient, id: string) => client.request(`/api/gallery/${id}`, { method: 'DELETE' });

export const reorderCategory = (client: AdminClient, category: GalleryCategory, ids: string[]) =>
  client.request('/api/gallery/order', { method: 'PUT', body: { category, ids } });

/** One file, with its progress; the catalog checks its kind by content and its size. */
export function uploadPicture(client: AdminClient, file: File, onProgress: (share: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return client.upload<UploadedImage>('/api/gallery/upload', form, onProgress, signal);
}

/** The kinds the browser can rule out before sending; size and content are the server's to check (its limit is the operator's). */
export const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp'];
