import { randomUUID } from 'node:crypto';
import { withTransaction, type Logger, type Pool, type PoolClient } from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';

/**
 * A claim says: the catalog may hold these seats for this booking id, and nothing proves yet that a live booking
 * stands behind them. Each attempt (a booking, a repeat of the same submission, a cancellation) writes its own,
 * so one attempt can never remove another's. A booking's claim goes in the transaction that stores it; a
 * cancellation's once the seats are released. Whatever is left, the sweeper settles.
 */
export interface SeatClaim {
  attemptId: string;
  bookingId: string;
  eventId: string;
  seats: number;
}

/**
 * Cancelling or deleting frees the seats (docs/decisions.md 42): a claim is written with the change, and
 * the seats are released right after the commit, or later by the sweeper if the catalog does not answer.
 */
export const claimFor = (booking: { id: string; event_id: string; guests: number }): SeatClaim => ({
  attemptId: randomUUID(),
  bookingId: booking.id,
  eventId: booking.event_id,
  seats: booking.guests,
});

export async function writeClaim(client: Pool | PoolClient, claim: SeatClaim): Promise<void> {
  await client.query(
    `INSERT INTO seat_claims (attempt_id, booking_id, event_id, seats) VALUES ($1, $2, $3, $4)
     ON CONFLICT (attempt_id) DO NOTHING`,
    [claim.attemptId, claim.bookingId, claim.eventId, claim.seats],
  );
}

/** Removes an attempt's claim; false when the sweeper (or a deleted event) took it meanwhile. */
export async function settleClaim(client: Pool | PoolClient, attemptId: string): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM seat_claims WHERE attempt_id = $1', [attemptId]);
  return rowCount === 1;
}

/** Releases the seats now and settles the claim; the claim stays for the sweeper if the catalog does not answer. */
export async function releaseNow(pool: Pool, seats: CatalogSeats, claim: SeatClaim, logger: Logger): Promise<void> {
  if (await seats.release(claim.eventId, claim.bookingId)) await settleClaim(pool, claim.attemptId);
  else logger.warn({ bookingId: claim.bookingId, eventId: claim.eventId }, 'seats not released yet; the sweeper will retry');
}

/**
 * One sweep: each claim older than the grace period is locked (replicas skip each other's), and its seats are
 * released unless a live booking stands behind them. The lock is held across the release, so a booking whose
 * claim is being swept cannot be stored meanwhile (settling its claim waits, finds nothing, and gives up). A
 * claim the catalog will not release now is skipped, not retried in a loop, so it never blocks the others.
 */
export async function sweepClaims(pool: Pool, seats: CatalogSeats, logger: Logger, graceMs: number, limit = 50): Promise<number> {
  let released = 0;
  const skipped: string[] = [];
  for (let index = 0; index < limit; index++) {
    const outcome = await withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ attempt_id: string; booking_id: string; event_id: string }>(
        `SELECT attempt_id, booking_id, event_id FROM seat_claims
          WHERE created_at < now() - $1 * interval '1 millisecond' AND NOT (attempt_id = ANY($2::uuid[]))
          ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [graceMs, skipped],
      );
      const claim = rows[0];
      if (!claim) return 'done';
      const live = await client.query("SELECT 1 FROM event_bookings WHERE id = $1 AND status <> 'cancelled'", [claim.booking_id]);
      if (live.rowCount === 0) {
        if (!(await seats.release(claim.event_id, claim.booking_id))) {
          skipped.push(claim.attempt_id);
          return 'next';
        }
        released++;
        logger.info({ bookingId: claim.booking_id, eventId: claim.event_id }, 'released seats held without a booking');
      } else if (!(await holdMatchesBooking(client, seats, claim.booking_id, claim.event_id, logger))) {
        skipped.push(claim.attempt_id);
        return 'next';
      }
      await client.query('DELETE FROM seat_claims WHERE attempt_id = $1', [claim.attempt_id]);
      return 'next';
    });
    if (outcome === 'done') break;
  }
  return released;
}

/**
 * A live booking's claim: a change of its seats may have been lost half-way (docs/decisions.md 117), so the hold is
 * made to match the seats the booking stores (the same number again changes nothing). A booking locked by a change in
 * progress is left for the next sweep; so is a catalog that does not answer. Answers whether the claim is settled.
 */
async function holdMatchesBooking(
  client: PoolClient,
  seats: CatalogSeats,
  bookingId: string,
  eventId: string,
  logger: Logger,
): Promise<boolean> {
  const { rows } = await client.query<{ guests: number }>(
    "SELECT guests FROM event_bookings WHERE id = $1 AND status <> 'cancelled' FOR UPDATE SKIP LOCKED",
    [bookingId],
  );
  if (!rows[0]) return false;
  const outcome = await seats.hold(eventId, bookingId, rows[0].guests, 'de', 'booking-service');
  if (outcome.kind === 'held') return true;
  // A past event holds nothing worth matching; more seats than the event has left were never stored first.
  if (outcome.kind === 'refused' || outcome.kind === 'no-event') {
    if (outcome.kind === 'refused' && outcome.refusal.reason !== 'event_past')
      logger.error({ bookingId, eventId, reason: outcome.refusal.reason }, 'hold could not be matched to a booking');
    return true;
  }
  return false;
}
