import {
  berlinDate,
  berlinTime,
  bookingText,
  type HouseSchedule,
  type Locale,
  type Reservation,
  type WalkIn,
} from '@ristorante/contracts';
import { AppError, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { countBookingCreated } from '../booking-metrics.js';
import { insertWalkIn } from '../reservations/reservation-repository.js';
import { assertCoversLeft, roomOf } from '../reservations/room-capacity.js';

/**
 * A party at the door, seated now (docs/decisions.md 156): at the tables staff tapped, or the best free place,
 * held for the seating length from this minute. Staff see the table is free, so the room's covers do not refuse
 * it; an event that has the room to itself does, and so does a table held by a booking that starts within the
 * seating.
 */
export async function seatWalkIn(
  deps: ServiceDeps,
  walkIn: { party: WalkIn & { guests: number }; schedule: HouseSchedule; locale: Locale; now?: Date },
): Promise<Reservation> {
  const now = walkIn.now ?? new Date();
  const fields = { date: berlinDate(now), time: berlinTime(now), guests: walkIn.party.guests };
  const reservation = await withTransaction(deps.pool, async (client) => {
    const room = roomOf(walkIn.schedule);
    const { tableIds } = walkIn.party;
    const { place } = await assertCoversLeft(client, fields, room, walkIn.locale, undefined, {
      overbook: true,
      ...(tableIds ? { tableIds } : {}),
    });
    if (!place) throw new AppError(409, bookingText['booking.walkIn.closed'], undefined, { guests: fields.guests });
    const name = walkIn.party.name ?? '';
    return insertWalkIn(client, {
      ...fields,
      name,
      locale: walkIn.locale,
      tableIds: place.tableIds,
      tableNames: place.tableNames,
    });
  });
  countBookingCreated(deps.metrics, 'table', 'walk_in');
  return reservation;
}
