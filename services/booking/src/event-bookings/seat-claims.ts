import { withTransaction, type Logger, type Pool, type PoolClient } from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';

/**
 * Seats the catalog may hold without a live booking behind them. A claim is written before seats are held and
 * removed in the transaction that stores the booking; a cancellation writes one and removes it once the seats
 * are free. Whatever a crash, a timeout or a failed insert leaves behind, the sweeper releases.
 */
export async function writeClaim(client: Pool | PoolClient, bookingId: string, eventId: string, seats: number): Promise<void> {
  await client.query(
    `INSERT INTO seat_claims (booking_id, event_id, seats) VALUES ($1, $2, $3)
     ON CONFLICT (booking_id) DO UPDATE SET seats = excluded.seats, created_at = now()`,
    [bookingId, eventId, seats],
  );
}

/** Removes the claim as its booking is stored; false when the sweeper took it meanwhile (the seats are gone). */
export async function settleClaim(client: PoolClient, bookingId: string): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM seat_claims WHERE booking_id = $1', [bookingId]);
  return rowCount === 1;
}

export async function dropClaim(pool: Pool, bookingId: string): Promise<void> {
  await pool.query('DELETE FROM seat_claims WHERE booking_id = $1', [bookingId]);
}

/** Releases the seats now; the claim stays for the sweeper if the catalog does not answer. */
export async function releaseNow(
  pool: Pool,
  seats: CatalogSeats,
  bookingId: string,
  eventId: string,
  logger: Logger,
): Promise<void> {
  if (await seats.release(eventId, bookingId)) await dropClaim(pool, bookingId);
  else logger.warn({ bookingId, eventId }, 'seats not released yet; the sweeper will retry');
}

/**
 * One sweep: each claim older than the grace period is locked (replicas skip each other's), and its seats are
 * released unless a live booking stands behind it. The lock is held across the release, so a booking whose
 * claim is being swept cannot be stored meanwhile (its `settleClaim` waits, then finds nothing and gives up).
 */
export async function sweepClaims(pool: Pool, seats: CatalogSeats, logger: Logger, graceMs: number, limit = 50): Promise<number> {
  let released = 0;
  for (let index = 0; index < limit; index++) {
    const done = await withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ booking_id: string; event_id: string }>(
        `SELECT booking_id, event_id FROM seat_claims WHERE created_at < now() - $1 * interval '1 millisecond'
          ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [graceMs],
      );
      const claim = rows[0];
      if (!claim) return 'none';
      const live = await client.query("SELECT 1 FROM event_bookings WHERE id = $1 AND status <> 'cancelled'", [claim.booking_id]);
      if (live.rowCount === 0) {
        if (!(await seats.release(claim.event_id, claim.booking_id))) return 'catalog-unavailable';
        released++;
        logger.info({ bookingId: claim.booking_id, eventId: claim.event_id }, 'released seats held without a booking');
      }
      await client.query('DELETE FROM seat_claims WHERE booking_id = $1', [claim.booking_id]);
      return 'next';
    });
    if (done !== 'next') break;
  }
  return released;
}
