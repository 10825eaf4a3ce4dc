import type { GalleryImage, InstagramPost, UploadedImage } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

/** Every post, hidden ones too (GET /api/admin/instagram-posts, docs/decisions.md 151). */
export const staffInstagramQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'instagram', 'all'],
    queryFn: ({ signal }) => client.json<InstagramPost[]>('/api/admin/instagram-posts', { signal }),
  });

/** The pictures uploaded for the gallery, offered to the wall too (GET /api/admin/gallery). */
export const uploadedPicturesQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'gallery', 'all'],
    queryFn: ({ signal }) => client.json<GalleryImage[]>('/api/admin/gallery', { signal }),
  });

/** A new post, or an edit naming the version it was made from (docs/decisions.md 87). */
export const saveInstagramPost = (client: AdminClient, body: object, editing?: Pick<InstagramPost, 'id' | 'version'>) =>
  editing
    ? client.json<InstagramPost>(`/api/admin/instagram-posts/${editing.id}`, {
        method: 'PUT',
        body,
        headers: { 'if-match': `"${editing.version}"` },
      })
    : client.json<InstagramPost>('/api/admin/instagram-posts', { method: 'POST', body });

export const deleteInstagramPost = (client: AdminClient, id: string) =>
  client.request(`/api/admin/instagram-posts/${id}`, { method: 'DELETE' });

export const reorderInstagramPosts = (client: AdminClient, ids: string[]) =>
  client.request('/api/admin/instagram-posts/order', { method: 'PUT', body: { ids } });

/** A picture uploaded on the spot, as the gallery's are (POST /api/gallery/upload): the catalog checks it. */
export function uploadInstagramPicture(client: AdminClient, file: File) {
  const form = new FormData();
  form.append('file', file);
  return client.upload<UploadedImage>('/api/gallery/upload', form, () => undefined);
}

/** The kinds the browser can rule out before sending; size and content are the server's to check. */
export const acceptedPictureTypes = ['image/png', 'image/jpeg', 'image/webp'];
