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
   * Who may call it (spec sections 6 and 7): anyone, or a signed-in admin. The gateway checks it, and each
   * service checks it again, so a call that reaches a service port directly is refused too.
   */
  access: 'public' | 'admin';
}

const route = (method: Method, path: string, service: ServiceName, access: Route['access']): Route => ({
  method,
  path,
  service,
  access,
});

/**
 * Every `/api` call of spec section 7 (plus the image files uploads make), and which service owns it (design
 * brief). Nothing else is routed:
 * an unknown path answers 404 here, without bothering a service.
 */
export const routeTable: Route[] = [
  // catalog: the menu
  route('GET', '/api/menu', 'catalog', 'public'),
  route('POST', '/api/menu', 'catalog', 'admin'),
  route('PUT', '/api/menu/:id', 'catalog', 'admin'),
  route('DELETE', '/api/menu/:id', 'catalog', 'admin'),
  // catalog: the gallery
  route('GET', '/api/gallery', 'catalog', 'public'),
  route('POST', '/api/gallery', 'catalog', 'admin'),
  route('POST', '/api/gallery/upload', 'catalog', 'admin'),
  route('PUT', '/api/gallery/:id', 'catalog', 'admin'),
  route('DELETE', '/api/gallery/:id', 'catalog', 'admin'),
  // catalog: image files, uploaded (random names) and of the seed content (design brief, decision 11)
  route('GET', '/api/media/:file', 'catalog', 'public'),
  route('GET', '/api/media/seed/:file', 'catalog', 'public'),
  // catalog: events; booking a seat belongs to booking
  route('GET', '/api/events', 'catalog', 'public'),
  route('POST', '/api/events', 'catalog', 'admin'),
  route('GET', '/api/events/:id', 'catalog', 'public'),
  route('PUT', '/api/events/:id', 'catalog', 'admin'),
  route('DELETE', '/api/events/:id', 'catalog', 'admin'),
  route('POST', '/api/events/:id/book', 'booking', 'public'),
  // booking: table reservations
  route('POST', '/api/reservations', 'booking', 'public'),
  route('GET', '/api/reservations', 'booking', 'admin'),
  route('PUT', '/api/reservations/:id', 'booking', 'admin'),
  route('PATCH', '/api/reservations/:id/status', 'booking', 'admin'),
  route('DELETE', '/api/reservations/:id', 'booking', 'admin'),
  // booking: the dashboard's own (docs/decisions.md 70, 71): a booking taken by phone, the day sheet, the covers
  // of the next days, the lists as CSV
  route('POST', '/api/admin/reservations', 'booking', 'admin'),
  route('GET', '/api/admin/reservations/day', 'booking', 'admin'),
  route('GET', '/api/admin/reservations/covers', 'booking', 'admin'),
  route('GET', '/api/admin/reservations/export', 'booking', 'admin'),
  route('GET', '/api/admin/bookings/export', 'booking', 'admin'),
  // booking: event bookings, for staff
  route('GET', '/api/admin/bookings', 'booking', 'admin'),
  route('PATCH', '/api/admin/bookings/:id/status', 'booking', 'admin'),
  route('DELETE', '/api/admin/bookings/:id', 'booking', 'admin'),
  // inbox: contact messages, feedback, reviews
  route('POST', '/api/contact', 'inbox', 'public'),
  route('GET', '/api/contact', 'inbox', 'admin'),
  route('PATCH', '/api/contact/:id/status', 'inbox', 'admin'),
  route('DELETE', '/api/contact/:id', 'inbox', 'admin'),
  route('POST', '/api/feedback', 'inbox', 'public'),
  route('GET', '/api/feedback', 'inbox', 'admin'),
  route('PATCH', '/api/feedback/:id/approve', 'inbox', 'admin'),
  route('DELETE', '/api/feedback/:id', 'inbox', 'admin'),
  route('GET', '/api/reviews', 'inbox', 'public'),
  route('GET', '/api/google-reviews', 'inbox', 'public'),
  // auth: the admin session; login, session and csrf must work without one. Refresh is authenticated by its
  // own rotating refresh cookie and CSRF header (the access token has usually expired when it is called).
  route('POST', '/api/admin/login', 'auth', 'public'),
  route('GET', '/api/admin/session', 'auth', 'public'),
  route('GET', '/api/admin/csrf', 'auth', 'public'),
  route('POST', '/api/admin/refresh', 'auth', 'public'),
  route('POST', '/api/admin/logout', 'auth', 'admin'),
  route('POST', '/api/admin/password', 'auth', 'admin'),
  route('GET', '/api/admin/sessions', 'auth', 'admin'),
  route('DELETE', '/api/admin/sessions/:id', 'auth', 'admin'),
];

/** The admin-only routes a service owns, for its own second check. */
export function adminRoutesOf(service: ServiceName): Route[] {
  return routeTable.filter((entry) => entry.service === service && entry.access === 'admin');
}
