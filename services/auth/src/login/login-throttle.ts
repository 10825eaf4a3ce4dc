import type { Pool } from '@ristorante/kit';

export interface ThrottleLimits {
  /** Failed sign-ins allowed per identifier from one address (or one known device) within a minute. */
  perIdentifierPerMinute: number;
  /** The same per client address, whatever names it tries. */
  perIpPerMinute: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One sign-in attempt: the account (`user:<id>`, or the lower-cased name with no account), where it came from. */
export interface Attempt {
  key: string;
  ip: string;
  /** The account's own known device (its device cookie), if the attempt came from one. */
  device: string | undefined;
}

/**
 * How many failures from strangers (no known device) an account takes within a quarter of an hour, from any number
 * of addresses, before sign-ins without a known device wait: a guess spread over many addresses slows down, while
 * the owner's known devices still sign in.
 */
const strangersPerQuarterHour = (limits: ThrottleLimits) => limits.perIdentifierPerMinute * 10;

/**
 * Throttling by OWASP's advice (docs/decisions.md 99): counted where a guesser sits, never so that a guesser can
 * lock the owner out. Failures count per account and address (or known device), per address across accounts,
 * and, slowly, per account from strangers anywhere. Counted in the database so every replica sees them; each
 * attempt is recorded before the password is checked (attempts sent at the same moment see each other, so a burst
 * cannot slip past) and removed again when it is refused or succeeds, so a refused attempt never counts.
 */
export async function recordAttempt(pool: Pool, attempt: Attempt): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO login_failures (identifier, ip, device) VALUES ($1, $2, $3) RETURNING id',
    [attempt.key, attempt.ip, attempt.device ?? null],
  );
  return rows[0]!.id;
}

/** Judges an attempt by the failures so far, this attempt included. */
export async function checkLoginAllowed(pool: Pool, attempt: Attempt, limits: ThrottleLimits): Promise<ThrottleVerdict> {
  const { rows } = await pool.query<{ here_minute: number; here_quarter: number; by_ip: number; strangers: number }>(
    `SELECT
       count(*) FILTER (WHERE identifier = $1 AND source = $3 AND failed_at > now() - interval '1 minute')::int AS here_minute,
       count(*) FILTER (WHERE identifier = $1 AND source = $3)::int AS here_quarter,
       count(*) FILTER (WHERE ip = $2 AND failed_at > now() - interval '1 minute')::int AS by_ip,
       count(*) FILTER (WHERE identifier = $1 AND device IS NULL)::int AS strangers
     FROM (SELECT *, coalesce('device:' || device, 'ip:' || ip) AS source FROM login_failures
            WHERE failed_at > now() - interval '15 minutes' AND (identifier = $1 OR ip = $2)) recent`,
    [attempt.key, attempt.ip, attempt.device ? `device:${attempt.device}` : `ip:${attempt.ip}`],
  );
  const counts = rows[0]!;
  const perMinute = limits.perIdentifierPerMinute;
  if (counts.here_quarter > perMinute * 3) return { allowed: false, retryAfterSeconds: 900 };
  // A known device is counted on its own, not with its address: strangers failing from the owner's network (a
  // guest Wi-Fi, an office, a carrier's NAT) do not hold off the owner's own browser (docs/decisions.md 122).
  const addressOver = !attempt.device && counts.by_ip > limits.perIpPerMinute;
  if (counts.here_minute > perMinute || addressOver) return { allowed: false, retryAfterSeconds: 60 };
  if (!attempt.device && counts.strangers > strangersPerQuarterHour(limits)) return { allowed: false, retryAfterSeconds: 300 };
  return { allowed: true };
}

/** A refused attempt was never checked: it does not count. */
export async function dropAttempt(pool: Pool, attemptId: string): Promise<void> {
  await pool.query('DELETE FROM login_failures WHERE id = $1', [attemptId]);
}

/** A successful sign-in: its own attempt and the account's earlier failures from the same place are forgotten. */
export async function forgetAttempts(pool: Pool, attempt: Attempt, attemptId: string): Promise<void> {
  await pool.query(`DELETE FROM login_failures WHERE id = $1 OR (identifier = $2 AND (ip = $3 OR device = $4))`, [
    attemptId,
    attempt.key,
    attempt.ip,
    attempt.device ?? null,
  ]);
  // Keep the table small: nothing older than a day matters to any limit.
  await pool.query("DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'");
}
