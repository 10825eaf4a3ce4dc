import type { Pool } from '@ristorante/kit';

export interface ThrottleLimits {
  /** Failed sign-ins allowed per identifier within a minute; the next one answers 429. */
  perIdentifierPerMinute: number;
  /** The same per client address (many names tried from one place). */
  perIpPerMinute: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Failed sign-ins, counted in the database so every replica sees them. Past the per-minute limit a sign-in waits
 * for the minute to pass; whoever keeps failing past three times that in a quarter of an hour waits a quarter of
 * an hour (the delay grows).
 */
export async function checkLoginAllowed(
  pool: Pool,
  identifier: string,
  ip: string,
  limits: ThrottleLimits,
): Promise<ThrottleVerdict> {
  const { rows } = await pool.query<{ by_identifier: number; by_ip: number; long_by_identifier: number }>(
    `SELECT
       count(*) FILTER (WHERE identifier = $1 AND failed_at > now() - interval '1 minute')::int AS by_identifier,
       count(*) FILTER (WHERE ip = $2 AND failed_at > now() - interval '1 minute')::int AS by_ip,
       count(*) FILTER (WHERE identifier = $1)::int AS long_by_identifier
     FROM login_failures WHERE failed_at > now() - interval '15 minutes' AND (identifier = $1 OR ip = $2)`,
    [identifier.toLowerCase(), ip],
  );
  const counts = rows[0]!;
  if (counts.long_by_identifier >= limits.perIdentifierPerMinute * 3) return { allowed: false, retryAfterSeconds: 900 };
  if (counts.by_identifier >= limits.perIdentifierPerMinute || counts.by_ip >= limits.perIpPerMinute) {
    return { allowed: false, retryAfterSeconds: 60 };
  }
  return { allowed: true };
}

export async function recordLoginFailure(pool: Pool, identifier: string, ip: string): Promise<void> {
  await pool.query('INSERT INTO login_failures (identifier, ip) VALUES ($1, $2)', [identifier.toLowerCase(), ip]);
  // Keep the table small: nothing older than a day matters to any limit.
  await pool.query("DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'");
}

export async function clearLoginFailures(pool: Pool, identifier: string): Promise<void> {
  await pool.query('DELETE FROM login_failures WHERE identifier = $1', [identifier.toLowerCase()]);
}
