import type { Floor, FloorSave } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from './admin-client';
import { adminKeys } from './query-keys';

/**
 * GET /api/admin/floor: the areas, tables and combinations (docs/decisions.md 154), read by the owner's floor
 * editor and by every staff screen that places bookings on tables (the timeline, the day sheet).
 */
export const floorQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.settings, 'floor'],
    queryFn: ({ signal }) => client.json<Floor>('/api/admin/floor', { signal }),
  });

/**
 * PUT /api/admin/floor with the version the owner edited in the body: the saved floor, or an ApiError (400 naming
 * fields by path, 409 listing the bookings the change would leave without a table, 412 when someone saved between).
 */
export const saveFloor = (client: AdminClient, floor: FloorSave): Promise<Floor> =>
  client.json<Floor>('/api/admin/floor', { method: 'PUT', body: floor });
