import { bookingText, localizeMessage, type EventBooking, type Locale } from '@ristorante/contracts';
import { berlinTimestamp, csvFileName, languageNames, toCsv } from '../shared/csv.js';

const copy = {
  de: {
    header: [
      'Veranstaltung',
      'Termin',
      'Name',
      'Telefon',
      'E-Mail',
      'Personen',
      'Betrag (EUR)',
      'Status',
      'Besondere Wünsche',
      'Sprache',
      'Eingegangen',
    ],
    filename: 'veranstaltungsbuchungen',
  },
  en: {
    header: [
      'Event',
      'Date',
      'Name',
      'Phone',
      'Email',
      'Guests',
      'Amount (EUR)',
      'Status',
      'Special requests',
      'Language',
      'Received',
    ],
    filename: 'event-bookings',
  },
} as const;

/** Amounts as the staff's spreadsheet reads a number: `98,00` in German, `98.00` in English. */
const amount = (euros: number, locale: Locale) => (locale === 'de' ? euros.toFixed(2).replace('.', ',') : euros.toFixed(2));

/**
 * The event bookings as staff read them in a spreadsheet, headed and worded in their language: by event, then
 * as they came in (a guest list per evening), not newest first as the screen lists them.
 */
export function eventBookingsCsv(bookings: EventBooking[], locale: Locale): string {
  const words = copy[locale];
  const rows = bookings.map((booking) => [
    locale === 'de' ? booking.eventTitleDe : booking.eventTitleEn,
    berlinTimestamp(booking.eventDate),
    booking.name,
    booking.phone,
    booking.email,
    booking.guests,
    amount(booking.totalAmount, locale),
    localizeMessage(bookingText[`booking.statusLabel.${booking.status}`], locale),
    booking.specialRequests,
    languageNames[locale][booking.locale],
    berlinTimestamp(booking.created_at),
  ]);
  return toCsv([...words.header], rows, locale);
}

export const eventBookingsCsvName = (locale: Locale, now: Date) => csvFileName(copy[locale].filename, now);
