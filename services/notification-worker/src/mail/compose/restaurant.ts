import { guestLinkPath, guestPagePath, siteConfig, type GuestPage, type Locale } from '@ristorante/contracts';
import type { MailContext } from '../outgoing-mail.js';

/** The restaurant as every mail names it, read from the one site configuration (docs/decisions.md 38). */
export const restaurant = {
  name: siteConfig.name,
  street: siteConfig.address.street,
  cityLine: `${siteConfig.address.postalCode} ${siteConfig.address.city}`,
  /** One line, for a calendar entry's LOCATION. */
  addressLine: `${siteConfig.address.street}, ${siteConfig.address.postalCode} ${siteConfig.address.city}`,
  country: (locale: Locale) => siteConfig.address.country[locale],
  phone: siteConfig.phone,
  email: siteConfig.email,
  /** The domain of the restaurant's e-mail address: calendar UIDs are made unique with it. */
  domain: siteConfig.email.slice(siteConfig.email.lastIndexOf('@') + 1),
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
