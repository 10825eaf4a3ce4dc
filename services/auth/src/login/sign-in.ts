import { withTransaction } from '@ristorante/kit';
import type { AuthDeps } from '../auth-deps.js';
import { verifyAgainstDecoy, verifyPassword } from '../passwords/password-hash.js';
import { issueSessionTokens, type SessionTokens } from '../sessions/issue-session-tokens.js';
import { createSession } from '../sessions/session-repository.js';
import { csrfTokenFor } from '../tokens/session-tokens.js';
import { findUserByIdentifier, type AdminUserRow } from '../users/admin-user-repository.js';
import { checkLoginAllowed, dropAttempt, forgetAttempts, recordAttempt, type Attempt } from './login-throttle.js';

export interface SignInAttempt {
  identifier: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
  /** How long the gateway's per-address limit holds this address off, when it is over it (docs/decisions.md 122). */
  overAddressLimit: number | undefined;
  /** The browser's device cookie for this account, when it is one that signed in before. */
  knownDeviceOf: (userId: string) => string | undefined;
}

export type SignIn =
  | { kind: 'too-many'; retryAfterSeconds: number }
  | { kind: 'invalid' }
  /** The right password for a disabled account. */
  | { kind: 'disabled' }
  | { kind: 'signed-in'; user: AdminUserRow; sessionId: string; tokens: SessionTokens; csrfToken: string };

/**
 * An admin signs in (docs/decisions.md 19-21): throttled per account and per address, a known browser spared the
 * address limit (122); a wrong name costs the same time as a wrong password (a decoy hash), and a disabled account
 * is only named after the right password (88).
 */
export async function signIn({ pool, config, logger }: AuthDeps, attempt: SignInAttempt): Promise<SignIn> {
  const { identifier, password, ip } = attempt;
  const user = await findUserByIdentifier(pool, identifier);
  const device = user ? attempt.knownDeviceOf(user.id) : undefined;
  if (attempt.overAddressLimit && !device) return { kind: 'too-many', retryAfterSeconds: attempt.overAddressLimit };
  const throttled: Attempt = { key: user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`, ip, device };
  const attemptId = await recordAttempt(pool, throttled);
  const verdict = await checkLoginAllowed(pool, throttled, {
    perIdentifierPerMinute: config.LOGIN_MAX_FAILURES_PER_MINUTE,
    perIpPerMinute: config.LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE,
  });
  if (!verdict.allowed) {
    await dropAttempt(pool, attemptId);
    return { kind: 'too-many', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    // With the address the trusted proxy saw: who is guessing passwords is what operators need to know
    // (docs/decisions.md 78; the privacy policy says so).
    logger.warn({ ip }, 'admin sign-in failed');
    return { kind: 'invalid' };
  }
  await forgetAttempts(pool, throttled, attemptId);
  // Only after the right password: a guess learns nothing about which accounts exist (docs/decisions.md 88).
  if (user.disabled_at) return { kind: 'disabled' };
  const { sessionId, tokens } = await withTransaction(pool, async (client) => {
    const id = await createSession(client, {
      userId: user.id,
      ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
      userAgent: attempt.userAgent,
      ip,
    });
    return { sessionId: id, tokens: await issueSessionTokens(client, config, { userId: user.id, sessionId: id }) };
  });
  logger.info({ userId: user.id, sessionId }, 'admin signed in');
  return { kind: 'signed-in', user, sessionId, tokens, csrfToken: csrfTokenFor(config.AUTH_TOKEN_SECRET, sessionId) };
}
