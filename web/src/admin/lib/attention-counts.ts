import { queryOptions } from '@tanstack/react-query';
import { SessionEndedError, type AdminClient } from './admin-client';
import { adminKeys, bookingPollMs } from './query-keys';

/** Each count, or undefined while its service does not answer (the others still show). */
export interface AttentionCounts {
  pendingReservations: number | undefined;
  pendingBookings: number | undefined;
  unreadMessages: number | undefined;
}

/**
 * What waits for staff, for the badges on the tabs, the count in the browser tab's title and the overview's
 * figures (one set of calls for all three): asked again every
 * few seconds, so a guest's new request shows up on an open dashboard by itself.
 */
export const attentionCountsQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: adminKeys.attention,
    queryFn: async ({ signal }): Promise<AttentionCounts> => {
      const [reservations, bookings, messages] = await Promise.allSettled([
        client.list('/api/reservations?status=pending&pageSize=1', { signal }),
        client.list('/api/admin/bookings?status=pending&pageSize=1', { signal }),
        client.list('/api/contact?pageSize=1', { signal }),
      ]);
      for (const settled of [reservations, bookings, messages]) {
        if (settled.status === 'rejected' && settled.reason instanceof SessionEndedError) throw settled.reason;
      }
      return {
        pendingReservations: reservations.status === 'fulfilled' ? reservations.value.total : undefined,
        pendingBookings: bookings.status === 'fulfilled' ? bookings.value.total : undefined,
        unreadMessages: messages.status === 'fulfilled' ? Number(messages.value.headers.get('x-unread-count') ?? 0) : undefined,
      };
    },
    refetchInterval: bookingPollMs,
    // The count in the browser tab's title is for when staff look at another tab: it keeps counting there.
    refetchIntervalInBackground: true,
  });
