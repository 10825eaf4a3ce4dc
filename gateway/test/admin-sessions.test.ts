import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  adminSessionListSchema,
  authMessages,
  errorResponseSchema,
  loginResponseSchema,
  sessionResponseSchema,
} from '@ristorante/contracts';
import { createAdmin } from '@ristorante/auth';
import { testAdmin } from '@ristorante/kit/testing';
import { cookiesOf, signIn, startRunningSystem, type RunningSystem, type SignedIn } from './support/running-system.js';

let system: RunningSystem;
let base: string;
beforeAll(async () => {
  // Many sign-ins from one address in this file: the gateway's per-address limit is tested elsewhere.
  // (and the per-address sign-in limit too: every failure here comes from 127.0.0.1).
  // And time for scrypt: ten hashes at once (128 MiB each, four threads) beside a full run's load took past the
  // gateway's 10 s for the last of them, a 504 where the test counts 401s and 429s.
  system = await startRunningSystem(
    { RATE_LIMIT_PUBLIC_POSTS: '1000', UPSTREAM_TIMEOUT_MS: '60000' },
    { LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE: '1000' },
  );
  base = system.base;
});
afterAll(async () => {
  await system?.stop();
});

const login = (identifier: string, password: string, extra: object = {}) =>
  fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password, ...extra }),
  });
const sessions = (session: Pick<SignedIn, 'cookie'>) =>
  fetch(`${base}/api/admin/sessions`, { headers: { cookie: session.cookie } });
const refresh = (refreshToken: string, csrfToken?: string) =>
  fetch(`${base}/api/admin/refresh`, {
    method: 'POST',
    headers: { cookie: `sosta_refresh=${encodeURIComponent(refreshToken)}`, ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) },
  });
const post = (path: string, session: SignedIn, body?: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

describe('signing in', () => {
  it.each([
    ['e-mail', testAdmin.email],
    ['username', testAdmin.username],
    ['e-mail in other case', testAdmin.email.toUpperCase()],
  ])('when an admin signs in with their %s, then they get the session and where to go', async (_kind, identifier) => {
    const answer = await login(identifier, testAdmin.password, { locale: 'en' });
    expect(answer.status).toBe(200);
    const body = loginResponseSchema.parse(await answer.json());
    expect(body).toMatchObject({
      ok: true,
      redirectTo: '/en/admin/dashboard',
      user: { firstName: 'Giulia', email: testAdmin.email },
    });
    const cookies = answer.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('sosta_access='))).toMatch(/Path=\/api;.*HttpOnly.*SameSite=Strict/);
    expect(cookies.find((c) => c.startsWith('sosta_refresh='))).toMatch(/Path=\/api\/admin;.*HttpOnly.*SameSite=Strict/);
    const jar = cookiesOf(answer);
    const session = await fetch(`${base}/api/admin/session`, { headers: { cookie: `sosta_access=${jar.sosta_access}` } });
    expect(sessionResponseSchema.parse(await session.json())).toEqual({
      authenticated: true,
      user: { firstName: 'Giulia', email: testAdmin.email, role: 'owner', mustChangePassword: false },
    });
  });

  it('when the password is wrong or the admin unknown, then the answer is the same message', async () => {
    for (const [identifier, password] of [
      [testAdmin.email, 'not the password at all'],
      ['nobody@trattoria.test', testAdmin.password],
    ] as const) {
      const answer = await login(identifier, password);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ ok: false, error: authMessages.invalidCredentials });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('when fields are missing, then 400 names each of them', async () => {
    const answer = await login('', '');
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({
      identifier: 'Email or username is required',
      password: 'Password is required',
    });
  });

  it('when one account fails ten times in a minute (by e-mail or username), then the eleventh try answers 429, even with the right password', async () => {
    await createAdmin(system.services.auth.pool, {
      email: 'marco@trattoria.test',
      username: 'marco',
      password: 'marcos own password',
    });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const identifier = attempt % 2 ? 'marco@trattoria.test' : 'MARCO';
      expect((await login(identifier, `guess number ${attempt}`)).status).toBe(401);
    }
    const blocked = await login('marco', 'marcos own password');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ ok: false, error: authMessages.tooManyAttempts });
    // Another account from the same address is still served.
    expect((await login(testAdmin.username, testAdmin.password)).status).toBe(200);
    // Twelve scrypt hashes one after the other (N=2^17): seconds alone, thirty once beside a full run's load.
  }, 90_000);

  it('when 25 wrong passwords for one name arrive at the same moment, then at most 10 are even checked', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login('burst.target', `simultaneous guess ${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length, statuses.join(' ')).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    // Nothing else: every one is answered as a guess (no 504 while the hashes queue for threads).
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  }, 90_000);

  it('when nobody is signed in, then the session says so and there is no CSRF token', async () => {
    expect(await (await fetch(`${base}/api/admin/session`)).json()).toEqual({ authenticated: false });
    expect((await fetch(`${base}/api/admin/csrf`)).status).toBe(401);
  });
});

describe('the session afterwards', () => {
  it('when the access token has expired, then the refresh cookie still proves the session and gives its CSRF token', async () => {
    const admin = await signIn(base);
    const refreshOnly = { cookie: `sosta_refresh=${encodeURIComponent(admin.refreshToken)}` };
    expect(await (await fetch(`${base}/api/admin/session`, { headers: refreshOnly })).json()).toMatchObject({
      authenticated: true,
    });
    expect(await (await fetch(`${base}/api/admin/csrf`, { headers: refreshOnly })).json()).toEqual({
      csrfToken: admin.csrfToken,
    });
  });

  it('when an admin signs out, then the old access cookie and the old refresh token are refused at once', async () => {
    const admin = await signIn(base);
    const listed = await sessions(admin);
    expect(listed.status).toBe(200);
    // Where the owner is signed in, and from which addresses: kept by no cache, as every admin answer.
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const out = await post('/api/admin/logout', admin);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join(' ')).toMatch(/sosta_access=;.*Expires=Thu, 01 Jan 1970/);
    expect((await sessions(admin)).status).toBe(401);
    expect((await refresh(admin.refreshToken, admin.csrfToken)).status).toBe(401);
  });

  it('when the refresh token is used, then it is replaced; when the old one comes back, the session is revoked', async () => {
    const admin = await signIn(base);
    expect((await refresh(admin.refreshToken)).status).toBe(403);
    const rotated = await refresh(admin.refreshToken, admin.csrfToken);
    expect(rotated.status).toBe(200);
    expect(await rotated.json()).toEqual({ csrfToken: admin.csrfToken });
    const jar = cookiesOf(rotated);
    const renewed: SignedIn = {
      ...admin,
      cookie: `sosta_access=${jar.sosta_access}; sosta_refresh=${jar.sosta_refresh}`,
      refreshToken: decodeURIComponent(jar.sosta_refresh!),
    };
    expect(renewed.refreshToken).not.toBe(admin.refreshToken);
    expect((await sessions(renewed)).status).toBe(200);

    // Later, someone replays the refresh token that was already used: the whole session ends. (Within seconds of
    // its use a replay counts as a concurrent refresh instead; the test moves the use back in time.)
    const client = new pg.Client({ connectionString: system.db.adminUrl });
    await client.connect();
    await client.query("UPDATE auth.refresh_tokens SET used_at = used_at - interval '1 minute' WHERE used_at IS NOT NULL");
    await client.end();
    expect((await refresh(admin.refreshToken, admin.csrfToken)).status).toBe(401);
    expect((await sessions(renewed)).status).toBe(401);
    expect((await refresh(renewed.refreshToken, admin.csrfToken)).status).toBe(401);
  });

  it('when two tabs refresh with the same token at the same moment, then one wins and the session lives on', async () => {
    const admin = await signIn(base);
    const [first, second] = await Promise.all([
      refresh(admin.refreshToken, admin.csrfToken),
      refresh(admin.refreshToken, admin.csrfToken),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect(loser.headers.getSetCookie()).toEqual([]);
    const jar = cookiesOf(winner);
    expect((await sessions({ cookie: `sosta_access=${jar.sosta_access}` })).status).toBe(200);
  });

  it('when an admin changes the password, then other sessions end, this one goes on, and only the new password works', async () => {
    const here = await signIn(base);
    const elsewhere = await signIn(base);
    const wrong = await post('/api/admin/password', here, { currentPassword: 'not it', newPassword: 'another long password' });
    expect(wrong.status).toBe(400);
    expect(errorResponseSchema.parse(await wrong.json()).fields).toEqual({
      currentPassword: 'Das aktuelle Passwort stimmt nicht',
    });
    const short = await post('/api/admin/password', here, { currentPassword: testAdmin.password, newPassword: 'short' });
    expect(errorResponseSchema.parse(await short.json()).fields).toEqual({
      newPassword: 'Das neue Passwort muss mindestens 12 Zeichen lang sein',
    });

    const changed = await post('/api/admin/password', here, {
      currentPassword: testAdmin.password,
      newPassword: 'a brand new password',
    });
    expect(changed.status).toBe(200);
    expect((await sessions(elsewhere)).status).toBe(401);
    expect((await sessions(here)).status).toBe(200);
    expect((await login(testAdmin.email, testAdmin.password)).status).toBe(401);
    expect((await login(testAdmin.email, 'a brand new password')).status).toBe(200);
    // Back to the password the other tests use.
    const restored = await post('/api/admin/password', here, {
      currentPassword: 'a brand new password',
      newPassword: testAdmin.password,
    });
    expect(restored.status).toBe(200);
  });

  it('when an admin lists their sessions and revokes another one, then that one is refused from then on', async () => {
    const here = await signIn(base);
    const tablet = await signIn(base);
    const list = adminSessionListSchema.parse(await (await sessions(here)).json());
    const tabletId = JSON.parse(Buffer.from(tablet.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
    expect(list.find((session) => session.current)?.id).not.toBe(tabletId);
    expect(list.some((session) => session.id === tabletId)).toBe(true);

    const revoke = (id: string) =>
      fetch(`${base}/api/admin/sessions/${id}`, {
        method: 'DELETE',
        headers: { cookie: here.cookie, 'x-csrf-token': here.csrfToken },
      });
    expect((await revoke(tabletId)).status).toBe(204);
    expect((await sessions(tablet)).status).toBe(401);
    expect((await sessions(here)).status).toBe(200);
    expect((await revoke('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('what the logs keep', () => {
  it('when all of the above has happened, then no password and no password hash appears in any log line', async () => {
    const client = new pg.Client({ connectionString: system.db.adminUrl });
    await client.connect();
    const { rows } = await client.query<{ password_hash: string }>('SELECT password_hash FROM auth.admin_users');
    await client.end();
    const hashes = rows.map((row) => row.password_hash);
    expect(hashes.length).toBeGreaterThan(0);
    const logs = Object.values(system.services)
      .map((service) => service.logs.text())
      .join('\n');
    expect(logs).toContain('admin sign-in failed');
    // The gateway's per-call token never reaches a log either.
    const logged = Object.values(system.services).flatMap((service) => service.logs.lines());
    const internalHeaders = logged.map(
      (line) => (line.req as { headers?: Record<string, string> } | undefined)?.headers?.['x-internal-context'],
    );
    expect(internalHeaders.filter(Boolean).length).toBeGreaterThan(0);
    expect(internalHeaders.every((value) => value === undefined || value === '[redacted]')).toBe(true);
    for (const secret of [testAdmin.password, 'a brand new password', 'not the password at all', ...hashes, 'scrypt$']) {
      expect(logs).not.toContain(secret);
    }
  });
});
