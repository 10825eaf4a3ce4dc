import {
  bookingText,
  localizeMessage,
  reservationMoves,
  type BookingStatus,
  type Locale,
  type ReservationStatus,
} from '@ristorante/contracts';
import { AppError } from '@ristorante/kit';

/**
 * docs/decisions.md 43 and 156. Reservations follow the floor's order (contracts' `reservationMoves`). Event
 * bookings: pending can become confirmed or cancelled, confirmed can become cancelled; cancelled has no actions.
 * Asking for the status a booking already has changes nothing (a double click), and is not an error.
 */
export const allowedMoves = {
  reservation: reservationMoves,
  eventBooking: { pending: ['confirmed', 'cancelled'], confirmed: ['cancelled'], cancelled: [] } as Record<
    BookingStatus,
    readonly BookingStatus[]
  >,
};

/** Throws 409 naming both statuses (in the request's language) when docs/decisions.md 43 or 156 forbids the move. */
export function assertMove<Kind extends keyof typeof allowedMoves>(
  kind: Kind,
  from: ReservationStatus,
  to: ReservationStatus,
  locale: Locale,
): void {
  const moves = allowedMoves[kind] as Record<string, readonly string[] | undefined>;
  if (from === to || (moves[from] ?? []).includes(to)) return;
  const label = (status: ReservationStatus) => localizeMessage(bookingText[`booking.statusLabel.${status}`], locale);
  throw new AppError(409, bookingText['booking.status.forbidden'], undefined, { from: label(from), to: label(to) });
}
