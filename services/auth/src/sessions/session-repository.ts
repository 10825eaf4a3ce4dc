import type { Pool, PoolClient } from '@ristorante/kit';

type Db = Pool | PoolClient;

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_used_at: Date;
  user_agent: string | null;
  ip: string | null;
}

export async function createSession(
  db: Db,
  session: { userId: string; ttlSeconds: number; userAgent: string | undefined; ip: string },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO admin_sessions (user_id, expires_at, user_agent, ip)
     VALUES ($1, now() + make_interval(secs => $2), $3, $4) RETURNING id`,
    [session.userId, session.ttlSeconds, session.userAgent?.slice(0, 300) ?? null, session.ip],
  );
  return rows[0]!.id;
}

/** The session if it is neither revoked nor expired. */
export async function findActiveSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, user_id, created_at, last_used_at, user_agent, ip FROM admin_sessions
      WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [sessionId],
  );
  return rows[0];
}

export async function listActiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, user_id, created_at, last_used_at, user_agent, ip FROM admin_sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY last_used_at DESC`,
    [userId],
  );
  return rows;
}

/** Revokes one session; `onlyOf` restricts it to a user's own. Returns whether a session was revoked. */
export async function revokeSession(db: Db, sessionId: string, reason: string, onlyOf?: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE admin_sessions SET revoked_at = now(), revoked_reason = $2
      WHERE id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR user_id = $3)`,
    [sessionId, reason, onlyOf ?? null],
  );
  return (rowCount ?? 0) > 0;
}

export async function revokeOtherSessions(db: Db, userId: string, keep: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE admin_sessions SET revoked_at = now(), revoked_reason = $3
      WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
    [userId, keep, reason],
  );
}

export async function storeRefreshToken(db: Db, sessionId: string, tokenHash: string): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [tokenHash, sessionId]);
}

/** Whether the refresh token is one of ours and not yet used. */
export async function isRefreshTokenUnused(db: Db, tokenHash: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NULL', [tokenHash]);
  return Boolean(rowCount);
}

export type RefreshOutcome =
  { kind: 'rotated'; session: SessionRow } | { kind: 'reused' } | { kind: 'raced' } | { kind: 'invalid' };

/** Two tabs (or a retried request) refreshing with the same token at once: the later one is no theft. */
const concurrentUseSeconds = 10;

/**
 * Uses a refresh token once, in the caller's transaction: a fresh one marks it used (the caller stores its
 * successor); a used one presented again means someone kept a copy, and the session is revoked, unless it was
 * used moments ago (a concurrent refresh, which just loses).
 */
export async function consumeRefreshToken(client: PoolClient, tokenHash: string): Promise<RefreshOutcome> {
  const { rows } = await client.query<{ session_id: string; used_at: Date | null; just_used: boolean }>(
    `SELECT session_id, used_at, used_at > now() - make_interval(secs => $2) AS just_used
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash, concurrentUseSeconds],
  );
  const token = rows[0];
  if (!token) return { kind: 'invalid' };
  if (token.just_used) return { kind: 'raced' };
  if (token.used_at) {
    await revokeSession(client, token.session_id, 'refresh token reused');
    return { kind: 'reused' };
  }
  const session = await findActiveSession(client, token.session_id);
  if (!session) return { kind: 'invalid' };
  await client.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash]);
  await client.query('UPDATE admin_sessions SET last_used_at = now() WHERE id = $1', [session.id]);
  return { kind: 'rotated', session };
}

/** Every live session of an account (disabled, or its password reset by an owner). */
export async function revokeAllSessions(db: Db, userId: string, reason: string): Promise<void> {
  await db.query('UPDATE admin_sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    reason,
  ]);
}
