import type { MenuItem, UploadedImage } from '@ristorante/contracts';
import type { AdminClient } from '../../../lib/admin-client';

/** A dish as staff save it; an edit names the version it was made from (docs/decisions.md 87). */
/** The body as the form has it: the catalog checks it again (a wrong position comes back as its field's error). */
export const saveDish = (client: AdminClient, body: object, editing?: Pick<MenuItem, 'id' | 'version'>) =>
  editing
    ? client.json<MenuItem>(`/api/menu/${editing.id}`, {
        method: 'PUT',
        body,
        headers: { 'if-match': `"${editing.version}"` },
      })
    : client.json<MenuItem>('/api/menu', { method: 'POST', body });

export const setAvailability = (client: AdminClient, id: string, isAvailable: boolean) =>
  client.json<MenuItem>(`/api/menu/${id}/availability`, { method: 'PATCH', body: { isAvailable } });

export const deleteDish = (client: AdminClient, id: string) => client.request(`/api/menu/${id}`, { method: 'DELETE' });

/** One image file, checked by the catalog (kind by content, size); answers where it is served. */
export function uploadImage(client: AdminClient, file: File) {
  const form = new FormData();
  form.append('file', file);
  return client.json<UploadedImage>('/api/gallery/upload', { method: 'POST', body: form });
}
