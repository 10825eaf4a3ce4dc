import type { Locale } from './site-config.js';

/**
 * The guest site's pages under `/{locale}/`, each by its one address segment (docs/decisions.md 141): the web app's
 * routes and links, the renderer's list of pages and the mails' links all read this table, so a page's address is
 * written here only.
 */
export const guestPages = {
  home: '',
  menu: 'menu',
  reservations: 'reservations',
  events: 'events',
  gallery: 'gallery',
  contact: 'contact',
  feedback: 'feedback',
  legal: 'legal',
  blog: 'blog',
  instagram: 'instagram',
  systemStatus: 'test',
  /** A guest's own booking, opened by the personal link in their mail; the token follows in the fragment (113). */
  manageBooking: 'booking',
  /** A waitlist's offer of a freed table (or the guest's place), opened by its mail's link; the token in the fragment. */
  waitlistOffer: 'waitlist',
  /** What is stored about a guest's address, opened by a data request's link; the token in the fragment (116). */
  myData: 'my-data',
} as const;
export type GuestPage = keyof typeof guestPages;

/** The address of a guest page in `locale`: `/de`, `/en/menu`. */
export const guestPagePath = (locale: Locale, page: GuestPage): string =>
  guestPages[page] ? `/${locale}/${guestPages[page]}` : `/${locale}`;
