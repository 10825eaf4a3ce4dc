import { berlinLocalToInstant, waitlistOffered, type HouseSchedule } from '@ristorante/contracts';
import { newGuestToken, recordEvent, withTransaction, type Pool } from '@ristorante/kit';
import { lockRoomAndListHeld } from '../reservations/reservation-repository.js';
import { roomOf } from '../reservations/room-capacity.js';
import { coversLeft, exclusiveEventMet, windowOf } from '../reservations/seating-windows.js';
import { entryFactsOf, expireOffers, markOffered, openOffers, waitingEntries } from './waitlist-repository.js';

/**
 * One pass of the waitlist at `now` (docs/decisions.md 115): offers past their time expire; then, first come first,
 * each waiting guest whose party now fits their slot (tables, events and the offers still open all counted, under the
 * room's locks) is offered it for `offerMinutes` (never past the slot's start), with a link made for that mail. An
 * open offer keeps the same covers from being offered twice; it does not keep them from a guest who books directly:
 * the claim is checked like any request. One replica at a time (a transaction lock); answers the offers made.
 */
export async function offerFreedTables(pool: Pool, schedule: HouseSchedule, now: Date, offerMinutes: number): Promise<number> {
  const room = roomOf(schedule);
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_xact_lock(hashtext('booking.waitlist')) AS locked",
    );
    if (!rows[0]!.locked) return 0;
    await expireOffers(client, now);
    let offered = 0;
    for (const entry of await waitingEntries(client, 50)) {
      const held = await lockRoomAndListHeld(client, windowOf(entry, room.seatingMinutes), room);
      if (exclusiveEventMet(entry, room.seatingMinutes, held.events)) continue;
      const offers = await openOffers(client, entry.date, entry.date);
      if (entry.guests > coversLeft(entry, [...held.seatings, ...offers], room, held.events)) continue;
      const start = berlinLocalToInstant(`${entry.date}T${entry.time}`)!;
      const expiresAt = new Date(Math.min(now.getTime() + offerMinutes * 60_000, start.getTime()));
      const { token, hash } = newGuestToken();
      await markOffered(client, entry.id, hash, now, expiresAt);
      await recordEvent(client, waitlistOffered, {
        ...entryFactsOf(entry),
        offerToken: token,
        expiresAt: expiresAt.toISOString(),
      });
      offered += 1;
    }
    return offered;
  });
}
