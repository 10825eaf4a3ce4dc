import { withSessionLock, type Pool, type PoolClient } from '@ristorante/kit';
import { expireOffers } from './waitlist-repository.js';

/**
 * One pass of a waitlist at `now` (docs/decisions.md 115, 117), by one replica at a time: the tables' and the events'
 * passes share the session lock. The offers past their time expire first, then `offer` makes the new ones and answers
 * how many; none when another replica holds the lock.
 */
export async function waitlistPass(pool: Pool, now: Date, offer: (session: PoolClient) => Promise<number>): Promise<number> {
  const made = await withSessionLock(pool, 'booking.waitlist', async (session) => {
    await expireOffers(session, now);
    return offer(session);
  });
  return made ?? 0;
}

/** An offer is the guest's for `offerMinutes`, never past the start of the table or the event it offers. */
export const offerExpiry = (now: Date, offerMinutes: number, start: Date): Date =>
  new Date(Math.min(now.getTime() + offerMinutes * 60_000, start.getTime()));
