import type { PublishedRestaurant, RestaurantDetailsInput } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

/** The restaurant's details as saved now, never from a cache (GET /api/admin/restaurant; docs/decisions.md 148). */
export const restaurantQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.settings, 'restaurant'],
    queryFn: ({ signal }) => client.json<PublishedRestaurant>('/api/admin/restaurant', { signal }),
  });

/** PUT /api/admin/restaurant from the version the owner edited (If-Match): the saved details, or an ApiError. */
export function saveRestaurant(
  client: AdminClient,
  details: RestaurantDetailsInput,
  version: number,
): Promise<PublishedRestaurant> {
  return client.json<PublishedRestaurant>('/api/admin/restaurant', {
    method: 'PUT',
    body: details,
    headers: { 'if-match': `"${version}"` },
  });
}
