import type { GalleryImage, HomeContent, PublishedHome } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

/** The home page's texts as saved now, never from a cache (GET /api/admin/home; docs/decisions.md 152). */
export const homeQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'home'],
    queryFn: ({ signal }) => client.json<PublishedHome>('/api/admin/home', { signal }),
  });

/** The gallery's pictures, ours all (uploads and the seed's), offered for the home page (GET /api/admin/gallery). */
export const homePicturesQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'gallery', 'all'],
    queryFn: ({ signal }) => client.json<GalleryImage[]>('/api/admin/gallery', { signal }),
  });

/** PUT /api/admin/home from the version the owner edited (If-Match): the saved content, or an ApiError. */
export const saveHome = (client: AdminClient, content: HomeContent, version: number) =>
  client.json<PublishedHome>('/api/admin/home', { method: 'PUT', body: content, headers: { 'if-match': `"${version}"` } });
