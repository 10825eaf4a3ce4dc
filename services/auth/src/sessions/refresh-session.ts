import { authMessages } from '@ristorante/contracts';
import { AppError, withTransaction } from '@ristorante/kit';
import type { AuthDeps } from '../auth-deps.js';
import { csrfTokenFor, csrfTokenMatches, hashRefreshToken, sessionIdOfRefreshToken } from '../tokens/session-tokens.js';
import { issueSessionTokens, type SessionTokens } from './issue-session-tokens.js';
import { consumeRefreshToken } from './session-repository.js';

export type SessionRefresh =
  /** The gateway's per-address limit is over and the browser is not one we know (docs/decisions.md 122). */
  | { kind: 'held-off'; retryAfterSeconds: number }
  /** No refresh token, or one that names no session: nothing to clear. */
  | { kind: 'no-session' }
  /** The session is over (revoked, expired, or its token used twice): its cookies go. */
  | { kind: 'ended' }
  | { kind: 'rotated'; tokens: SessionTokens; csrfToken: string };

/**
 * A session's tokens renewed (docs/decisions.md 19-21): the refresh token is used once and replaced; one presented
 * again revokes its session. A simultaneous refresh that lost answers 409 (the winner set the cookies).
 */
export async function refreshSession(
  { pool, config, logger }: AuthDeps,
  presented: { refreshToken: string | undefined; csrfToken: string | undefined; overAddressLimit: number | undefined },
): Promise<SessionRefresh> {
  const secret = config.AUTH_TOKEN_SECRET;
  const token = presented.refreshToken;
  const sessionId = sessionIdOfRefreshToken(token);
  const vouched = Boolean(token && sessionId && csrfTokenMatches(secret, sessionId, presented.csrfToken));
  // A browser with its session's refresh cookie and CSRF token (which only we can sign) is one we know.
  if (presented.overAddressLimit && !vouched) return { kind: 'held-off', retryAfterSeconds: presented.overAddressLimit };
  if (!token || !sessionId) return { kind: 'no-session' };
  if (!vouched) throw new AppError(403, authMessages.csrfRequired);
  const outcome = await withTransaction(pool, async (client) => {
    const used = await consumeRefreshToken(client, hashRefreshToken(token));
    return used.kind === 'rotated'
      ? {
          ...used,
          tokens: await issueSessionTokens(client, config, { userId: used.session.user_id, sessionId: used.session.id }),
        }
      : used;
  });
  if (outcome.kind === 'raced') {
    // The other, simultaneous refresh won and set the new cookies: leave them alone.
    throw new AppError(409, 'This session was just refreshed by another request; use its cookies.');
  }
  if (outcome.kind !== 'rotated') {
    if (outcome.kind === 'reused') logger.warn({ sessionId }, 'refresh token used twice; session revoked');
    return { kind: 'ended' };
  }
  return { kind: 'rotated', tokens: outcome.tokens, csrfToken: csrfTokenFor(secret, outcome.session.id) };
}
