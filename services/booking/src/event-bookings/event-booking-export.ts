import { bookingText, localizeMessage, type EventBooking, type Locale } from '@ristorante/contracts';
import { berlinTimestamp, csvFileName, toCsv } from '../shared/csv.js';
import { exportText } from '../shared/export-messages.js';

const columns = [
  'column.event',
  'column.eventDate',
  'column.name',
  'column.phone',
  'column.email',
  'column.guests',
  'column.amount',
  'column.status',
  'column.specialRequests',
  'column.language',
  'column.received',
] as const;

/**
 * The event bookings as staff read them in a spreadsheet, headed and worded in their language: by event, then
 * as they came in (a guest list per evening), not newest first as the screen lists them.
 */
export function eventBookingsCsv(bookings: EventBooking[], locale: Locale): string {
  const rows = bookings.map((booking) => [
    locale === 'de' ? booking.eventTitleDe : booking.eventTitleEn,
    berlinTimestamp(booking.eventDate),
    booking.name,
    booking.phone,
    booking.email,
    booking.guests,
    exportText('amount', locale, { amount: booking.totalAmount }),
    localizeMessage(bookingText[`booking.statusLabel.${booking.status}`], locale),
    booking.specialRequests,
    exportText('language', locale, { language: booking.locale }),
    berlinTimestamp(booking.created_at),
  ]);
  return toCsv(
    columns.map((column) => exportText(column, locale)),
    rows,
    locale,
  );
}

export const eventBookingsCsvName = (locale: Locale, now: Date) => csvFileName(exportText('filename.eventBookings', locale), now);
