/**
 * The roots of the dashboard's query keys. Each feature builds its keys under its root; a change invalidates
 * the roots it touches, and the counts in the tabs (attention) and on the overview, which read across them.
 */
export const adminKeys = {
  attention: ['admin', 'attention'] as const,
  overview: ['admin', 'overview'] as const,
  reservations: ['admin', 'reservations'] as const,
  bookings: ['admin', 'bookings'] as const,
  events: ['admin', 'events'] as const,
  content: ['admin', 'content'] as const,
  inbox: ['admin', 'inbox'] as const,
  accounts: ['admin', 'accounts'] as const,
  settings: ['admin', 'settings'] as const,
  guests: ['admin', 'guests'] as const,
};

/**
 * Requests that wait for staff reach an open dashboard within this time without a reload: every list of
 * bookings, and the counts in the tabs, ask again this often while the dashboard is on screen (docs/decisions.md 72).
 */
export const bookingPollMs = 10_000;
