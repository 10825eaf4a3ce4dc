import type { Availability } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys, bookingPollMs } from '../../../lib/query-keys';

/**
 * GET /api/admin/availability: the phone form's slots for a date and party, by the phone booking's rules
 * (docs/decisions.md 131). Under the reservations' key, so every change staff make reads it again; asked again
 * while the form is open, so a table a guest books online meanwhile shows.
 */
export const staffAvailabilityQuery = (client: AdminClient, date: string, guests: number) =>
  queryOptions({
    queryKey: [...adminKeys.reservations, 'availability', date, guests],
    queryFn: ({ signal }) => client.json<Availability>(`/api/admin/availability?date=${date}&guests=${guests}`, { signal }),
    refetchInterval: bookingPollMs,
    staleTime: 2_000,
  });
