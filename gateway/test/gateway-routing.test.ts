import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, systemStatusSchema } from '@ristorante/contracts';
import { freePort } from '@ristorante/kit/testing';
import { routeTable, type ServiceName } from '../src/index.js';
import { startGatewayFor } from './support/gateway-process.js';
import { signIn, startRunningSystem, type RunningSystem, type SignedIn } from './support/running-system.js';

let system: RunningSystem;
let base: string;
let admin: SignedIn;

const serviceUrls = () =>
  Object.fromEntries(
    Object.entries(system.services).map(([name, service]) => [name, `http://127.0.0.1:${service.port}`]),
  ) as Record<ServiceName, string>;

beforeAll(async () => {
  system = await startRunningSystem();
  base = system.base;
  admin = await signIn(base);
});
afterAll(async () => {
  await system?.stop();
});

describe('gateway route table', () => {
  it.each(routeTable.map((route) => [`${route.method} ${route.path} → ${route.service}`, route] as const))(
    'when %s is called, then the owning service answers it with the request id passed on',
    async (_name, route) => {
      const requestId = `route-test-${randomUUID()}`;
      const path = route.path.replace(/:id/g, randomUUID());
      const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      // Signing out ends its session, so it gets one of its own rather than the one the other rows share.
      const session = route.path === '/api/admin/logout' ? await signIn(base) : admin;
      const signedIn: Record<string, string> =
        route.access === 'admin' ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {};
      const answer = await fetch(`${base}${path}`, {
        method: route.method,
        headers: {
          'x-request-id': requestId,
          ...signedIn,
          ...(withBody ? { 'content-type': 'application/json' } : {}),
        } as Record<string, string>,
        ...(withBody ? { body: '{}' } : {}),
      });
      // The owner's log has the call (and only the owner has the path: another service would answer 404).
      expect([200, 204, 400, 401, 404, 501]).toContain(answer.status);
      expect(answer.headers.get('x-request-id')).toBe(requestId);
      expect(system.services[route.service].logs.lines().some((line) => line.reqId === requestId)).toBe(true);
    },
  );

  it('when an /api path is unknown, then the gateway itself answers a JSON 404', async () => {
    const answer = await fetch(`${base}/api/nothing/here`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'No route for GET /api/nothing/here' });
  });

  it('when the method is wrong for a known path, then 405 lists the allowed ones', async () => {
    const answer = await fetch(`${base}/api/menu`, { method: 'PATCH' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, POST');
    expect(errorResponseSchema.parse(await answer.json()).error).toMatch(/PATCH is not allowed/);
    // An error is no version of anything: no ETag on it (a read of one dish has no route but its edits').
    const dish = await fetch(`${base}/api/menu/3f0c9a0e-1111-4222-8333-444455556666`);
    expect(dish.status).toBe(405);
    expect(dish.headers.get('etag')).toBeNull();
    expect(answer.headers.get('etag')).toBeNull();
  });

  it('when a path hides dot segments or encoded slashes, then it is refused with 400', async () => {
    // Sent byte for byte: fetch would normalize these paths before sending them.
    const rawStatus = (path: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: system.gateway.port, path }, (answer) => {
            answer.resume();
            resolve(answer.statusCode);
          })
          .on('error', reject);
      });
    for (const path of [
      '/api/menu/%2e%2e/admin/bookings',
      '/api/menu/../admin/bookings',
      '/api/menu/..%2fadmin',
      '/api/admin/bookings/a%2Fb',
    ]) {
      expect(await rawStatus(path), path).toBe(400);
    }
  });

  it('when the menu is read, then the answer comes from the catalog database', async () => {
    const answer = await fetch(`${base}/api/menu`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([]);
  });

  it('when every service is up, then /api/status reports each one ready', async () => {
    const answer = await fetch(`${base}/api/status`);
    const status = systemStatusSchema.parse(await answer.json());
    expect(status.status).toBe('ok');
    expect(Object.keys(status.services).sort()).toEqual(['auth', 'booking', 'catalog', 'inbox']);
    // What each one checked is for staff (/api/admin/status, admin-guard.test.ts).
    expect(status.services.catalog).toEqual({ status: 'ok', checks: {} });
  });
});

describe('gateway when a service is down or stuck', () => {
  it('when a service is not running, then its calls answer 503 in JSON and the status says unreachable', async () => {
    const broken = await startGatewayFor({ ...serviceUrls(), inbox: `http://127.0.0.1:${await freePort()}` });
    try {
      const answer = await fetch(`http://127.0.0.1:${broken.port}/api/contact`, { method: 'POST', body: '{}' });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({ error: 'The inbox service is unavailable right now. Please try again in a moment.' });
      const status = systemStatusSchema.parse(await (await fetch(`http://127.0.0.1:${broken.port}/api/status`)).json());
      expect(status.status).toBe('degraded');
      expect(status.services.inbox?.status).toBe('unreachable');
      expect((await fetch(`http://127.0.0.1:${broken.port}/api/menu`)).status).toBe(200);
    } finally {
      await broken.stop();
    }
  });

  it('when a service accepts but never answers, then the call answers 504 in JSON after the timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const stuck = await startGatewayFor(
      { ...serviceUrls(), catalog: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}` },
      { UPSTREAM_TIMEOUT_MS: '300' },
    );
    try {
      const answer = await fetch(`http://127.0.0.1:${stuck.port}/api/menu`);
      expect(answer.status).toBe(504);
      expect(await answer.json()).toEqual({ error: 'The catalog service did not answer in time. Please try again.' });
    } finally {
      await stuck.stop();
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('when a guest reads the menu, then no context is signed for it, and a context the client sent is not passed on', async () => {
    const seen: Array<string | undefined> = [];
    const echo = http.createServer((req, res) => {
      seen.push(req.headers['x-internal-context'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end('[]');
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(echo.address() as net.AddressInfo).port}`;
    const gateway = await startGatewayFor({ catalog: url, booking: url, inbox: url, auth: url });
    try {
      const base = `http://127.0.0.1:${gateway.port}`;
      await fetch(`${base}/api/menu`, { headers: { 'x-internal-context': 'forged' } });
      await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-context': 'forged' },
        body: '{}',
      });
      expect(seen[0]).toBeUndefined();
      // A form is vouched for (the guest's address): signed by the gateway, never the client's own.
      expect(seen[1]).toMatch(/^ey/);
    } finally {
      await gateway.stop();
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});
