import { floorText, type Floor, type FloorSave, type StrandedBookings } from '@ristorante/contracts';
import { AppError, withTransaction, type ServiceDeps, type PoolClient } from '@ristorante/kit';
import { windowOf } from '../reservations/seating-windows.js';
import { lockFloorForSave, readFloor, writeFloor } from './floor-repository.js';
import { seatReservation } from './reservation-tables.js';
import { bestPlace, checkChosen, type Place, type TableHold } from './table-assignment.js';

type Stranded = StrandedBookings['stranded'][number];
interface SeatedBooking extends Stranded {
  tableIds: string[];
}

/** The bookings from the day before `today` on (a late seating may reach past midnight) that sit at tables. */
async function seatedBookingsFrom(client: PoolClient, today: string): Promise<SeatedBooking[]> {
  const { rows } = await client.query<SeatedBooking>(
    `SELECT id, name, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests, status,
        ARRAY(SELECT table_id FROM reservation_tables rt WHERE rt.reservation_id = reservations.id ORDER BY position) AS "tableIds"
       FROM reservations
      WHERE date >= $1::date - 1 AND status IN ('pending', 'confirmed', 'seated')
        AND EXISTS (SELECT 1 FROM reservation_tables rt WHERE rt.reservation_id = reservations.id)
      ORDER BY date, time, created_at`,
    [today],
  );
  return rows;
}

/**
 * The bookings seated on the new floor: each stays at its tables where they still seat it (the same tables, or a
 * combination of them, in an area open that day); the rest are given the best free place in the order they were
 * made; those no place can take are stranded.
 */
export function reseat(
  next: Pick<Floor, 'areas' | 'tables' | 'combinations'>,
  bookings: readonly SeatedBooking[],
  seatingMinutes: number,
): { moved: Array<{ id: string; place: Place }>; stranded: Stranded[] } {
  const holds: TableHold[] = [];
  const homeless: SeatedBooking[] = [];
  for (const booking of bookings) {
    const window = windowOf(booking, seatingMinutes);
    const kept = checkChosen(next, booking, booking.tableIds, window, holds);
    if (kept.ok) holds.push({ ...window, tableIds: booking.tableIds });
    else homeless.push(booking);
  }
  const moved: Array<{ id: string; place: Place }> = [];
  const stranded: Stranded[] = [];
  for (const booking of homeless) {
    const window = windowOf(booking, seatingMinutes);
    const place = bestPlace(next, booking, window, holds, 'staff');
    if (!place) {
      const { tableIds: _tables, ...shown } = booking;
      stranded.push(shown);
      continue;
    }
    holds.push({ ...window, tableIds: place.tableIds });
    moved.push({ id: booking.id, place });
  }
  return { moved, stranded };
}

/**
 * The owner saves the floor whole, from the version they read (412 when another save came first;
 * docs/decisions.md 154), alone against every booking check (the floor's lock). Bookings whose tables are gone,
 * too small or closed are seated again; a save that would leave any without a table is not made, the answer lists
 * them.
 */
export async function saveFloor(
  deps: ServiceDeps,
  save: { next: FloorSave & Omit<Floor, 'version'>; today: string; seatingMinutes: number; by: string },
): Promise<{ stranded: Stranded[] } | { floor: Floor }> {
  const { next, today, seatingMinutes, by } = save;
  return withTransaction(deps.pool, async (client): Promise<{ stranded: Stranded[] } | { floor: Floor }> => {
    await lockFloorForSave(client);
    const { floor: current } = await readFloor(client);
    if (next.version !== current.version) throw new AppError(412, floorText['floor.version.conflict']);
    const { moved, stranded } = reseat(next, await seatedBookingsFrom(client, today), seatingMinutes);
    if (stranded.length > 0) return { stranded };
    const { version: _version, ...document } = next;
    const floor: Floor = { ...document, version: current.version + 1 };
    await writeFloor(client, document, floor.version, by);
    for (const { id, place } of moved) await seatReservation(client, id, place);
    return { floor };
  });
}
