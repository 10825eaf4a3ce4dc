import { bookingText, type EventTables, type StrandedBookings } from '@ristorante/contracts';
import { AppError, withTransaction, type Pool } from '@ristorante/kit';
import { currentFloor } from '../floor/floor-store.js';
import { tablesHeldDuring } from '../floor/table-assignment.js';
import { giveClaimTables, lockEventClaim } from './event-room-claims.js';
import { seatingsAround } from './reservation-repository.js';
import { eventHoldsOf, holdsOf } from './room-capacity.js';
import { lockRoom } from './room-lock.js';
import { datesTouched } from './seating-windows.js';

/**
 * Staff give an event night tables or whole areas (docs/decisions.md 161): held for the event's hours as a
 * booking's are, from the next check on. Under the room's locks for those hours, so no booking takes one of them
 * meanwhile; when bookings already sit at them then, nothing changes and the 409 lists those bookings.
 */
export async function giveEventTables(
  pool: Pool,
  change: { eventId: string; tables: Required<EventTables>; seatingMinutes: number; onlinePartyLimit: number },
): Promise<{ stranded: StrandedBookings['stranded'] } | { tableIds: string[]; areaIds: string[] }> {
  const { eventId, tables, seatingMinutes, onlinePartyLimit } = change;
  return withTransaction(pool, async (client) => {
    const claim = await lockEventClaim(client, eventId);
    if (!claim) throw new AppError(404, bookingText['booking.eventNotFound']);
    await lockRoom(client, claim);
    const floor = await currentFloor(client);
    const known = new Set([...floor.tables.map((table) => table.id), ...floor.areas.map((area) => area.id)]);
    if (![...tables.tableIds, ...tables.areaIds].every((id) => known.has(id)))
      throw new AppError(409, bookingText['booking.tables.unknown']);
    const given = eventHoldsOf([{ ...claim, tableIds: tables.tableIds, areaIds: tables.areaIds }], floor);
    const wanted = tablesHeldDuring(claim, given);
    const dates = datesTouched(claim);
    // The bookings of those days and a day either side (seatingsAround's reach): a late seating may reach past midnight.
    const seatings = await seatingsAround(client, dates[0]!, dates.at(-1)!, onlinePartyLimit);
    const stranded = holdsOf(seatings, seatingMinutes)
      .filter((hold) => hold.from < claim.to && claim.from < hold.to && hold.tableIds.some((id) => wanted.has(id)))
      .map((hold) => seatings.find((seating) => seating.id === hold.reservationId)!)
      .map(({ id, name, date, time, guests, status }) => ({ id, name, date, time, guests, status }));
    if (stranded.length > 0) return { stranded };
    await giveClaimTables(client, eventId, tables);
    return tables;
  });
}
