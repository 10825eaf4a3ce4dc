import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import {
  accountText,
  adminSessionListSchema,
  authMessages,
  changePasswordRequestSchema,
  localizeMessage,
  loginRequestSchema,
  requestLocale,
  siteConfig,
  verifySessionRequestSchema,
  type AdminUser,
  type CsrfResponse,
  type ErrorResponse,
  type LoginResponse,
  type SessionResponse,
  type VerifySessionResponse,
} from '@ristorante/contracts';
import {
  adminOf,
  AppError,
  clientIpOf,
  overAddressLimitOf,
  withTransaction,
  type Logger,
  type Pool,
  type PoolClient,
} from '@ristorante/kit';
import type { AuthConfig } from '../auth-config.js';
import { knownDevice, rememberDevice } from '../login/device-cookie.js';
import { checkLoginAllowed, dropAttempt, forgetAttempts, recordAttempt, type Attempt } from '../login/login-throttle.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../passwords/password-hash.js';
import {
  consumeRefreshToken,
  createSession,
  findActiveSession,
  listActiveSessions,
  revokeOtherSessions,
  revokeSession,
  storeRefreshToken,
} from '../sessions/session-repository.js';
import {
  csrfTokenFor,
  csrfTokenMatches,
  hashRefreshToken,
  newRefreshToken,
  sessionIdOfRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from '../tokens/session-tokens.js';
import { findUserById, findUserByIdentifier, updatePasswordHash, type AdminUserRow } from '../users/admin-user-repository.js';
import { accessCookieOf, clearSessionCookies, refreshCookieOf, setSessionCookies } from './auth-cookies.js';

interface Deps {
  pool: Pool;
  config: AuthConfig;
  logger: Logger;
}

/**
 * The gateway's per-address limit is over for this address (docs/decisions.md 122): a stranger waits, as the
 * gateway would have told them; the caller has checked that this is not a browser we know.
 */
function holdOff(res: Response, retryAfterSeconds: number, body: object) {
  res.status(429).setHeader('retry-after', String(retryAfterSeconds)).json(body);
}

/** Who is signed in, as the dashboard reads it; a one-time password still to change says so (docs/decisions.md 133). */
const userOf = (user: AdminUserRow): AdminUser => ({
  firstName: user.first_name,
  email: user.email,
  role: user.role,
  mustChangePassword: user.must_change_password,
});

const unauthenticated = (res: Response) => {
  const body: ErrorResponse = { error: authMessages.authenticationRequired };
  res.status(401).json(body);
};

/** The admin session's calls (login, session, csrf, refresh, logout; docs/decisions.md 19-21) plus password and sessions. */
export function mountAdminAuthRoutes(app: Express, { pool, config, logger }: Deps): void {
  const secret = config.AUTH_TOKEN_SECRET;
  const ttl = { access: config.ACCESS_TOKEN_TTL_SECONDS, refresh: config.REFRESH_TOKEN_TTL_SECONDS };

  async function issueTokens(client: PoolClient, userId: string, sessionId: string) {
    const refresh = newRefreshToken(sessionId);
    await storeRefreshToken(client, sessionId, hashRefreshToken(refresh));
    return { access: await signAccessToken(secret, { userId, sessionId }, ttl.access), refresh };
  }

  /** The admin behind the access cookie, while its session is live (a revoked session fails at once). */
  async function adminByAccessCookie(req: Request): Promise<{ user: AdminUserRow; sessionId: string } | undefined> {
    const claims = await verifyAccessToken(secret, accessCookieOf(req));
    if (!claims) return undefined;
    const session = await findActiveSession(pool, claims.sessionId);
    if (!session || session.user_id !== claims.userId) return undefined;
    const user = await findUserById(pool, claims.userId);
    return user && !user.disabled_at ? { user, sessionId: session.id } : undefined;
  }

  /** The same from the refresh cookie, without using it up (for reading the session after the access token expired). */
  async function adminByRefreshCookie(req: Request): Promise<{ user: AdminUserRow; sessionId: string } | undefined> {
    const token = refreshCookieOf(req);
    const sessionId = sessionIdOfRefreshToken(token);
    if (!token || !sessionId) return undefined;
    const { rowCount } = await pool.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NULL', [
      hashRefreshToken(token),
    ]);
    const session = rowCount ? await findActiveSession(pool, sessionId) : undefined;
    const user = session && (await findUserById(pool, session.user_id));
    return user && !user.disabled_at ? { user, sessionId } : undefined;
  }

  const signedIn = async (req: Request) => (await adminByAccessCookie(req)) ?? (await adminByRefreshCookie(req));

  app.post('/api/admin/login', async (req, res) => {
    const { identifier, password, locale } = loginRequestSchema.parse(req.body);
    const ip = clientIpOf(res);
    const user = await findUserByIdentifier(pool, identifier);
    const device = user ? knownDevice(req, secret, user.id) : undefined;
    const overLimit = overAddressLimitOf(res);
    if (overLimit && !device) {
      const body: LoginResponse = { ok: false, error: authMessages.tooManyAttempts };
      return holdOff(res, overLimit, body);
    }
    const throttled: Attempt = { key: user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`, ip, device };
    const attempt = await recordAttempt(pool, throttled);
    const verdict = await checkLoginAllowed(pool, throttled, {
      perIdentifierPerMinute: config.LOGIN_MAX_FAILURES_PER_MINUTE,
      perIpPerMinute: config.LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE,
    });
    if (!verdict.allowed) {
      await dropAttempt(pool, attempt);
      const body: LoginResponse = { ok: false, error: authMessages.tooManyAttempts };
      res.status(429).setHeader('retry-after', String(verdict.retryAfterSeconds)).json(body);
      return;
    }
    const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
    if (!user || !valid) {
      // With the address the trusted proxy saw: who is guessing passwords is what operators need to know
      // (docs/decisions.md 78; the privacy policy says so).
      logger.warn({ ip }, 'admin sign-in failed');
      const body: LoginResponse = { ok: false, error: authMessages.invalidCredentials };
      res.status(401).json(body);
      return;
    }
    await forgetAttempts(pool, throttled, attempt);
    if (user.disabled_at) {
      // Only after the right password: a guess learns nothing about which accounts exist (docs/decisions.md 88).
      const body: LoginResponse = {
        ok: false,
        error: localizeMessage(accountText['account.disabled'], requestLocale(locale, req.header('accept-language'))),
      };
      res.status(403).json(body);
      return;
    }
    const { sessionId, tokens } = await withTransaction(pool, async (client) => {
      const id = await createSession(client, {
        userId: user.id,
        ttlSeconds: ttl.refresh,
        userAgent: req.header('user-agent'),
        ip,
      });
      return { sessionId: id, tokens: await issueTokens(client, user.id, id) };
    });
    setSessionCookies(req, res, tokens, ttl);
    rememberDevice(req, res, secret, user.id);
    logger.info({ userId: user.id, sessionId }, 'admin signed in');
    const body: LoginResponse = {
      ok: true,
      redirectTo: `/${locale ?? siteConfig.defaultLocale}/admin/dashboard`,
      user: userOf(user),
      csrfToken: csrfTokenFor(secret, sessionId),
    };
    res.json(body);
  });

  app.get('/api/admin/session', async (req, res) => {
    const admin = await signedIn(req);
    const body: SessionResponse = admin ? { authenticated: true, user: userOf(admin.user) } : { authenticated: false };
    res.setHeader('cache-control', 'no-store').json(body);
  });

  app.get('/api/admin/csrf', async (req, res) => {
    const admin = await signedIn(req);
    if (!admin) return unauthenticated(res);
    const body: CsrfResponse = { csrfToken: csrfTokenFor(secret, admin.sessionId) };
    res.setHeader('cache-control', 'no-store').json(body);
  });

  app.post('/api/admin/refresh', async (req, res) => {
    const token = refreshCookieOf(req);
    const sessionId = sessionIdOfRefreshToken(token);
    const vouched = Boolean(token && sessionId && csrfTokenMatches(secret, sessionId, req.header('x-csrf-token')));
    // A browser with its session's refresh cookie and CSRF token (which only we can sign) is one we know.
    const overLimit = overAddressLimitOf(res);
    if (overLimit && !vouched) return holdOff(res, overLimit, { error: authMessages.tooManyRequests });
    if (!token || !sessionId) return unauthenticated(res);
    if (!vouched) throw new AppError(403, authMessages.csrfRequired);
    const outcome = await withTransaction(pool, async (client) => {
      const used = await consumeRefreshToken(client, hashRefreshToken(token));
      return used.kind === 'rotated'
        ? { ...used, tokens: await issueTokens(client, used.session.user_id, used.session.id) }
        : used;
    });
    if (outcome.kind === 'raced') {
      // The other, simultaneous refresh won and set the new cookies: leave them alone.
      throw new AppError(409, 'This session was just refreshed by another request; use its cookies.');
    }
    if (outcome.kind !== 'rotated') {
      if (outcome.kind === 'reused') logger.warn({ sessionId }, 'refresh token used twice; session revoked');
      clearSessionCookies(req, res);
      return unauthenticated(res);
    }
    setSessionCookies(req, res, outcome.tokens, ttl);
    const body: CsrfResponse = { csrfToken: csrfTokenFor(secret, outcome.session.id) };
    res.json(body);
  });

  app.post('/api/admin/logout', async (req, res) => {
    const admin = adminOf(res);
    await revokeSession(pool, admin.sessionId, 'signed out');
    clearSessionCookies(req, res);
    logger.info({ userId: admin.userId, sessionId: admin.sessionId }, 'admin signed out');
    res.json({ ok: true });
  });

  app.post('/api/admin/password', async (req, res) => {
    const admin = adminOf(res);
    const { currentPassword, newPassword } = changePasswordRequestSchema.parse(req.body);
    const user = await findUserById(pool, admin.userId);
    if (!user || !(await verifyPassword(currentPassword, user.password_hash))) {
      throw new AppError(400, accountText['account.password.notChanged'], {
        currentPassword: accountText['account.currentPassword.wrong'],
      });
    }
    await updatePasswordHash(pool, user.id, await hashPassword(newPassword), { oneTime: false });
    // Whoever knew the old password is signed out everywhere else.
    await revokeOtherSessions(pool, user.id, admin.sessionId, 'password changed');
    logger.info({ userId: user.id }, 'admin password changed');
    res.json({ ok: true });
  });

  app.get('/api/admin/sessions', async (_req, res) => {
    const admin = adminOf(res);
    const sessions = await listActiveSessions(pool, admin.userId);
    // Where the owner is signed in, from which addresses: no cache keeps it (as every other admin answer).
    res.setHeader('cache-control', 'no-store');
    res.json(
      adminSessionListSchema.parse(
        sessions.map((session) => ({
          id: session.id,
          createdAt: session.created_at.toISOString(),
          lastUsedAt: session.last_used_at.toISOString(),
          userAgent: session.user_agent,
          ip: session.ip,
          current: session.id === admin.sessionId,
        })),
      ),
    );
  });

  app.delete('/api/admin/sessions/:id', async (req, res) => {
    const admin = adminOf(res);
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await revokeSession(pool, id.data, 'revoked by the admin', admin.userId)))
      throw new AppError(404, 'Session not found');
    if (id.data === admin.sessionId) clearSessionCookies(req, res);
    res.status(204).end();
  });

  // For the gateway only (it is not in the route table, so the public never reaches it).
  app.post('/internal/verify', async (req, res) => {
    const { accessToken, csrfToken } = verifySessionRequestSchema.parse(req.body);
    const claims = await verifyAccessToken(secret, accessToken);
    const session = claims && (await findActiveSession(pool, claims.sessionId));
    const user = session && session.user_id === claims.userId ? await findUserById(pool, claims.userId) : undefined;
    if (!claims || !user || user.disabled_at) return unauthenticated(res);
    const body: VerifySessionResponse = {
      admin: {
        userId: user.id,
        sessionId: claims.sessionId,
        email: user.email,
        firstName: user.first_name,
        role: user.role,
        mustChangePassword: user.must_change_password,
      },
      csrfValid: csrfTokenMatches(secret, claims.sessionId, csrfToken),
    };
    res.json(body);
  });
}
