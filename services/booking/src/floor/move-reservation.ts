import {
  bookingText,
  localizeMessage,
  type HouseSchedule,
  type Locale,
  type Reservation,
  type TableMove,
} from '@ristorante/contracts';
import { AppError, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { lockReservation, moveReservationTime, withoutSequence } from '../reservations/reservation-repository.js';
import { assertCoversLeft, roomOf } from '../reservations/room-capacity.js';
import { seatReservation } from './reservation-tables.js';

/** The statuses in which a reservation holds its place, and so can be moved. */
const movable = new Set(['pending', 'confirmed', 'seated']);

/**
 * Staff move a reservation to other tables, and perhaps another time of its day (docs/decisions.md 155): checked
 * as a new booking is, under the room's locks, but at the tables chosen, which need only seat the party and be
 * free. Of two staff moving it at once the second is told (its `updatedAt` no longer the reservation's).
 */
export async function moveReservation(
  deps: ServiceDeps,
  change: { id: string; move: TableMove & { tableIds: string[] }; schedule: HouseSchedule; locale: Locale },
): Promise<Reservation> {
  const { id, move, schedule, locale } = change;
  const reservation = await withTransaction(deps.pool, async (client): Promise<Reservation> => {
    const current = await lockReservation(client, id);
    if (!current) throw new AppError(404, bookingText['booking.reservation.notFound']);
    if (move.updatedAt !== undefined && new Date(move.updatedAt).getTime() !== new Date(current.updated_at).getTime())
      throw new AppError(409, bookingText['booking.tables.stale']);
    if (!movable.has(current.status)) {
      const status = localizeMessage(bookingText[`booking.statusLabel.${current.status}`], locale);
      throw new AppError(409, bookingText['booking.tables.notHeld'], undefined, { status });
    }
    const time = move.time ?? current.time;
    const fields = { date: current.date, time, guests: current.guests };
    const { place } = await assertCoversLeft(client, fields, roomOf(schedule), locale, id, { tableIds: move.tableIds });
    const tables = await seatReservation(client, id, place);
    const moved = await moveReservationTime(client, id, time);
    return { ...withoutSequence(moved), tables };
  });
  deps.relay?.nudge();
  return reservation;
}
