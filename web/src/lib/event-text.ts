import type { Locale, RestaurantEvent } from '@ristorante/contracts';

// An event's texts in the reader's language: the guest's event pages and the staff dashboard both show them.

/** The title in the guest's language, else the plain fallback. */
export function eventTitle(event: RestaurantEvent, locale: Locale): string {
  return (locale === 'en' ? event.title_en : event.title_de) || event.title;
}

/** The description in the guest's language; a missing German one falls back to the plain description. */
export function eventDescription(event: RestaurantEvent, locale: Locale): string {
  return (locale === 'en' ? event.description_en : event.description_de) || event.description;
}
