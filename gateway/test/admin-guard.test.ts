import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, errorResponseSchema, routeTable, systemStatusSchema, type Route } from '@ristorante/contracts';
import { signInternalContext } from '@ristorante/kit';
import { testKeys } from '@ristorante/kit/testing';
import { signIn, startRunningSystem, type RunningSystem, type SignedIn } from './support/running-system.js';

const adminRoutes = routeTable.filter((route) => route.access === 'admin');
const unsafe = (route: Route) => route.method !== 'GET';
const pathOf = (route: Route) => route.path.replace(/:id/g, randomUUID());

let system: RunningSystem;
let admin: SignedIn;
/** Claims of a genuine session, to forge variations of its token. */
let claims: { sub: string; sid: string };

beforeAll(async () => {
  system = await startRunningSystem();
  admin = await signIn(system.base);
  claims = JSON.parse(Buffer.from(admin.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
});
afterAll(async () => {
  await system?.stop();
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (secret: string, expiresAt: number) =>
  new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('restaurant-auth')
    .setAudience('restaurant-admin')
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

/** Access tokens that must never open an admin route, each for a different reason. */
const badTokens: Record<string, () => Promise<string>> = {
  expired: () => sign(testKeys.authTokenSecret, Math.floor(Date.now() / 1000) - 60),
  tampered: async () => {
    const [header, , signature] = admin.accessToken.split('.');
    return `${header}.${base64url({ ...claims, sub: randomUUID() })}.${signature}`;
  },
  'alg none': async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${admin.accessToken.split('.')[1]}.`,
  'wrong key': () => sign('someone-elses-secret-'.repeat(3), Math.floor(Date.now() / 1000) + 600),
};

async function call(url: string, route: Route, headers: Record<string, string>): Promise<Response> {
  const body = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return fetch(url, {
    method: route.method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: '{}' } : {}),
  });
}

describe.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('admin route %s', (_name, route) => {
  it('when called through the gateway without a cookie, then 401', async () => {
    const answer = await call(`${system.base}${pathOf(route)}`, route, {});
    expect(answer.status).toBe(401);
    expect(errorResponseSchema.parse(await answer.json())).toEqual({ error: authMessages.authenticationRequired });
  });

  it.each(Object.keys(badTokens))('when called through the gateway with an access token that is %s, then 401', async (kind) => {
    const token = await badTokens[kind]!();
    const answer = await call(`${system.base}${pathOf(route)}`, route, {
      cookie: `sosta_access=${token}`,
      'x-csrf-token': admin.csrfToken,
    });
    expect(answer.status).toBe(401);
  });

  it('when called with a valid session and its CSRF token, then the owning service handles it', async () => {
    const session = route.path === '/api/admin/logout' ? await signIn(system.base) : admin;
    const requestId = `guard-${randomUUID()}`;
    const answer = await call(`${system.base}${pathOf(route)}`, route, {
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      'x-request-id': requestId,
    });
    expect([200, 204, 400, 404, 501]).toContain(answer.status);
    expect(system.services[route.service].logs.lines().some((line) => line.reqId === requestId)).toBe(true);
  });

  it('when called straight at the service port, with cookies or a forged context, then the service refuses it', async () => {
    const port = system.services[route.service].port;
    const direct = `http://127.0.0.1:${port}${pathOf(route)}`;
    // Express matches paths in any case and with a trailing slash, so the guard must as well.
    expect((await call(`http://127.0.0.1:${port}${pathOf(route).toUpperCase()}/`, route, {})).status).toBe(401);
    const shouted = pathOf(route).replace(/admin|menu|gallery|events|reservations|contact|feedback/, (word) =>
      word.toUpperCase(),
    );
    expect((await call(`${system.base}${shouted}`, route, {})).status).toBe(401);
    // Signed, but with a key of the forger's own (the booking service's, say): not the gateway's.
    const forged = await signInternalContext(
      testKeys.booking,
      {
        ip: '203.0.113.9',
        admin: { userId: claims.sub, sessionId: claims.sid, email: 'x@example.com', firstName: 'X', role: 'owner' },
      },
      { service: route.service, method: route.method, path: new URL(direct).pathname },
    );
    const attempts: Array<Record<string, string>> = [
      {},
      { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
      { 'x-internal-context': forged },
    ];
    for (const headers of attempts) {
      expect((await call(direct, route, headers)).status).toBe(401);
    }
  });
});

describe.each(adminRoutes.filter(unsafe).map((route) => [`${route.method} ${route.path}`, route] as const))(
  'unsafe admin route %s',
  (_name, route) => {
    it('when called with a valid session but without its CSRF token, then 403', async () => {
      const answer = await call(`${system.base}${pathOf(route)}`, route, { cookie: admin.cookie });
      expect(answer.status).toBe(403);
      expect(errorResponseSchema.parse(await answer.json())).toEqual({ error: authMessages.csrfRequired });
      const wrong = await call(`${system.base}${pathOf(route)}`, route, {
        cookie: admin.cookie,
        'x-csrf-token': 'not-the-token',
      });
      expect(wrong.status).toBe(403);
    });
  },
);

describe('the system status', () => {
  it('when a guest asks, then each service’s state shows but not what failed inside it; staff see the checks', async () => {
    const summary = systemStatusSchema.parse(await (await fetch(`${system.base}/api/status`)).json());
    expect(summary.services.catalog).toEqual({ status: 'ok', checks: {} });

    expect((await fetch(`${system.base}/api/admin/status`)).status).toBe(401);
    const detailed = await fetch(`${system.base}/api/admin/status`, { headers: { cookie: admin.cookie } });
    expect(detailed.status).toBe(200);
    const status = systemStatusSchema.parse(await detailed.json());
    expect(status.services.catalog).toEqual({
      status: 'ok',
      checks: { database: 'ok', bus: 'ok' },
      details: { outbox: 'empty' },
    });
    expect(status.services.auth).toEqual({ status: 'ok', checks: { database: 'ok', bus: 'ok' } });
  });
});
