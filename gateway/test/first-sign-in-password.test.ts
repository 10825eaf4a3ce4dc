import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountWithPasswordSchema,
  errorResponseSchema,
  routeTable,
  sessionResponseSchema,
  type Route,
} from '@ristorante/contracts';
import { adminContext, signedCall, testAdmin } from '@ristorante/kit/testing';
import { signIn, startRunningSystem, type RunningSystem, type SignedIn } from './support/running-system.js';

/** A one-time password an owner made must be changed at the first sign-in (docs/decisions.md 133). */

const mustChangeDe = 'Bitte wählen Sie zuerst Ihr eigenes Passwort: Das erhaltene Einmalpasswort gilt nur dafür.';
const mustChangeEn = 'Please choose your own password first: the one-time password you were given works only for that.';

let system: RunningSystem;
let base: string;
let owner: SignedIn;
beforeAll(async () => {
  system = await startRunningSystem({ RATE_LIMIT_PUBLIC_POSTS: '1000' }, { LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE: '1000' });
  base = system.base;
  owner = await signIn(base);
});
afterAll(async () => {
  await system?.stop();
});

const call = (method: string, path: string, session: SignedIn | undefined, body?: unknown, language?: string) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      ...(language ? { 'accept-language': language } : {}),
      ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const sessionOf = async (session: SignedIn) =>
  sessionResponseSchema.parse(await (await call('GET', '/api/admin/session', session)).json());

const forcedFlag = async (email: string) =>
  (
    await system.services.auth.pool.query<{ must_change_password: boolean }>(
      'SELECT must_change_password FROM admin_users WHERE email = $1',
      [email],
    )
  ).rows[0]?.must_change_password;

/** An owner makes an account; the new person signs in with the password shown once. */
async function newAccount(email: string, role: 'owner' | 'staff' = 'staff') {
  const answer = await call('POST', '/api/admin/users', owner, { email, firstName: 'Nico', role });
  expect(answer.status).toBe(201);
  const created = accountWithPasswordSchema.parse(await answer.json());
  return { ...created, session: await signIn(base, email, created.password) };
}

const examplePath = (route: Route) => route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

describe('the first sign-in with a one-time password (docs/decisions.md 133)', () => {
  it('when the install’s first admin (ADMIN_PASSWORD) signs in, then nothing is to change and every call serves her', async () => {
    expect(await forcedFlag(testAdmin.email)).toBe(false);
    expect(await sessionOf(owner)).toEqual({
      authenticated: true,
      user: { firstName: 'Giulia', email: testAdmin.email, role: 'owner', mustChangePassword: false },
    });
    expect((await call('GET', '/api/admin/users', owner)).status).toBe(200);
    expect((await call('GET', '/api/admin/status', owner)).status).toBe(200);
  });

  it('when an owner creates an account, then it is marked, and its session is refused every admin call but its own password, sign-out and reading itself, in its language', async () => {
    // An owner's account, so that owner-only routes answer this rule too rather than the role's.
    const { session } = await newAccount('nico@trattoria.test', 'owner');
    expect(await forcedFlag('nico@trattoria.test')).toBe(true);
    expect(await sessionOf(session)).toMatchObject({ user: { email: 'nico@trattoria.test', mustChangePassword: true } });
    expect((await call('GET', '/api/admin/csrf', session)).status).toBe(200);

    const refused = routeTable.filter((route) => route.access === 'admin' && !route.beforeOwnPassword);
    expect(refused.length).toBeGreaterThan(30);
    expect(routeTable.filter((route) => route.beforeOwnPassword).map((route) => `${route.method} ${route.path}`)).toEqual([
      'POST /api/admin/logout',
      'POST /api/admin/password',
    ]);
    for (const route of [...refused, { method: 'GET', path: '/api/admin/status' } as Route]) {
      const answer = await call(route.method, examplePath(route), session, route.method === 'GET' ? undefined : {});
      expect({ route: `${route.method} ${route.path}`, status: answer.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      expect(await answer.json()).toEqual({ error: mustChangeDe });
    }
    const english = await call('GET', '/api/reservations', session, undefined, 'en-GB,en;q=0.9');
    expect(english.status).toBe(403);
    expect(await english.json()).toEqual({ error: mustChangeEn });
  });

  it('when the new person chooses a password of their own, then the dashboard serves them; keeping the one-time one is refused', async () => {
    const { password, session } = await newAccount('ada@trattoria.test');
    expect((await call('GET', '/api/reservations', session)).status).toBe(403);

    const same = await call('POST', '/api/admin/password', session, { currentPassword: password, newPassword: password }, 'de');
    expect(same.status).toBe(400);
    expect(errorResponseSchema.parse(await same.json()).fields).toEqual({
      newPassword: 'Das neue Passwort muss sich vom bisherigen unterscheiden',
    });
    expect(await forcedFlag('ada@trattoria.test')).toBe(true);

    const changed = await call('POST', '/api/admin/password', session, {
      currentPassword: password,
      newPassword: 'ada’s own long password',
    });
    expect(changed.status).toBe(200);
    expect(await forcedFlag('ada@trattoria.test')).toBe(false);
    expect(await sessionOf(session)).toMatchObject({ user: { mustChangePassword: false } });
    for (const path of ['/api/reservations', '/api/admin/bookings', '/api/feedback', '/api/admin/sessions']) {
      expect((await call('GET', path, session)).status).toBe(200);
    }
    // Signing in again with the password chosen: nothing more to change.
    const again = await signIn(base, 'ada', 'ada’s own long password');
    expect(await sessionOf(again)).toMatchObject({ user: { mustChangePassword: false } });
  });

  it('when an owner resets someone’s password, then the new one-time password must be changed too', async () => {
    const { account, password, session } = await newAccount('bruno@trattoria.test');
    await call('POST', '/api/admin/password', session, { currentPassword: password, newPassword: 'bruno chose this one' });
    expect(await forcedFlag('bruno@trattoria.test')).toBe(false);
    const reset = await call('POST', `/api/admin/users/${account.id}/password`, owner);
    expect(reset.status).toBe(200);
    const { password: fresh } = accountWithPasswordSchema.parse(await reset.json());
    expect(await forcedFlag('bruno@trattoria.test')).toBe(true);
    const after = await signIn(base, 'bruno', fresh);
    expect(await sessionOf(after)).toMatchObject({ user: { mustChangePassword: true } });
    expect((await call('GET', '/api/feedback', after)).status).toBe(403);
    // Signing out stays open to such a session.
    expect((await call('POST', '/api/admin/logout', after)).status).toBe(200);
    expect((await call('GET', '/api/admin/session', after)).status).toBe(200);
    expect(await sessionOf(after)).toEqual({ authenticated: false });
  });

  it('when a call reaches a service with a context that says the password must change, then the service refuses it too', async () => {
    const context = adminContext('owner');
    const forced = { ...context, admin: { ...context.admin, mustChangePassword: true } };
    const asForced = signedCall(system.services.inbox.base, 'inbox', forced);
    const answer = await asForced('GET', '/api/feedback', undefined, { 'accept-language': 'en' });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: mustChangeEn });
    expect((await signedCall(system.services.inbox.base, 'inbox', context)('GET', '/api/feedback')).status).toBe(200);
  });
});
