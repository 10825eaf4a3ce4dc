/** The services behind the gateway; each owns its paths and its schema. */
export const serviceNames = ['catalog', 'booking', 'inbox', 'auth'] as const;
export type ServiceName = (typeof serviceNames)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  /** Express-like: `:name` matches one path segment. */
  path: string;
  service: ServiceName;
  /**
   * Who may call it (docs/decisions.md 18): anyone, or a signed-in admin. The gateway checks it, and each
   * service checks it again, so a call that reaches a service port directly is refused too.
   */
  access: 'public' | 'admin';
  /**
   * Among signed-in admins, only an owner (docs/decisions.md 86): the menu, gallery and events are edited and
   * accounts kept by owners; staff run bookings, reservations, feedback and contact. A staff member's call gets 403.
   */
  ownerOnly?: true;
  /**
   * Counted by the gateway's per-address limit whatever its method (every public POST is): a guest's personal link
   * is read and changed with a token that must not be guessable by trying (docs/decisions.md 113).
   */
  rateLimited?: true;
  /**
   * Over the per-address limit, the call still goes on to its service, which serves a browser it knows (the
   * owner's device cookie, a live session) and refuses the rest: strangers sharing the owner's network address (a
   * guest Wi-Fi, a carrier's NAT) cannot lock the owner out by flooding it (docs/decisions.md 122).
   */
  sparesKnownBrowsers?: true;
  /**
   * Open to a session whose password must still be changed (a one-time password an owner handed over): every
   * other admin route answers such a session 403 until its own password is chosen (docs/decisions.md 133).
   */
  beforeOwnPassword?: true;
}

const route = (method: Method, path: string, service: ServiceName, access: Route['access']): Route => ({
  method,
  path,
  service,
  access,
});

/** An admin route only an owner may call. */
const owner = (method: Method, path: string, service: ServiceName): Route => ({
  ...route(method, path, service, 'admin'),
  ownerOnly: true,
});

/** A public route the gateway limits per address whatever its method. */
const limited = (method: Method, path: string, service: ServiceName): Route => ({
  ...route(method, path, service, 'public'),
  rateLimited: true,
});

/** A public route whose per-address limit spares the browsers its service knows. */
const sparing = (method: Method, path: string, service: ServiceName): Route => ({
  ...route(method, path, service, 'public'),
  sparesKnownBrowsers: true,
});

/**
 * Every `/api` call (plus the image files uploads make), and which service owns it (docs/decisions.md 18). Nothing
 * else is routed:
 * an unknown path answers 404 here, without bothering a service.
 */
export const routeTable: Route[] = [
  // catalog: the menu
  route('GET', '/api/menu', 'catalog', 'public'),
  owner('POST', '/api/menu', 'catalog'),
  owner('PUT', '/api/menu/:id', 'catalog'),
  owner('PATCH', '/api/menu/:id/availability', 'catalog'),
  owner('DELETE', '/api/menu/:id', 'catalog'),
  // catalog: the gallery
  route('GET', '/api/gallery', 'catalog', 'public'),
  owner('POST', '/api/gallery', 'catalog'),
  owner('POST', '/api/gallery/upload', 'catalog'),
  owner('PUT', '/api/gallery/order', 'catalog'),
  owner('PUT', '/api/gallery/:id', 'catalog'),
  route('GET', '/api/admin/gallery', 'catalog', 'admin'),
  owner('DELETE', '/api/gallery/:id', 'catalog'),
  // catalog: pictures, uploaded (random names) and of the seed content (docs/decisions.md 33), each as its variants
  // (docs/decisions.md 121); the seed's before the uploads', whose paths would match them too
  route('GET', '/api/media/seed/:name/:variant', 'catalog', 'public'),
  route('GET', '/api/media/seed/:file', 'catalog', 'public'),
  route('GET', '/api/media/:id/:variant', 'catalog', 'public'),
  route('GET', '/api/media/:file', 'catalog', 'public'),
  // catalog: the restaurant's details, kept by the owner (docs/decisions.md 148)
  route('GET', '/api/restaurant', 'catalog', 'public'),
  owner('GET', '/api/admin/restaurant', 'catalog'),
  owner('PUT', '/api/admin/restaurant', 'catalog'),
  // catalog: the blog, written by the owner (docs/decisions.md 150)
  route('GET', '/api/blog-posts', 'catalog', 'public'),
  route('GET', '/api/blog-posts/:slug', 'catalog', 'public'),
  owner('GET', '/api/admin/blog-posts', 'catalog'),
  owner('POST', '/api/admin/blog-posts', 'catalog'),
  owner('POST', '/api/admin/blog-posts/preview', 'catalog'),
  owner('PUT', '/api/admin/blog-posts/:id', 'catalog'),
  owner('DELETE', '/api/admin/blog-posts/:id', 'catalog'),
  // catalog: what still holds a stand-in before going online (docs/decisions.md 149)
  owner('GET', '/api/admin/go-live', 'catalog'),
  // catalog: the home page's texts, kept by the owner (docs/decisions.md 152)
  route('GET', '/api/home', 'catalog', 'public'),
  owner('GET', '/api/admin/home', 'catalog'),
  owner('PUT', '/api/admin/home', 'catalog'),
  // catalog: the Instagram wall, kept by the owner (docs/decisions.md 151)
  route('GET', '/api/instagram-posts', 'catalog', 'public'),
  owner('GET', '/api/admin/instagram-posts', 'catalog'),
  owner('POST', '/api/admin/instagram-posts', 'catalog'),
  owner('PUT', '/api/admin/instagram-posts/order', 'catalog'),
  owner('PUT', '/api/admin/instagram-posts/:id', 'catalog'),
  owner('DELETE', '/api/admin/instagram-posts/:id', 'catalog'),
  // catalog: events; booking a seat belongs to booking
  route('GET', '/api/events', 'catalog', 'public'),
  owner('POST', '/api/events', 'catalog'),
  route('GET', '/api/events/:id', 'catalog', 'public'),
  owner('PUT', '/api/events/:id', 'catalog'),
  owner('DELETE', '/api/events/:id', 'catalog'),
  route('POST', '/api/events/:id/book', 'booking', 'public'),
  // booking: table reservations
  route('POST', '/api/reservations', 'booking', 'public'),
  route('GET', '/api/availability', 'booking', 'public'),
  // booking: a guest's own booking through their personal link, the token in a header (docs/decisions.md 113)
  limited('GET', '/api/guest-booking', 'booking'),
  limited('PUT', '/api/guest-booking', 'booking'),
  limited('POST', '/api/guest-booking/cancel', 'booking'),
  // booking: a full slot's (or a sold-out event's) waitlist, and the offer a guest claims through its link (docs/decisions.md 115)
  route('POST', '/api/waitlist', 'booking', 'public'),
  route('POST', '/api/events/:id/waitlist', 'booking', 'public'),
  limited('GET', '/api/waitlist/offer', 'booking'),
  limited('POST', '/api/waitlist/offer/claim', 'booking'),
  // booking: a place on the waitlist, left through the joined mail's link or by staff (docs/decisions.md 132)
  limited('GET', '/api/waitlist/entry', 'booking'),
  limited('POST', '/api/waitlist/entry/leave', 'booking'),
  route('GET', '/api/admin/waitlist', 'booking', 'admin'),
  route('DELETE', '/api/admin/waitlist/:id', 'booking', 'admin'),
  // booking: the restaurant's hours and capacity, saved by an owner (docs/decisions.md 110)
  route('GET', '/api/schedule', 'booking', 'public'),
  owner('PUT', '/api/admin/schedule', 'booking'),
  route('GET', '/api/reservations', 'booking', 'admin'),
  route('PUT', '/api/reservations/:id', 'booking', 'admin'),
  route('PATCH', '/api/reservations/:id/status', 'booking', 'admin'),
  route('PATCH', '/api/reservations/:id/deposit', 'booking', 'admin'),
  route('PATCH', '/api/reservations/:id/tables', 'booking', 'admin'),
  route('POST', '/api/admin/walk-ins', 'booking', 'admin'),
  // Every waiter reads the floor; the owner describes it (docs/decisions.md 154).
  route('GET', '/api/admin/floor', 'booking', 'admin'),
  owner('PUT', '/api/admin/floor', 'booking'),
  route('DELETE', '/api/reservations/:id', 'booking', 'admin'),
  // booking: the dashboard's own (docs/decisions.md 70, 71): a booking taken by phone, the day sheet, the covers
  // of the next days, the lists as CSV
  route('POST', '/api/admin/reservations', 'booking', 'admin'),
  route('GET', '/api/admin/availability', 'booking', 'admin'),
  route('GET', '/api/admin/reservations/day', 'booking', 'admin'),
  route('GET', '/api/admin/reservations/covers', 'booking', 'admin'),
  route('GET', '/api/admin/reservations/export', 'booking', 'admin'),
  // booking: what an event's hours would meet in the room, for the event form (docs/decisions.md 111)
  owner('GET', '/api/admin/event-room', 'booking'),
  route('PUT', '/api/admin/event-room/:eventId/tables', 'booking', 'admin'),
  route('GET', '/api/admin/bookings/export', 'booking', 'admin'),
  // booking: event bookings, for staff
  route('GET', '/api/admin/bookings', 'booking', 'admin'),
  route('PATCH', '/api/admin/bookings/:id/status', 'booking', 'admin'),
  route('PATCH', '/api/admin/bookings/:id/deposit', 'booking', 'admin'),
  route('DELETE', '/api/admin/bookings/:id', 'booking', 'admin'),
  // booking: guest profiles, for every waiter (docs/decisions.md 163)
  route('GET', '/api/admin/guests', 'booking', 'admin'),
  route('GET', '/api/admin/guests/:id', 'booking', 'admin'),
  route('PATCH', '/api/admin/guests/:id', 'booking', 'admin'),
  route('POST', '/api/admin/guests/:id/merge', 'booking', 'admin'),
  // inbox: contact messages, feedback, reviews
  route('POST', '/api/contact', 'inbox', 'public'),
  route('GET', '/api/contact', 'inbox', 'admin'),
  route('PATCH', '/api/contact/:id/status', 'inbox', 'admin'),
  route('DELETE', '/api/contact/:id', 'inbox', 'admin'),
  route('POST', '/api/feedback', 'inbox', 'public'),
  route('GET', '/api/feedback', 'inbox', 'admin'),
  route('PATCH', '/api/feedback/:id/approve', 'inbox', 'admin'),
  route('PATCH', '/api/feedback/:id/unpublish', 'inbox', 'admin'),
  route('DELETE', '/api/feedback/:id', 'inbox', 'admin'),
  route('GET', '/api/reviews', 'inbox', 'public'),
  route('GET', '/api/google-reviews', 'inbox', 'public'),
  // A guest's data rights (docs/decisions.md 116): the request (inbox keeps it), each owner's records, the erasure
  route('POST', '/api/data-requests', 'inbox', 'public'),
  limited('GET', '/api/personal-data/inbox', 'inbox'),
  limited('GET', '/api/personal-data/booking', 'booking'),
  limited('POST', '/api/personal-data/erase', 'inbox'),
  // auth: the admin session; login, session and csrf must work without one. Refresh is authenticated by its
  // own rotating refresh cookie and CSRF header (the access token has usually expired when it is called).
  sparing('POST', '/api/admin/login', 'auth'),
  route('GET', '/api/admin/session', 'auth', 'public'),
  route('GET', '/api/admin/csrf', 'auth', 'public'),
  sparing('POST', '/api/admin/refresh', 'auth'),
  { ...route('POST', '/api/admin/logout', 'auth', 'admin'), beforeOwnPassword: true },
  { ...route('POST', '/api/admin/password', 'auth', 'admin'), beforeOwnPassword: true },
  route('GET', '/api/admin/sessions', 'auth', 'admin'),
  route('DELETE', '/api/admin/sessions/:id', 'auth', 'admin'),
  // auth: accounts, kept by owners (docs/decisions.md 86)
  owner('GET', '/api/admin/users', 'auth'),
  owner('POST', '/api/admin/users', 'auth'),
  owner('PATCH', '/api/admin/users/:id', 'auth'),
  owner('POST', '/api/admin/users/:id/password', 'auth'),
];

/** The routes a service owns, for its own second check of who may call them (`vouchedByGateway`, `access`). */
export function routesOf(service: ServiceName): Route[] {
  return routeTable.filter((entry) => entry.service === service);
}

/**
 * Whether the gateway signs its context for a call of this route, and the service therefore refuses one without
 * (docs/decisions.md 127): every admin route, every route of the auth service, every change (a public form, a
 * guest's link), and every route counted by the per-address limit. Only a guest's plain read (the menu, the gallery,
 * events, availability) goes unsigned: it needs nothing vouched for, and a token per read is the hop's biggest
 * cost after the proxying itself.
 */
export const vouchedByGateway = (route: Route) =>
  route.access === 'admin' || route.service === 'auth' || route.method !== 'GET' || route.rateLimited === true;
