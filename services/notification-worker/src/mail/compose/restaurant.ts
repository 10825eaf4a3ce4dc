import {
  defaultRestaurantDetails,
  guestLinkPath,
  guestPagePath,
  type GuestPage,
  type Locale,
  type RestaurantDetails,
} from '@ristorante/contracts';
import type { MailContext } from '../outgoing-mail.js';

// The details the next mails name: set from the worker's own copy before each event's mails are written
// (handle-event.ts), so every replica names what the owner last saved (docs/decisions.md 149).
let current: RestaurantDetails = defaultRestaurantDetails;

/** Names these details in the mails written from now on. */
export function nameRestaurant(details: RestaurantDetails): void {
  current = details;
}

/** The restaurant as every mail names it: the owner's details (docs/decisions.md 149). */
export const restaurant = {
  get name() {
    return current.name;
  },
  get street() {
    return current.address.street;
  },
  get cityLine() {
    return `${current.address.postalCode} ${current.address.city}`;
  },
  /** One line, for a calendar entry's LOCATION. */
  get addressLine() {
    return `${current.address.street}, ${current.address.postalCode} ${current.address.city}`;
  },
  country: (locale: Locale) => current.address.country[locale],
  get phone() {
    return current.phone;
  },
  get email() {
    return current.email;
  },
  /** The domain of the restaurant's e-mail address: calendar UIDs are made unique with it. */
  get domain() {
    return current.email.slice(current.email.lastIndexOf('@') + 1);
  },
};
function siteBase(context: MailContext): string {
  return context.siteUrl.replace(/\/+$/, '');
}

/** Where staff handle what a mail is about: a tab of the admin dashboard, in the staff mails' language. */
export function dashboardUrl(context: MailContext, tab: 'reservations' | 'bookings' | 'contact' | 'feedback'): string {
  return `${siteBase(context)}/${context.staffLocale}/admin/dashboard?tab=${tab}`;
}

/** A public page of the site in the guest's language, by the guest pages' table (docs/decisions.md 141). */
export function pageUrl(context: MailContext, locale: Locale, page: GuestPage): string {
  return `${siteBase(context)}${guestPagePath(locale, page)}`;
}

/** The guest's personal link (docs/decisions.md 113): the token in the fragment, which no server ever receives. */
export function manageUrl(context: MailContext, locale: Locale, token: string): string {
  return siteUrlOf(context, guestLinkPath(locale, token));
}

/** An address of the site, from its path (a waitlist offer's or a data request's link, docs/decisions.md 115, 116). */
export function siteUrlOf(context: MailContext, path: string): string {
  return `${siteBase(context)}${path}`;
}
