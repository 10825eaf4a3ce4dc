import { berlinDate, berlinTime } from '@ristorante/contracts';
import { withTransaction, type Pool } from '@ristorante/kit';
import type { CatalogEvents } from '../catalog/catalog-events-client.js';
import {
  entriesPerPass,
  expireEventEntries,
  followEventStart,
  offerEntry,
  offeredSeats,
  waitingEntries,
  type WaitlistRow,
} from './waitlist-repository.js';
import { offerExpiry, waitlistPass } from './waitlist-pass.js';

/**
 * One pass of the sold-out events' waitlists at `now` (docs/decisions.md 117), by one replica at a time (the tables'
 * session lock): for each event someone waits for, the catalog says how many places are left; the seats of open
 * offers are counted off, and each waiting guest whose party fits what remains, first come first, is offered it for
 * `offerMinutes` (never past the event's start) with a link made for that mail. Offers hold no seats: a claim books
 * them as any guest would, and a guest who books directly meanwhile may take them (the claim then keeps its place).
 * An event moved takes its entries along (they expire when it begins); one the catalog no longer has ends its
 * waitlist; a catalog that does not answer is asked again next pass. Answers the offers made.
 */
export async function offerFreedSeats(pool: Pool, events: CatalogEvents, now: Date, offerMinutes: number): Promise<number> {
  return waitlistPass(pool, now, async (session) => {
    const waiting = new Map<string, WaitlistRow[]>();
    for (const entry of await waitingEntries(session, entriesPerPass, true)) {
      waiting.set(entry.event_id!, [...(waiting.get(entry.event_id!) ?? []), entry]);
    }
    let offered = 0;
    for (const [eventId, entries] of waiting) {
      const seats = await events.seatsOf(eventId);
      if (seats === 'unavailable') continue;
      if (seats === 'no-event') {
        await expireEventEntries(session, eventId);
        continue;
      }
      await followEventStart(session, eventId, berlinDate(seats.eventDate), berlinTime(seats.eventDate));
      let free = seats.spotsLeft - (await offeredSeats(session, eventId));
      for (const entry of entries) {
        if (entry.guests > free) continue;
        const expiresAt = offerExpiry(now, offerMinutes, seats.eventDate);
        if (await withTransaction(pool, (client) => offerEntry(client, entry, now, expiresAt))) {
          free -= entry.guests;
          offered += 1;
        }
      }
    }
    return offered;
  });
}
