import type { BookingStatus, EventBooking } from '@ristorante/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys, bookingPollMs } from '../../../lib/query-keys';

export interface BookingFilters {
  eventId?: string | undefined;
  status?: BookingStatus | undefined;
}

export const bookingPageSize = 10;

export function bookingFilterQuery(filters: BookingFilters, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (filters.eventId) query.set('eventId', filters.eventId);
  if (filters.status) query.set('status', filters.status);
  return query.toString();
}

/** GET /api/admin/bookings: one page, newest first, the total from X-Total-Count. */
export const bookingsQuery = (client: AdminClient, filters: BookingFilters, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, 'list', filters, page],
    queryFn: ({ signal }) =>
      client.list<EventBooking>(
        `/api/admin/bookings?${bookingFilterQuery(filters, { page: String(page), pageSize: String(bookingPageSize) })}`,
        { signal },
      ),
    refetchInterval: bookingPollMs,
    placeholderData: keepPreviousData,
  });
