import { bookingText, localizeMessage, type BookingStatus, type Locale } from '@ristorante/contracts';
import { AppError } from '@ristorante/kit';

/**
 * docs/decisions.md 43, exactly. Reservations: pending shows Confirm and Cancel. Event bookings: pending can become
 * confirmed or cancelled, confirmed can become cancelled; cancelled has no actions. Asking for the status a
 * booking already has changes nothing (a double click), and is not an error.
 */
export const allowedMoves: Record<'reservation' | 'eventBooking', Record<BookingStatus, BookingStatus[]>> = {
  reservation: { pending: ['confirmed', 'cancelled'], confirmed: ['cancelled'], cancelled: [] },
  eventBooking: { pending: ['confirmed', 'cancelled'], confirmed: ['cancelled'], cancelled: [] },
};

/** Throws 409 naming both statuses (in the request's language) when docs/decisions.md 43 forbids the move. */
export function assertMove(kind: keyof typeof allowedMoves, from: BookingStatus, to: BookingStatus, locale: Locale): void {
  if (from === to || allowedMoves[kind][from].includes(to)) return;
  const label = (status: BookingStatus) => localizeMessage(bookingText[`booking.statusLabel.${status}`], locale);
  throw new AppError(409, bookingText['booking.status.forbidden'], undefined, { from: label(from), to: label(to) });
}
