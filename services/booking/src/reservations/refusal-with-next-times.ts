import { bookingText } from '@ristorante/contracts';
import { AppError } from '@ristorante/kit';
import type { NextTimes } from './availability-routes.js';

/** The refusals that mean "not then": no table, not enough covers, a full slot, the kitchen's pacing. */
const notThen = new Set<string>([
  bookingText['booking.slot.noTable'],
  bookingText['booking.slot.full'],
  bookingText['booking.slot.notEnough'],
  bookingText['booking.slot.pacing'],
]);

/**
 * A booking refused for its time is answered with the next times that could take the party (docs/decisions.md
 * 155): `nextTimes` beside the sentence, found by the availability answer's rule. Any other error passes as it is.
 */
export function withNextTimes(
  nextTimes: NextTimes,
  wish: { date: string; time: string; guests: number },
  audience: 'guest' | 'staff',
): (error: unknown) => Promise<never> {
  return async (error) => {
    if (!(error instanceof AppError) || error.status !== 409 || !notThen.has(error.message)) throw error;
    const times = await nextTimes(wish, audience).catch(() => []);
    throw new AppError(error.status, error.message, error.fields, error.values, { nextTimes: times });
  };
}
