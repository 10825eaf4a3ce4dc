import type { Locale } from '@ristorante/contracts';

/** A page under `/{locale}/`: its route segment (relative to `/:locale`) and how to link to it. */
function localized(segment: string) {
  return {
    path: segment,
    getHref: (locale: Locale) => (segment ? `/${locale}/${segment}` : `/${locale}`),
  };
}

/** The one table of the app's URLs (spec section 2): routes and links both read it. */
export const paths = {
  root: { path: '/' },
  // The admin's old addresses without a locale; they only redirect.
  bareAdmin: { path: '/admin' },
  bareAdminLogin: { path: '/admin/login' },
  locale: { path: '/:locale' },
  home: localized(''),
  systemStatus: localized('test'),
  menu: localized('menu'),
  reservations: localized('reservations'),
  events: localized('events'),
  eventDetail: {
    path: 'events/:id',
    getHref: (locale: Locale, id: string) => `/${locale}/events/${encodeURIComponent(id)}`,
  },
  admin: localized('admin'),
  adminLogin: localized('admin/login'),
} as const;
