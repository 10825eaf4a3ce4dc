import type { EventBooking } from '@ristorante/contracts';
import { adminKeys } from '../../../lib/query-keys';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { useAdminClient } from '../../../lib/session-context';

/** A status move or a delete (docs/decisions.md 43) frees or takes seats: the events' seats are read again too. */
const rereads = [adminKeys.bookings, adminKeys.events, adminKeys.attention, adminKeys.overview];

export function useChangeBookingStatus() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ id, status }: { id: string; status: 'confirmed' | 'cancelled' }) =>
      client.json<EventBooking>(`/api/admin/bookings/${id}/status`, { method: 'PATCH', body: { status } }),
    rereads,
  );
}

export function useDeleteBooking() {
  const client = useAdminClient();
  return useAdminMutation(({ id }: { id: string }) => client.request(`/api/admin/bookings/${id}`, { method: 'DELETE' }), rereads);
}

/** PATCH /api/admin/bookings/{id}/deposit (docs/decisions.md 166): received (the booking is confirmed) or refunded. */
export function useChangeBookingDeposit() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ id, status }: { id: string; status: 'received' | 'refunded' }) =>
      client.json<EventBooking>(`/api/admin/bookings/${id}/deposit`, { method: 'PATCH', body: { status } }),
    rereads,
  );
}
