import {
  berlinDate,
  bookingText,
  hasBegun,
  holdsCovers,
  reservationCancelled,
  reservationConfirmed,
  type HouseSchedule,
  type Locale,
  type Reservation,
  type ReservationStatus,
} from '@ristorante/contracts';
import { AppError, withTransaction, type PoolClient, type ServiceDeps } from '@ristorante/kit';
import { seatReservation } from '../floor/reservation-tables.js';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import { assertMove } from '../shared/status-moves.js';
import {
  factsOf,
  lockReservation,
  setReservationStatus,
  withoutSequence,
  type StoredReservation,
} from './reservation-repository.js';
import { assertCoversLeft, roomOf } from './room-capacity.js';

/** A staff move of a reservation: the new status, the owner's schedule, the words of a refusal, and the time. */
export interface StatusMove {
  status: ReservationStatus;
  schedule: HouseSchedule;
  locale: Locale;
  now?: Date;
}

/**
 * Staff move a reservation on (docs/decisions.md 43, 156): the move must be one the order allows; a confirmation
 * is checked against the room and seated at a table when the reservation held no place yet (a large party's
 * request); a party is seated only on its day and missed only once its time has come; a no-show who turns up
 * after all is seated again where they sat, or at the best free table. The guest hears of a confirmation or a
 * cancellation; the floor's statuses are staff's record and send nothing.
 */
export async function changeReservationStatus(deps: ServiceDeps, change: StatusMove & { id: string }): Promise<Reservation> {
  const reservation = await withTransaction(deps.pool, async (client): Promise<Reservation> => {
    const current = await lockReservation(client, change.id);
    if (!current) throw new AppError(404, bookingText['booking.reservation.notFound']);
    return withoutSequence(await moveLockedReservation(client, current, change));
  });
  deps.relay?.nudge();
  return reservation;
}

/**
 * The move itself, on a reservation locked in `client`'s transaction (`lockReservation`): the one path of every staff
 * move, a deposit marked received included (docs/decisions.md 165), so each is checked alike. Throws the refusal.
 */
export async function moveLockedReservation(
  client: PoolClient,
  current: StoredReservation,
  move: StatusMove,
): Promise<StoredReservation> {
  const { status, schedule, locale } = move;
  const id = current.id;
  const now = move.now ?? new Date();
  assertMove('reservation', current.status, status, locale);
  if (current.status === status) return current;
  if (status === 'no_show' && !hasBegun(current, now)) throw new AppError(409, bookingText['booking.noShow.notYet']);
  if (status === 'seated' && current.date !== berlinDate(now)) throw new AppError(409, bookingText['booking.seated.notToday']);
  let tables = current.tables;
  // A large party's request takes its place only when staff confirm it; a no-show's table was let go.
  if ((status === 'confirmed' && !holdsCovers(current, schedule)) || current.status === 'no_show') {
    const preferTableIds = (current.tables ?? []).map((table) => table.id);
    // Staff seating someone at the door is no question of covers (docs/decisions.md 131, 156).
    const overbook = current.status === 'no_show';
    const { place } = await assertCoversLeft(client, current, roomOf(schedule), locale, id, { preferTableIds, overbook });
    tables = await seatReservation(client, id, place);
  }
  const changed = { ...(await setReservationStatus(client, id, status)), tables };
  const target = { reservationId: id };
  if (status === 'confirmed') await recordGuestEvent(client, reservationConfirmed, factsOf(changed), target);
  if (status === 'cancelled') {
    const facts = { ...factsOf(changed), by: 'staff' as const, hadCalendarEntry: current.hadCalendarEntry };
    await recordGuestEvent(client, reservationCancelled, facts, target);
  }
  return changed;
}
