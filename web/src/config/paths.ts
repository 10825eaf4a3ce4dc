import type { LegalTab, Locale } from '@ristorante/contracts';

// The legal tabs are the contracts' (the server finds each tab's rendered page by them).
export { legalTabs, type LegalTab } from '@ristorante/contracts';

/** A page under `/{locale}/`: its route segment (relative to `/:locale`) and how to link to it. */
function localized(segment: string) {
  return {
    path: segment,
    getHref: (locale: Locale) => (segment ? `/${locale}/${segment}` : `/${locale}`),
  };
}

/** The one table of the app's URLs (docs/product.md, 'The guest site'): routes and links both read it. */
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
  gallery: localized('gallery'),
  contact: localized('contact'),
  feedback: localized('feedback'),
  legal: {
    ...localized('legal'),
    /** A legal tab is deep-linkable as `?tab=` (docs/decisions.md 75). */
    getTabHref: (locale: Locale, tab: LegalTab) => `/${locale}/legal?tab=${tab}`,
  },
  blog: localized('blog'),
  blogPost: {
    path: 'blog/:slug',
    getHref: (locale: Locale, slug: string) => `/${locale}/blog/${encodeURIComponent(slug)}`,
  },
  instagram: localized('instagram'),
  /** A guest's own booking, opened by the personal link in their mail; the token follows in the fragment (113). */
  manageBooking: localized('booking'),
  /** A waitlist's offer of a freed table, opened by the link in its mail; the token in the fragment (115). */
  waitlistOffer: localized('waitlist'),
  /** What is stored about a guest's address, opened by a data request's link; the token in the fragment (116). */
  myData: localized('my-data'),
  admin: localized('admin'),
  adminLogin: localized('admin/login'),
} as const;
