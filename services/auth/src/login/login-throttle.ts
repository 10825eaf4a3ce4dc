import type { Pool } from '@ristorante/kit';

export interface ThrottleLimits {
  /** Failed sign-ins allowed per identifier within a minute; the next one answers 429. */
  perIdentifierPerMinute: number;
  /** The same per client address (many names tried from one place). */
  perIpPerMinute: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in attempts, counted in the database so every replica sees them, and keyed by account (`user:<id>`, or the
 * lower-cased name when there is no such account), so e-mail and username share one count. Each attempt is
 * recorded before the password is checked and removed if it succeeds: attempts sent at the same moment all see
 * each other, so a burst cannot slip past the limit. Past the per-minute limit a sign-in waits for the minute to
 * pass; past three times that within a quarter of an hour, a quarter of an hour (the delay grows).
 */
export async function recordAttempt(pool: Pool, key: string, ip: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('INSERT INTO login_failures (identifier, ip) VALUES ($1, $2) RETURNING id', [
    key,
    ip,
  ]);
  return rows[0]!.id;
}

/** Counts the attempts so far, this one included. */
export async function checkLoginAllowed(pool: Pool, key: string, ip: string, limits: ThrottleLimits): Promise<ThrottleVerdict> {
  const { rows } = await pool.query<{ by_key: number; by_ip: number; long_by_key: number }>(
    `SELECT
       count(*) FILTER (WHERE identifier = $1 AND failed_at > now() - interval '1 minute')::int AS by_key,
       count(*) FILTER (WHERE ip = $2 AND failed_at > now() - interval '1 minute')::int AS by_ip,
       count(*) FILTER (WHERE identifier = $1)::int AS long_by_key
     FROM login_failures WHERE failed_at > now() - interval '15 minutes' AND (identifier = $1 OR ip = $2)`,
    [key, ip],
  );
  const counts = rows[0]!;
  if (counts.long_by_key > limits.perIdentifierPerMinute * 3) return { allowed: false, retryAfterSeconds: 900 };
  if (counts.by_key > limits.perIdentifierPerMinute || counts.by_ip > limits.perIpPerMinute)
    return { allowed: false, retryAfterSeconds: 60 };
  return { allowed: true };
}

/** A successful sign-in: its own attempt and the account's earlier failures are forgotten. */
export async function forgetAttempts(pool: Pool, key: string, attemptId: string): Promise<void> {
  await pool.query('DELETE FROM login_failures WHERE id = $2 OR identifier = $1', [key, attemptId]);
  // Keep the table small: nothing older than a day matters to any limit.
  await pool.query("DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'");
}
