import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountWithPasswordSchema,
  adminAccountListSchema,
  authMessages,
  errorResponseSchema,
  routeTable,
  sessionResponseSchema,
  type Route,
} from '@ristorante/contracts';
import { testAdmin } from '@ristorante/kit/testing';
import { signIn, startRunningSystem, type RunningSystem, type SignedIn } from './support/running-system.js';

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

const call = (method: string, path: string, session: SignedIn | undefined, body?: unknown, language = 'en') =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      'accept-language': language,
      ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const accounts = async () => adminAccountListSchema.parse(await (await call('GET', '/api/admin/users', owner)).json());

/** An owner makes an account; its one-time password comes back in the answer only. */
async function newAccount(email: string, extra: object = {}) {
  const answer = await call('POST', '/api/admin/users', owner, { email, firstName: 'Luca', ...extra });
  expect(answer.status).toBe(201);
  return accountWithPasswordSchema.parse(await answer.json());
}

/** Signs in with the one-time password and chooses one of one's own, as the dashboard makes a new account do (133). */
async function firstSignIn(identifier: string, oneTimePassword: string) {
  const session = await signIn(base, identifier, oneTimePassword);
  const own = `${identifier}’s own password`;
  const changed = await call('POST', '/api/admin/password', session, { currentPassword: oneTimePassword, newPassword: own });
  expect(changed.status).toBe(200);
  return { session, password: own };
}

const examplePath = (route: Route) => route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

describe('accounts and roles (docs/decisions.md 86)', () => {
  it('when the first admin signs in, then the session says owner', async () => {
    const session = await fetch(`${base}/api/admin/session`, { headers: { cookie: owner.cookie } });
    expect(sessionResponseSchema.parse(await session.json())).toEqual({
      authenticated: true,
      user: { firstName: 'Giulia', email: testAdmin.email, role: 'owner', mustChangePassword: false },
    });
  });

  it('when an owner creates a staff account, then it signs in with the password shown once, as staff', async () => {
    const { account, password } = await newAccount('luca@trattoria.test');
    expect(account).toMatchObject({
      email: 'luca@trattoria.test',
      username: 'luca',
      role: 'staff',
      disabled: false,
      lastSignInAt: null,
    });
    expect(password).toMatch(/^[\w-]{24}$/);
    const { rows } = await system.services.auth.pool.query<{ password_hash: string }>(
      'SELECT password_hash FROM admin_users WHERE id = $1',
      [account.id],
    );
    expect(rows[0]!.password_hash).not.toContain(password);
    const staff = await signIn(base, 'luca', password);
    const session = await fetch(`${base}/api/admin/session`, { headers: { cookie: staff.cookie } });
    expect(sessionResponseSchema.parse(await session.json())).toMatchObject({ user: { role: 'staff' } });
    expect((await accounts()).find((entry) => entry.id === account.id)?.lastSignInAt).not.toBeNull();
  });

  it('when staff call an owner-only route, then the gateway answers 403; staff routes serve them', async () => {
    const { password } = await newAccount('paola@trattoria.test');
    const { session: staff } = await firstSignIn('paola', password);
    const ownerOnly = routeTable.filter((route) => route.ownerOnly);
    expect(ownerOnly.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/menu',
        'PUT /api/menu/:id',
        'POST /api/gallery/upload',
        'DELETE /api/events/:id',
        'POST /api/admin/users',
      ]),
    );
    for (const route of ownerOnly) {
      const answer = await call(route.method, examplePath(route), staff, route.method === 'GET' ? undefined : {});
      expect({ route: `${route.method} ${route.path}`, status: answer.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      expect(await answer.json()).toEqual({ error: authMessages.ownerOnly });
    }
    for (const path of ['/api/reservations', '/api/admin/bookings', '/api/feedback', '/api/contact', '/api/admin/sessions']) {
      expect((await call('GET', path, staff)).status).toBe(200);
    }
    // The same calls by the owner pass the role check (and reach the service: a missing row is its 404 or 400).
    const put = await call('PUT', `/api/menu/${'0'.repeat(8)}-0000-4000-8000-000000000000`, owner, {});
    expect(put.status).toBe(400);
  });

  it('when an owner disables an account, then its open session is refused at once and it cannot sign in; enabled again, it can', async () => {
    const { account, password: oneTime } = await newAccount('marta@trattoria.test');
    const { session: staff, password } = await firstSignIn('marta', oneTime);
    expect((await call('GET', '/api/feedback', staff)).status).toBe(200);
    const disabled = await call('PATCH', `/api/admin/users/${account.id}`, owner, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ disabled: true });
    expect((await call('GET', '/api/feedback', staff)).status).toBe(401);
    const again = await call('POST', '/api/admin/login', undefined, { identifier: 'marta', password }, 'de');
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({
      ok: false,
      error: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Inhaber.',
    });
    // A wrong password learns nothing about the account.
    expect((await call('POST', '/api/admin/login', undefined, { identifier: 'marta', password: 'wrong guess!!' })).status).toBe(
      401,
    );
    expect((await call('PATCH', `/api/admin/users/${account.id}`, owner, { disabled: false })).status).toBe(200);
    expect((await call('GET', '/api/feedback', await signIn(base, 'marta', password))).status).toBe(200);
  });

  it('when an owner resets a password, then the old one and its sessions stop working and the new one works', async () => {
    const { account, password } = await newAccount('enzo@trattoria.test');
    const staff = await signIn(base, 'enzo', password);
    const reset = await call('POST', `/api/admin/users/${account.id}/password`, owner);
    expect(reset.status).toBe(200);
    const { password: fresh } = accountWithPasswordSchema.parse(await reset.json());
    expect(fresh).not.toBe(password);
    expect((await call('GET', '/api/feedback', staff)).status).toBe(401);
    expect((await call('POST', '/api/admin/login', undefined, { identifier: 'enzo', password })).status).toBe(401);
    await signIn(base, 'enzo', fresh);
  });

  it('when the last owner would be disabled or demoted, or owners act on themselves, then 409 and nothing changes', async () => {
    const [me] = (await accounts()).filter((entry) => entry.email === testAdmin.email);
    for (const change of [{ disabled: true }, { role: 'staff' }]) {
      const answer = await call('PATCH', `/api/admin/users/${me!.id}`, owner, change);
      expect(answer.status).toBe(409);
      expect(errorResponseSchema.parse(await answer.json()).error).toBe(
        'You cannot disable your own account or take away your own owner role',
      );
    }
    // A second owner may be demoted while the first remains; the first stays an owner throughout.
    const { account } = await newAccount('sofia@trattoria.test', { role: 'owner' });
    expect((await call('PATCH', `/api/admin/users/${account.id}`, owner, { role: 'staff' })).status).toBe(200);
    expect((await accounts()).filter((entry) => entry.role === 'owner' && !entry.disabled).map((entry) => entry.email)).toEqual([
      testAdmin.email,
    ]);
  });

  it('when the form is wrong, then 400 names each field in the owner’s language, and nothing is stored', async () => {
    const before = (await accounts()).length;
    const answer = await call(
      'POST',
      '/api/admin/users',
      owner,
      { email: 'not an address', firstName: ' ', username: 'a', role: 'chef' },
      'de',
    );
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      firstName: 'Der Vorname ist erforderlich',
      username: 'Der Benutzername darf 3 bis 40 Buchstaben, Ziffern, Punkte, Binde- und Unterstriche haben',
      role: 'Bitte wählen Sie Inhaber oder Mitarbeiter',
    });
    const duplicate = await call('POST', '/api/admin/users', owner, {
      email: testAdmin.email.toUpperCase(),
      firstName: 'Zweite',
    });
    expect(duplicate.status).toBe(409);
    expect(errorResponseSchema.parse(await duplicate.json()).fields).toEqual({
      email: 'An account with this email address already exists',
    });
    expect((await call('PATCH', `/api/admin/users/${(await accounts())[0]!.id}`, owner, {})).status).toBe(400);
    expect((await accounts()).length).toBe(before);
  });
});
