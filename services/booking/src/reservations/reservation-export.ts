import { bookingText, localizeMessage, type Locale, type Reservation } from '@ristorante/contracts';
import { berlinTimestamp, csvFileName, languageNames, toCsv } from '../shared/csv.js';

const copy = {
  de: {
    header: [
      'Datum',
      'Uhrzeit',
      'Personen',
      'Name',
      'Telefon',
      'E-Mail',
      'Status',
      'Quelle',
      'Besondere Wünsche',
      'Sprache',
      'Eingegangen',
    ],
    source: { online: 'Online', phone: 'Telefon' },
    filename: 'reservierungen',
  },
  en: {
    header: ['Date', 'Time', 'Guests', 'Name', 'Phone', 'Email', 'Status', 'Source', 'Special requests', 'Language', 'Received'],
    source: { online: 'Online', phone: 'Phone' },
    filename: 'reservations',
  },
} as const;

/** The reservations as staff read them in a spreadsheet, headed and worded in their language. */
export function reservationsCsv(reservations: Reservation[], locale: Locale): string {
  const words = copy[locale];
  const rows = reservations.map((reservation) => [
    reservation.date,
    reservation.time,
    reservation.guests,
    reservation.name,
    reservation.phone,
    reservation.email,
    localizeMessage(bookingText[`booking.statusLabel.${reservation.status}`], locale),
    words.source[reservation.source],
    reservation.specialRequests,
    languageNames[locale][reservation.locale],
    berlinTimestamp(reservation.created_at),
  ]);
  return toCsv([...words.header], rows, locale);
}

export const reservationsCsvName = (locale: Locale, now: Date) => csvFileName(copy[locale].filename, now);
