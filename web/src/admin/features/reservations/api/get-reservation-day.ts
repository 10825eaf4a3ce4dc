import type { ReservationDay } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys, bookingPollMs } from '../../../lib/query-keys';

/** GET /api/admin/reservations/day: one day's sheet, asked again while on screen so new requests appear. */
export const reservationDayQuery = (client: AdminClient, date: string) =>
  queryOptions({
    queryKey: [...adminKeys.reservations, 'day', date],
    queryFn: ({ signal }) => client.json<ReservationDay>(`/api/admin/reservations/day?date=${date}`, { signal }),
    refetchInterval: bookingPollMs,
  });
