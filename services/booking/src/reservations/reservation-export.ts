import { bookingText, localizeMessage, type Locale, type Reservation } from '@ristorante/contracts';
import { berlinTimestamp, csvFileName, toCsv } from '../shared/csv.js';
import { exportText } from '../shared/export-messages.js';

const columns = [
  'column.date',
  'column.time',
  'column.guests',
  'column.name',
  'column.phone',
  'column.email',
  'column.status',
  'column.source',
  'column.specialRequests',
  'column.language',
  'column.received',
] as const;

/** The reservations as staff read them in a spreadsheet, headed and worded in their language. */
export function reservationsCsv(reservations: Reservation[], locale: Locale): string {
  const rows = reservations.map((reservation) => [
    reservation.date,
    reservation.time,
    reservation.guests,
    reservation.name,
    reservation.phone,
    reservation.email,
    localizeMessage(bookingText[`booking.statusLabel.${reservation.status}`], locale),
    exportText(`source.${reservation.source}`, locale),
    reservation.specialRequests,
    exportText('language', locale, { language: reservation.locale }),
    berlinTimestamp(reservation.created_at),
  ]);
  return toCsv(
    columns.map((column) => exportText(column, locale)),
    rows,
    locale,
  );
}

export const reservationsCsvName = (locale: Locale, now: Date) => csvFileName(exportText('filename.reservations', locale), now);
