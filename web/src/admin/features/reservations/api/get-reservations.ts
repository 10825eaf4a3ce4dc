import type { Reservation, ReservationSort, ReservationStatus } from '@ristorante/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys, bookingPollMs } from '../../../lib/query-keys';

/** What staff narrow the list down to; the same filters go to the CSV export. */
export interface ReservationFilters {
  from?: string | undefined;
  to?: string | undefined;
  /** Any of a reservation's six statuses, the floor's included (docs/decisions.md 159). */
  status?: ReservationStatus | undefined;
  q?: string | undefined;
  sort: ReservationSort;
}

/** Ten a page: what fits a tablet's screen without scrolling past the paging. */
export const reservationPageSize = 10;

/** The filters as a query string, empty ones left out. */
export function filterQuery(filters: ReservationFilters, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, String(value));
  return query.toString();
}

/** GET /api/reservations with filters, one page, the total from X-Total-Count. */
export const reservationsQuery = (client: AdminClient, filters: ReservationFilters, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.reservations, 'list', filters, page],
    queryFn: ({ signal }) =>
      client.list<Reservation>(
        `/api/reservations?${filterQuery(filters, { page: String(page), pageSize: String(reservationPageSize) })}`,
        { signal },
      ),
    refetchInterval: bookingPollMs,
    // Paging or filtering keeps the last page on screen until the next arrives: nothing jumps.
    placeholderData: keepPreviousData,
  });
