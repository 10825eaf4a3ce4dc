import { berlinLocalToInstant, dayIssues, type HouseSchedule } from '@ristorante/contracts';
import { withTransaction, type Pool } from '@ristorante/kit';
import { lockRoomAndListHeld } from '../reservations/reservation-repository.js';
import { roomOf } from '../reservations/room-capacity.js';
import { coversLeft, exclusiveEventMet, windowOf } from '../reservations/seating-windows.js';
import { entriesPerPass, expireEntry, offerEntry, waitingEntries, type WaitlistRow } from './waitlist-repository.js';
import { offerExpiry, waitlistPass } from './waitlist-pass.js';

/**
 * One pass of the waitlist at `now` (docs/decisions.md 115), by one replica at a time (a session lock): offers past
 * their time expire, and so do entries the form would no longer take (the owner closed the day, removed the slot);
 * then, first come first, each waiting guest whose party now fits their slot is offered it for `offerMinutes` (never
 * past the slot's start), with a link made for that mail. Each entry is judged in a transaction of its own, under
 * its window's room locks only (taken in order, as a booking takes them), so a pass never holds a booking up for
 * long nor locks the room in an order a booking could deadlock with. An open offer keeps the same covers from being
 * offered twice; it does not keep them from a guest who books directly: a claim is checked like any request.
 * Answers the offers made.
 */
export async function offerFreedTables(pool: Pool, schedule: HouseSchedule, now: Date, offerMinutes: number): Promise<number> {
  return waitlistPass(pool, now, async (session) => {
    let offered = 0;
    for (const entry of await waitingEntries(session, entriesPerPass)) {
      if (dayIssues(entry, schedule, now, { withinHorizon: true }).length > 0) {
        await expireEntry(session, entry.id);
        continue;
      }
      if (await offerIfItFits(pool, schedule, entry, now, offerMinutes)) offered += 1;
    }
    return offered;
  });
}

/** Offers the entry its table if its party fits now (tables, events and open offers counted); answers whether. */
async function offerIfItFits(
  pool: Pool,
  schedule: HouseSchedule,
  entry: WaitlistRow,
  now: Date,
  offerMinutes: number,
): Promise<boolean> {
  const room = roomOf(schedule);
  return withTransaction(pool, async (client) => {
    const held = await lockRoomAndListHeld(client, windowOf(entry, room.seatingMinutes), room, undefined, { now });
    if (exclusiveEventMet(entry, room.seatingMinutes, held.events)) return false;
    if (entry.guests > coversLeft(entry, [...held.seatings, ...held.offers], room, held.events)) return false;
    const start = berlinLocalToInstant(`${entry.date}T${entry.time}`)!;
    return offerEntry(client, entry, now, offerExpiry(now, offerMinutes, start));
  });
}
