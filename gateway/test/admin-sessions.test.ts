import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  adminSessionListSchema,
  authMessages,
  errorResponseSchema,
  loginResponseSchema,
  sessionResponseSchema,
} from '@ristorante/contracts';
import { cookiesOf, signIn, startRunningSystem, testAdmin, type RunningSystem, type SignedIn } from './support/running-system.js';

let system: RunningSystem;
let base: string;
beforeAll(async () => {
  // Many sign-ins from one address in this file: the gateway's per-address limit is tested elsewhere.
  system = await startRunningSystem({ RATE_LIMIT_PUBLIC_POSTS: '1000' });
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
      user: { firstName: 'Giulia', email: testAdmin.email },
    });
  });

  it('when the password is wrong or the admin unknown, then the answer is the same message of spec section 8', async () => {
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

  it('when one identifier fails ten times in a minute, then the eleventh try answers 429, even with the right password', async () => {
    const identifier = 'marco.rossi';
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(identifier, `guess number ${attempt}`)).status).toBe(401);
    const blocked = await login(identifier, 'guess number 11');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ ok: false, error: authMessages.tooManyAttempts });
    // Another identifier from the same address is still served.
    expect((await login(testAdmin.username, testAdmin.password)).status).toBe(200);
  });

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
    expect((await sessions(admin)).status).toBe(200);
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

    // Someone replays the refresh token that was already used: the whole session ends.
    expect((await refresh(admin.refreshToken, admin.csrfToken)).status).toBe(401);
    expect((await sessions(renewed)).status).toBe(401);
    expect((await refresh(renewed.refreshToken, admin.csrfToken)).status).toBe(401);
  });

  it('when an admin changes the password, then other sessions end, this one goes on, and only the new password works', async () => {
    const here = await signIn(base);
    const elsewhere = await signIn(base);
    const wrong = await post('/api/admin/password', here, { currentPassword: 'not it', newPassword: 'another long password' });
    expect(wrong.status).toBe(400);
    expect(errorResponseSchema.parse(await wrong.json()).fields).toEqual({
      currentPassword: 'The current password is not right',
    });
    const short = await post('/api/admin/password', here, { currentPassword: testAdmin.password, newPassword: 'short' });
    expect(errorResponseSchema.parse(await short.json()).fields).toEqual({
      newPassword: 'The new password must be at least 12 characters long',
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
    for (const secret of [testAdmin.password, 'a brand new password', 'not the password at all', ...hashes, 'scrypt$']) {
      expect(logs).not.toContain(secret);
    }
  });
});
