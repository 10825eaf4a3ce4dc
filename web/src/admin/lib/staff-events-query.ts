import type { RestaurantEvent } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from './admin-client';
import { adminKeys, bookingPollMs } from './query-keys';

/**
 * GET /api/events?when=all: every event, past ones too, soonest first, with its seats taken and capacity. One
 * query for the events tab and the bookings tab, read again as bookings are, so the seats stay true.
 */
export const staffEventsQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: adminKeys.events,
    queryFn: ({ signal }) => client.json<RestaurantEvent[]>('/api/events?when=all', { signal }),
    refetchInterval: bookingPollMs,
  });
