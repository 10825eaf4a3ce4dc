import { guestPages, type GuestPage, type LegalTab, type Locale } from '@ristorante/contracts';

// The legal tabs are the contracts' (the server finds each tab's rendered page by them).
export { legalTabs, type LegalTab } from '@ristorante/contracts';

/** A guest page under `/{locale}/`: its route segment (relative to `/:locale`) and how to link to it. */
function localized(page: GuestPage) {
  return dashboardPage(guestPages[page]);
}

/** A page of the dashboard's, under `/{locale}/` too; its addresses are the web app's own. */
function dashboardPage(segment: string) {
  return {
    path: segment,
    getHref: (locale: Locale) => (segment ? `/${locale}/${segment}` : `/${locale}`),
  };
}

/**
 * The one table of the app's URLs (docs/product.md, 'The guest site'): routes and links both read it. A guest page's
 * address segment is the contracts' (docs/decisions.md 141), which the renderer and the mails read too.
 */
export const paths = {
  root: { path: '/' },
  // The admin's old addresses without a locale; they only redirect.
  bareAdmin: { path: '/admin' },
  bareAdminLogin: { path: '/admin/login' },
  locale: { path: '/:locale' },
  home: localized('home'),
  systemStatus: localized('systemStatus'),
  menu: localized('menu'),
  reservations: localized('reservations'),
  events: localized('events'),
  eventDetail: {
    path: `${guestPages.events}/:id`,
    getHref: (locale: Locale, id: string) => `/${locale}/${guestPages.events}/${encodeURIComponent(id)}`,
  },
  gallery: localized('gallery'),
  contact: localized('contact'),
  feedback: localized('feedback'),
  legal: {
    ...localized('legal'),
    /** A legal tab is deep-linkable as `?tab=` (docs/decisions.md 75). */
    getTabHref: (locale: Locale, tab: LegalTab) => `/${locale}/${guestPages.legal}?tab=${tab}`,
  },
  blog: localized('blog'),
  blogPost: {
    path: `${guestPages.blog}/:slug`,
    getHref: (locale: Locale, slug: string) => `/${locale}/${guestPages.blog}/${encodeURIComponent(slug)}`,
  },
  instagram: localized('instagram'),
  manageBooking: localized('manageBooking'),
  waitlistOffer: localized('waitlistOffer'),
  myData: localized('myData'),
  admin: dashboardPage('admin'),
  adminLogin: dashboardPage('admin/login'),
} as const;
