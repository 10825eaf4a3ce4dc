import type { VerifySessionResponse } from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
import type { AuthDeps } from '../auth-deps.js';
import { csrfTokenMatches, hashRefreshToken, sessionIdOfRefreshToken, verifyAccessToken } from '../tokens/session-tokens.js';
import { findUserById, type AdminUserRow } from '../users/admin-user-repository.js';
import { findActiveSession, isRefreshTokenUnused } from './session-repository.js';

export interface SignedInAdmin {
  user: AdminUserRow;
  sessionId: string;
}

/** The admin behind an access token, while its session is live (a revoked session fails at once). */
async function adminByAccessToken(pool: Pool, secret: string, token: string | undefined): Promise<SignedInAdmin | undefined> {
  const claims = await verifyAccessToken(secret, token);
  if (!claims) return undefined;
  const session = await findActiveSession(pool, claims.sessionId);
  if (!session || session.user_id !== claims.userId) return undefined;
  const user = await findUserById(pool, claims.userId);
  return user && !user.disabled_at ? { user, sessionId: session.id } : undefined;
}

/** The same from a refresh token, without using it up (for reading the session after the access token expired). */
async function adminByRefreshToken(pool: Pool, token: string | undefined): Promise<SignedInAdmin | undefined> {
  const sessionId = sessionIdOfRefreshToken(token);
  if (!token || !sessionId) return undefined;
  const unused = await isRefreshTokenUnused(pool, hashRefreshToken(token));
  const session = unused ? await findActiveSession(pool, sessionId) : undefined;
  const user = session && (await findUserById(pool, session.user_id));
  return user && !user.disabled_at ? { user, sessionId } : undefined;
}

/** Who is signed in, by the browser's access token, else its refresh token. */
export async function signedInAdmin(
  { pool, config }: Pick<AuthDeps, 'pool' | 'config'>,
  tokens: { access: string | undefined; refresh: string | undefined },
): Promise<SignedInAdmin | undefined> {
  return (
    (await adminByAccessToken(pool, config.AUTH_TOKEN_SECRET, tokens.access)) ?? (await adminByRefreshToken(pool, tokens.refresh))
  );
}

/** The gateway's check of a call's access token and CSRF token; undefined when no live admin is behind it. */
export async function verifySession(
  { pool, config }: Pick<AuthDeps, 'pool' | 'config'>,
  presented: { accessToken: string | undefined; csrfToken: string | undefined },
): Promise<VerifySessionResponse | undefined> {
  const secret = config.AUTH_TOKEN_SECRET;
  const claims = await verifyAccessToken(secret, presented.accessToken);
  const session = claims && (await findActiveSession(pool, claims.sessionId));
  const user = session && session.user_id === claims.userId ? await findUserById(pool, claims.userId) : undefined;
  if (!claims || !user || user.disabled_at) return undefined;
  return {
    admin: {
      userId: user.id,
      sessionId: claims.sessionId,
      email: user.email,
      firstName: user.first_name,
      role: user.role,
      mustChangePassword: user.must_change_password,
    },
    csrfValid: csrfTokenMatches(secret, claims.sessionId, presented.csrfToken),
  };
}
