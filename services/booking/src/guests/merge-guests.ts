import { guestProfileText, type GuestProfile } from '@ristorante/contracts';
import { AppError, withTransaction, type Pool } from '@ristorante/kit';
import { mergeGuests, readGuest } from './guest-repository.js';

const notFound = guestProfileText['guestProfile.notFound'];

/**
 * Staff merge the profile `otherId` into `id` (docs/decisions.md 163): a profile is never merged with itself (400,
 * naming the field), and a missing one (merged already, or erased) is 404 with nothing changed.
 */
export async function mergeGuestProfiles(pool: Pool, id: string, otherId: string): Promise<GuestProfile> {
  if (otherId === id) {
    throw new AppError(400, guestProfileText['guestProfile.merge.self'], {
      otherId: guestProfileText['guestProfile.merge.self'],
    });
  }
  const missing = await withTransaction(pool, (client) => mergeGuests(client, id, otherId));
  if (missing) throw new AppError(404, notFound);
  const merged = await readGuest(pool, id);
  if (!merged) throw new AppError(404, notFound);
  return merged;
}
