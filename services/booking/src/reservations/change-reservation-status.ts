import {
  bookingText,
  holdsCovers,
  reservationCancelled,
  reservationConfirmed,
  type BookingStatus,
  type HouseSchedule,
  type Locale,
  type Reservation,
} from '@ristorante/contracts';
import { AppError, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import { assertMove } from '../shared/status-moves.js';
import { factsOf, lockReservation, setReservationStatus, withoutSequence } from './reservation-repository.js';
import { assertCoversLeft, roomOf } from './room-capacity.js';

/**
 * Staff confirm or cancel a reservation: the move must be one the status allows, a confirmation is checked against
 * the room when the reservation held no covers yet, and the guest's mail is recorded with the change.
 */
export async function changeReservationStatus(
  deps: ServiceDeps,
  change: { id: string; status: BookingStatus; schedule: HouseSchedule; locale: Locale },
): Promise<Reservation> {
  const { id, status, schedule, locale } = change;
  const reservation = await withTransaction(deps.pool, async (client): Promise<Reservation> => {
    const current = await lockReservation(client, id);
    if (!current) throw new AppError(404, bookingText['booking.reservation.notFound']);
    assertMove('reservation', current.status, status, locale);
    if (current.status === status) return withoutSequence(current);
    // A large party's request takes its covers only when staff confirm it: only then is the room checked.
    if (status === 'confirmed' && !holdsCovers(current, schedule))
      await assertCoversLeft(client, current, roomOf(schedule), locale, id);
    const changed = await setReservationStatus(client, id, status);
    const target = { reservationId: id };
    if (status === 'confirmed') await recordGuestEvent(client, reservationConfirmed, factsOf(changed), target);
    else {
      const facts = { ...factsOf(changed), by: 'staff' as const, hadCalendarEntry: current.hadCalendarEntry };
      await recordGuestEvent(client, reservationCancelled, facts, target);
    }
    return withoutSequence(changed);
  });
  deps.relay?.nudge();
  return reservation;
}
