import type { PhoneReservationRequest, Reservation, ReservationEdit, ReservationStatus } from '@ristorante/contracts';
import { useAdminClient } from '../../../lib/session-context';
import { adminKeys } from '../../../lib/query-keys';
import { useAdminMutation } from '../../../lib/use-admin-mutation';

/** Every change staff make to reservations (docs/decisions.md 43, 44, 70, 159), and what each has read again. */
const rereads = [adminKeys.reservations, adminKeys.attention, adminKeys.overview];

export function useChangeReservationStatus() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ id, status }: { id: string; status: ReservationStatus }) =>
      client.json<Reservation>(`/api/reservations/${id}/status`, { method: 'PATCH', body: { status } }),
    rereads,
  );
}

/** PATCH /api/reservations/{id}/deposit (docs/decisions.md 165): received (the request is confirmed) or refunded. */
export function useChangeDeposit() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ id, status }: { id: string; status: 'received' | 'refunded' }) =>
      client.json<Reservation>(`/api/reservations/${id}/deposit`, { method: 'PATCH', body: { status } }),
    rereads,
  );
}

export function useEditReservation() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ id, edit }: { id: string; edit: ReservationEdit }) =>
      client.json<Reservation>(`/api/reservations/${id}`, { method: 'PUT', body: edit }),
    rereads,
  );
}

export function useDeleteReservation() {
  const client = useAdminClient();
  return useAdminMutation(({ id }: { id: string }) => client.request(`/api/reservations/${id}`, { method: 'DELETE' }), rereads);
}

/** One Idempotency-Key per filled-in form: a double tap on a slow connection stores one booking. */
export function useCreatePhoneReservation() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ request, idempotencyKey }: { request: PhoneReservationRequest; idempotencyKey: string }) =>
      client.json<Reservation>('/api/admin/reservations', {
        method: 'POST',
        body: request,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    rereads,
  );
}
