import { bookingText, holdsCovers, type HouseSchedule, type reservationEditSchema } from '@ristorante/contracts';
import { AppError, withTransaction, type Pool } from '@ristorante/kit';
import { seatReservation } from '../floor/reservation-tables.js';
import { dropLinks } from '../guest-links/guest-link-tokens.js';
import { lockReservation, updateReservation } from './reservation-repository.js';
import { assertCoversLeft, roomOf } from './room-capacity.js';

type ReservationChanges = ReturnType<ReturnType<typeof reservationEditSchema>['parse']>;

/**
 * Staff edit a reservation under its lock: the room is checked again when the edit takes covers it did not hold
 * before, and a changed e-mail drops the personal links sent to the old one.
 */
export async function editReservation(
  pool: Pool,
  edit: { id: string; changes: ReservationChanges; schedule: HouseSchedule; locale: string },
) {
  const { id, changes, schedule, locale } = edit;
  return withTransaction(pool, async (client) => {
    const current = await lockReservation(client, id);
    if (!current) throw new AppError(404, bookingText['booking.reservation.notFound']);
    const fields = { ...changes, locale: changes.locale ?? current.locale };
    const moreCovers = fields.date !== current.date || fields.time !== current.time || fields.guests > current.guests;
    // Checked when the edited reservation will hold covers it did not hold before (a large party's request made
    // small takes covers from now on, docs/decisions.md 109).
    const holdsAfter = holdsCovers({ ...current, guests: fields.guests }, schedule);
    let tables = current.tables;
    if (holdsAfter && (moreCovers || !holdsCovers(current, schedule))) {
      // Kept at its tables when they still seat the party then; else the best free place (docs/decisions.md 155).
      const preferTableIds = (current.tables ?? []).map((table) => table.id);
      const { place } = await assertCoversLeft(client, fields, roomOf(schedule), locale, id, { preferTableIds });
      tables = await seatReservation(client, id, place);
    }
    if ((fields.email ?? '').toLowerCase() !== (current.email ?? '').toLowerCase()) await dropLinks(client, id);
    const updated = await updateReservation(client, id, fields);
    return updated && { ...updated, tables };
  });
}
