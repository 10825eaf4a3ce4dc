import type { GalleryCategory, GalleryImage } from '@ristorante/contracts';
import type { AdminClient } from '../../../lib/admin-client';

// Shared with the blog's cover choice (docs/decisions.md 153).
export { acceptedTypes, staffGalleryQuery, uploadPicture } from '../../../lib/own-pictures';

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
