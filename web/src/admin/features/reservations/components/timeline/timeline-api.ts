import type { Reservation, ReservationStatus, TableMove, WalkIn } from '@ristorante/contracts';
import { useAdminClient } from '../../../../lib/session-context';
import { adminKeys } from '../../../../lib/query-keys';
import { useAdminMutation } from '../../../../lib/use-admin-mutation';

/**
 * The timeline's changes (docs/decisions.md 156, 158): a status of the floor's order, a move to other tables (and
 * time), a walk-in seated at a chosen table. Each reads the day, the tabs' counts and the overview again.
 */
const rereads = [adminKeys.reservations, adminKeys.attention, adminKeys.overview];

export function useSetFloorStatus() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ id, status }: { id: string; status: ReservationStatus }) =>
      client.json<Reservation>(`/api/reservations/${id}/status`, { method: 'PATCH', body: { status } }),
    rereads,
  );
}

export function useMoveReservation() {
  const client = useAdminClient();
  return useAdminMutation(
    ({ id, move }: { id: string; move: TableMove }) =>
      client.json<Reservation>(`/api/reservations/${id}/tables`, { method: 'PATCH', body: move }),
    rereads,
  );
}

export function useSeatWalkIn() {
  const client = useAdminClient();
  return useAdminMutation(
    (walkIn: WalkIn) => client.json<Reservation>('/api/admin/walk-ins', { method: 'POST', body: walkIn }),
    rereads,
  );
}
