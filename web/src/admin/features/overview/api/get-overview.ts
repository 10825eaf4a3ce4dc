import type {
  ContactMessage,
  CoversByDay,
  EventBooking,
  GalleryImage,
  MenuItem,
  Reservation,
  RestaurantEvent,
  ReviewsResponse,
} from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import { SessionEndedError, type AdminClient } from '../../../lib/admin-client';
import { adminKeys, bookingPollMs } from '../../../lib/query-keys';

/**
 * One figure of the overview, or undefined while its service does not answer (the rest still show). What waits
 * for staff (pending requests, unread messages) comes from the attention counts the tabs read too.
 */
export interface Overview {
  menu: { items: number; available: number } | undefined;
  bookings: number | undefined;
  reservations: number | undefined;
  rating: { average: number | null; count: number } | undefined;
  events: number | undefined;
  galleryImages: number | undefined;
  latest: {
    reservations: Reservation[];
    bookings: EventBooking[];
    messages: ContactMessage[];
  };
  /** Whether some figure is missing: the overview then says so and offers to try again. */
  incomplete: boolean;
}

async function settle<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return undefined;
  }
}

/**
 * The overview's counts and its latest activity (docs/decisions.md 74: the last 3 bookings, 3 reservations and 2
 * messages), from the services' own lists and totals. Each call stands alone: a service that is down leaves
 * its figures out, not the whole overview.
 */
export const overviewQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.overview, 'figures'],
    queryFn: async ({ signal }): Promise<Overview> => {
      const get = <T>(path: string) => settle(client.json<T>(path, { signal }));
      const list = <T>(path: string) => settle(client.list<T>(path, { signal }));
      const [menu, gallery, events, reviews, reservations, bookings, messages] = await Promise.all([
        get<MenuItem[]>('/api/menu'),
        get<GalleryImage[]>('/api/gallery'),
        get<RestaurantEvent[]>('/api/events'),
        get<ReviewsResponse>('/api/reviews'),
        list<Reservation>('/api/reservations?pageSize=3'),
        list<EventBooking>('/api/admin/bookings?pageSize=3'),
        list<ContactMessage>('/api/contact?pageSize=2'),
      ]);
      const figures = {
        menu: menu && { items: menu.length, available: menu.filter((item) => item.isAvailable).length },
        bookings: bookings?.total,
        reservations: reservations?.total,
        rating: reviews && { average: reviews.averageRating, count: reviews.count },
        events: events?.length,
        galleryImages: gallery?.length,
      };
      return {
        ...figures,
        latest: {
          reservations: reservations?.items ?? [],
          bookings: bookings?.items ?? [],
          messages: messages?.items ?? [],
        },
        incomplete: Object.values(figures).some((figure) => figure === undefined) || messages === undefined,
      };
    },
    refetchInterval: bookingPollMs,
  });

/** GET /api/admin/reservations/covers: the covers booked for each of the next 14 days, from today in Berlin. */
export const coversQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.overview, 'covers'],
    queryFn: ({ signal }) => client.json<CoversByDay>('/api/admin/reservations/covers?days=14', { signal }),
    refetchInterval: bookingPollMs,
  });
