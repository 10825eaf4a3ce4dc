import type {
  Floor,
  GoLive,
  AdminUser,
  ContactMessage,
  CsrfResponse,
  EventBooking,
  Feedback,
  GalleryImage,
  MenuItem,
  Reservation,
  RestaurantEvent,
  ReviewsResponse,
  SessionResponse,
} from '@ristorante/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { server } from '../../support/api-server';
import { emptyCovers, emptyDay } from './admin-fixtures';

/** The signed-in person: an owner, who sees every tab (docs/decisions.md 86); `signedInAs('staff')` for the rest. */
export const staff: AdminUser = { firstName: 'Giulia', email: 'giulia@trattoria.test', role: 'owner' };
export const csrfToken = 'csrf-token-of-this-session';

/** GET /api/admin/session answering `answer`: by default the owner above, signed in. */
export const session = (answer: SessionResponse = { authenticated: true, user: staff }) =>
  http.get('/api/admin/session', () => HttpResponse.json(answer));
export const signedInAs = (role: AdminUser['role']) => session({ authenticated: true, user: { ...staff, role } });
export const signedOut = () => session({ authenticated: false });

/** A staff list as the services answer it: filtered by status, paged, with the total (and `counts`) in headers. */
function page<T extends object>(items: T[], url: URL, counts: (items: T[]) => Record<string, string> = () => ({})) {
  const status = url.searchParams.get('status');
  const filtered = status ? items.filter((item) => 'status' in item && item.status === status) : items;
  const pageNumber = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json(filtered.slice((pageNumber - 1) * size, pageNumber * size), {
    headers: { 'x-total-count': String(filtered.length), ...counts(items) },
  });
}

// The lists read the array they are given at each call, so a test may change it while the dashboard is open.
export const reservations = (items: Reservation[]) =>
  http.get('/api/reservations', ({ request }) => page(items, new URL(request.url)));
/** GET /api/admin/bookings's answer (for `recording`, to see the queries): one event's bookings, or all. */
export const bookingsPage =
  (items: EventBooking[]) =>
  ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const eventId = url.searchParams.get('eventId');
    return page(eventId ? items.filter((item) => item.eventId === eventId) : items, url);
  };
export const bookings = (items: EventBooking[]) => http.get('/api/admin/bookings', bookingsPage(items));
export const messages = (items: ContactMessage[]) =>
  http.get('/api/contact', ({ request }) =>
    page(items, new URL(request.url), (all) => ({
      'x-unread-count': String(all.filter((item) => item.status === 'unread').length),
    })),
  );
export const feedback = (items: Feedback[]) =>
  http.get('/api/feedback', ({ request }) =>
    page(items, new URL(request.url), (all) => ({ 'x-pending-count': String(all.filter((item) => !item.approved).length) })),
  );
export const events = (items: RestaurantEvent[]) => http.get('/api/events', () => HttpResponse.json(items));

/** The floor before the owner drew one: no tables; a party is late 15 minutes past its time (docs/decisions.md 159). */
export const emptyFloor: Floor = {
  version: 0,
  areas: [],
  tables: [],
  combinations: [],
  lateAfterMinutes: 15,
  pacingCoversPerSlot: null,
  tablesShownToGuests: false,
};

/** What a signed-in owner's dashboard reads before anything is in it. */
const startingPoint = (): HttpHandler[] => [
  session(),
  http.get('/api/admin/csrf', () => HttpResponse.json<CsrfResponse>({ csrfToken })),
  http.post('/api/admin/logout', () => HttpResponse.json({ ok: true })),
  reservations([]),
  bookings([]),
  messages([]),
  feedback([]),
  events([]),
  http.get('/api/menu', () => HttpResponse.json<MenuItem[]>([])),
  http.get('/api/gallery', () => HttpResponse.json<GalleryImage[]>([])),
  http.get('/api/reviews', () => HttpResponse.json<ReviewsResponse>({ reviews: [], averageRating: null, count: 0 })),
  http.get('/api/admin/reservations/covers', () => HttpResponse.json(emptyCovers(14))),
  http.get('/api/admin/go-live', () => HttpResponse.json<GoLive>({ ready: true, items: [] })),
  // The day sheet and the list judge lateness by the floor (docs/decisions.md 159).
  http.get('/api/admin/floor', () => HttpResponse.json(emptyFloor)),
  http.get('/api/admin/reservations/day', ({ request }) =>
    HttpResponse.json(emptyDay(new URL(request.url).searchParams.get('date')!)),
  ),
];

/**
 * The API the dashboard talks to, for one test: a signed-in owner and every list empty, with `handlers` in
 * front, each replacing the starting point's for its method and path. Any other request fails the test.
 */
export function serveDashboard(...handlers: HttpHandler[]): void {
  server.use(...handlers, ...startingPoint());
}
