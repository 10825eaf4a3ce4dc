import type { Express, Request, Response } from 'express';
import {
  accountText,
  authMessages,
  localizeMessage,
  loginRequestSchema,
  requestLocale,
  siteConfig,
  verifySessionRequestSchema,
  type AdminUser,
  type CsrfResponse,
  type ErrorResponse,
  type Locale,
  type LoginResponse,
  type SessionResponse,
  type VerifySessionResponse,
} from '@ristorante/contracts';
import { adminOf, clientIpOf, overAddressLimitOf } from '@ristorante/kit';
import type { AuthDeps } from '../auth-deps.js';
import { knownDevice, rememberDevice } from '../login/device-cookie.js';
import { signIn, type SignIn } from '../login/sign-in.js';
import { refreshSession } from '../sessions/refresh-session.js';
import { revokeSession } from '../sessions/session-repository.js';
import { signedInAdmin, verifySession } from '../sessions/signed-in-admin.js';
import { csrfTokenFor } from '../tokens/session-tokens.js';
import type { AdminUserRow } from '../users/admin-user-repository.js';
import { accessCookieOf, clearSessionCookies, refreshCookieOf, setSessionCookies } from './auth-cookies.js';

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

/** The sign-in's outcome as the dashboard reads it: cookies and the next page, or why not (docs/decisions.md 19-21). */
function answerSignIn(
  req: Request,
  res: Response,
  outcome: SignIn,
  { locale, secret, ttl }: { locale: Locale | undefined; secret: string; ttl: { access: number; refresh: number } },
): void {
  if (outcome.kind === 'too-many') {
    const body: LoginResponse = { ok: false, error: authMessages.tooManyAttempts };
    return holdOff(res, outcome.retryAfterSeconds, body);
  }
  if (outcome.kind === 'invalid') {
    const body: LoginResponse = { ok: false, error: authMessages.invalidCredentials };
    res.status(401).json(body);
    return;
  }
  if (outcome.kind === 'disabled') {
    const body: LoginResponse = {
      ok: false,
      error: localizeMessage(accountText['account.disabled'], requestLocale(locale, req.header('accept-language'))),
    };
    res.status(403).json(body);
    return;
  }
  setSessionCookies(req, res, outcome.tokens, ttl);
  rememberDevice(req, res, secret, outcome.user.id);
  const body: LoginResponse = {
    ok: true,
    redirectTo: `/${locale ?? siteConfig.defaultLocale}/admin/dashboard`,
    user: userOf(outcome.user),
    csrfToken: outcome.csrfToken,
  };
  res.json(body);
}

/** The admin session's calls (login, session, csrf, refresh, logout; docs/decisions.md 19-21) and the gateway's check. */
export function mountAdminAuthRoutes(app: Express, deps: AuthDeps): void {
  const { pool, config, logger } = deps;
  const secret = config.AUTH_TOKEN_SECRET;
  const ttl = { access: config.ACCESS_TOKEN_TTL_SECONDS, refresh: config.REFRESH_TOKEN_TTL_SECONDS };

  const signedIn = (req: Request) => signedInAdmin(deps, { access: accessCookieOf(req), refresh: refreshCookieOf(req) });

  app.post('/api/admin/login', async (req, res) => {
    const { identifier, password, locale } = loginRequestSchema.parse(req.body);
    const outcome = await signIn(deps, {
      identifier,
      password,
      ip: clientIpOf(res),
      userAgent: req.header('user-agent'),
      overAddressLimit: overAddressLimitOf(res),
      knownDeviceOf: (userId) => knownDevice(req, secret, userId),
    });
    answerSignIn(req, res, outcome, { locale, secret, ttl });
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
    const outcome = await refreshSession(deps, {
      refreshToken: refreshCookieOf(req),
      csrfToken: req.header('x-csrf-token'),
      overAddressLimit: overAddressLimitOf(res),
    });
    if (outcome.kind === 'held-off') return holdOff(res, outcome.retryAfterSeconds, { error: authMessages.tooManyRequests });
    if (outcome.kind === 'no-session') return unauthenticated(res);
    if (outcome.kind === 'ended') {
      clearSessionCookies(req, res);
      return unauthenticated(res);
    }
    setSessionCookies(req, res, outcome.tokens, ttl);
    const body: CsrfResponse = { csrfToken: outcome.csrfToken };
    res.json(body);
  });

  app.post('/api/admin/logout', async (req, res) => {
    const admin = adminOf(res);
    await revokeSession(pool, admin.sessionId, 'signed out');
    clearSessionCookies(req, res);
    logger.info({ userId: admin.userId, sessionId: admin.sessionId }, 'admin signed out');
    res.json({ ok: true });
  });

  // For the gateway only (it is not in the route table, so the public never reaches it).
  app.post('/internal/verify', async (req, res) => {
    const { accessToken, csrfToken } = verifySessionRequestSchema.parse(req.body);
    const body = await verifySession(deps, { accessToken, csrfToken });
    if (!body) return unauthenticated(res);
    res.json(body satisfies VerifySessionResponse);
  });
}
