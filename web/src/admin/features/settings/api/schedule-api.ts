import type { HouseScheduleInput, PublishedSchedule } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

/** The schedule as saved now, read past every cache (GET /api/schedule through the admin client). */
export const scheduleQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.settings, 'schedule'],
    queryFn: ({ signal }) => client.json<PublishedSchedule>('/api/schedule', { signal }),
  });

/**
 * PUT /api/admin/schedule from the version the owner edited (If-Match): the saved schedule, or an ApiError (400
 * naming fields, 409 listing the reservations the change would strand, 412 when someone saved in between).
 */
export function saveSchedule(client: AdminClient, schedule: HouseScheduleInput, version: number): Promise<PublishedSchedule> {
  return client.json<PublishedSchedule>('/api/admin/schedule', {
    method: 'PUT',
    body: schedule,
    headers: { 'if-match': `"${version}"` },
  });
}
