import { siteConfig, type Locale } from '@ristorante/contracts';
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

const { freeCancellationHours: hours, tableHeldMinutes: minutes, noShowFeePerPersonEuros: fee } = siteConfig;

/** What a guest should know about a table reservation: cancellation, how long the table is held, no-shows. */
export function reservationPolicy(locale: Locale): string[] {
  return locale === 'de'
    ? [
        `Kostenlose Stornierung bis ${hours} Stunden vor Ihrer Reservierung – rufen Sie uns einfach an oder schreiben Sie uns eine E-Mail.`,
        `Wir halten Ihren Tisch ${minutes} Minuten nach der reservierten Zeit für Sie frei.`,
        `Bei Nichterscheinen ohne Absage berechnen wir ${fee} € pro Person.`,
      ]
    : [
        `Free cancellation up to ${hours} hours before your reservation – just give us a call or send us an email.`,
        `We hold your table for ${minutes} minutes past your reservation time.`,
        `For a no-show without cancellation we charge €${fee} per person.`,
      ];
}

/** What a guest should know about an event booking: when cancelling is free. */
export function eventPolicy(locale: Locale): string[] {
  return locale === 'de'
    ? [
        `Kostenlose Stornierung bis ${hours} Stunden vor Beginn der Veranstaltung – rufen Sie uns einfach an oder schreiben Sie uns eine E-Mail.`,
      ]
    : [`Free cancellation up to ${hours} hours before the event starts – just give us a call or send us an email.`];
}

function siteBase(context: MailContext): string {
  return context.siteUrl.replace(/\/+$/, '');
}

/** Where staff handle what a mail is about: a tab of the admin dashboard. */
export function dashboardUrl(context: MailContext, tab: 'reservations' | 'bookings' | 'contact' | 'feedback'): string {
  return `${siteBase(context)}/de/admin/dashboard?tab=${tab}`;
}

/** A public page of the site in the guest's language, e.g. `reservations` or `events`. */
export function pageUrl(context: MailContext, locale: Locale, page: string): string {
  return `${siteBase(context)}/${locale}/${page}`;
}
