import type { StaffWaitlist } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys, bookingPollMs } from '../../../lib/query-keys';
import { useAdminClient } from '../../../lib/session-context';
import { useAdminMutation } from '../../../lib/use-admin-mutation';

/**
 * GET /api/admin/waitlist: every open place on the tables' and the events' waitlists (docs/decisions.md 132), under
 * the reservations' key, so every change staff make reads it again; asked again while on screen.
 */
export const waitlistQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.reservations, 'waitlist'],
    queryFn: ({ signal }) => client.json<StaffWaitlist>('/api/admin/waitlist', { signal }),
    refetchInterval: bookingPollMs,
  });

/** A guest who phoned is taken off the waitlist: no mail; an open offer's table is free for the next. */
export function useRemoveWaitlistPlace() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ id }: { id: string }) => client.request(`/api/admin/waitlist/${id}`, { method: 'DELETE' }),
    [adminKeys.reservations],
  );
}
