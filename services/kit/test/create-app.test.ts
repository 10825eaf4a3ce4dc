import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages, errorResponseSchema } from '@ristorante/contracts';
import { randomUUID } from 'node:crypto';
import {
  AppError,
  createApp,
  newInternalKeyPair,
  privateKeyFrom,
  publicKeyFrom,
  serve,
  signInternalContext,
  verifyInternalContext,
  type InternalIssuer,
  type InternalSigner,
  type RunningServer,
} from '../src/index.js';
import { capturedLogger } from '../src/testing/index.js';

const gatewayKeys = newInternalKeyPair();
const bookingKeys = newInternalKeyPair();
const signer = (issuer: InternalIssuer, privateKey: string): InternalSigner => ({ issuer, key: privateKeyFrom(privateKey) });
/** The gateway, the booking service (trusted on /internal/ routes), and someone with a key of their own. */
const gateway = signer('gateway', gatewayKeys.privateKey);
const booking = signer('booking', bookingKeys.privateKey);
const stranger = signer('gateway', newInternalKeyPair().privateKey);

const bookingSchema = z.object({
  name: z.string().min(2, 'Name must be at least 2 characters long'),
  guests: z.number().int().min(1),
});

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(readiness: Record<string, () => Promise<void>> = {}, options: { carriesRequestContext?: boolean } = {}) {
  const logs = capturedLogger('demo');
  const app = createApp({
    ...options,
    service: 'demo',
    logger: logs.logger,
    readiness,
    internalTrust: {
      gateway: publicKeyFrom(gatewayKeys.publicKey),
      callers: { booking: publicKeyFrom(bookingKeys.publicKey) },
    },
    guardedRoutes: [
      { method: 'GET', path: '/api/things/:id', service: 'catalog', access: 'admin' },
      { method: 'DELETE', path: '/api/things/:id', service: 'catalog', access: 'admin', ownerOnly: true },
      { method: 'POST', path: '/api/forms', service: 'catalog', access: 'public' },
      { method: 'GET', path: '/api/forms', service: 'catalog', access: 'public' },
    ],
    routes: (router) => {
      router.get('/api/things/:id', (_req, res) => {
        res.json({ admin: true });
      });
      router.delete('/api/things/:id', (_req, res) => {
        res.status(204).end();
      });
      router.post('/api/things', (req, res) => {
        res.status(201).json(bookingSchema.parse(req.body));
      });
      router.post('/api/forms', (_req, res) => {
        res.status(201).json({ stored: true });
      });
      router.get('/api/forms', (_req, res) => {
        res.json([]);
      });
      router.post('/internal/things', (_req, res) => {
        res.status(204).end();
      });
      router.post('/api/localized', (req) => {
        z.object({ price: z.number({ message: 'catalog.price.required' }) }).parse(req.body);
      });
      router.get('/api/upload-too-large', () => {
        throw new AppError(413, 'catalog.upload.tooLarge', { file: 'catalog.upload.tooLarge' }, { maxMb: 5 });
      });
      router.get('/api/conflict', () => {
        throw new AppError(409, 'That slot is full');
      });
      router.get('/api/boom', async () => {
        throw new Error('database password is hunter2');
      });
      router.get('/api/slow', async (_req, res) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        res.json({ finished: true });
      });
    },
  });
  running = await serve(app, { port: 0, host: '127.0.0.1', logger: logs.logger, name: 'demo' });
  return { base: `http://127.0.0.1:${running.port}`, logs, app, server: running.server };
}

const post = (url: string, body: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('service app factory', () => {
  it("when an admin route is called without the gateway's signed admin context, then it answers 401", async () => {
    const { base } = await start();
    const url = `${base}/api/things/${randomUUID()}`;
    const admin = {
      userId: randomUUID(),
      sessionId: randomUUID(),
      email: 'anna@example.com',
      firstName: 'Anna',
      role: 'staff' as const,
    };
    expect((await fetch(url)).status).toBe(401);
    const call = { service: 'demo', method: 'GET', path: new URL(url).pathname };
    const forged = await signInternalContext(stranger, { ip: '1.2.3.4', admin }, call);
    expect((await fetch(url, { headers: { 'x-internal-context': forged } })).status).toBe(401);
    const guestOnly = await signInternalContext(gateway, { ip: '1.2.3.4' }, call);
    expect((await fetch(url, { headers: { 'x-internal-context': guestOnly } })).status).toBe(401);
    // A genuine token for another call (another path, method or service) opens nothing.
    for (const other of [
      { ...call, path: `/api/things/${randomUUID()}` },
      { ...call, method: 'DELETE' },
      { ...call, service: 'booking' },
    ]) {
      const copied = await signInternalContext(gateway, { ip: '1.2.3.4', admin }, other);
      expect((await fetch(url, { headers: { 'x-internal-context': copied } })).status).toBe(401);
    }
    const genuine = await signInternalContext(gateway, { ip: '1.2.3.4', admin }, call);
    const answer = await fetch(url, { headers: { 'x-internal-context': genuine } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ admin: true });
  });

  it('when a public form is sent without the gateway’s context (straight to the port, or signed by another service), then 401; a plain read passes', async () => {
    const { base } = await start();
    const url = `${base}/api/forms`;
    expect((await post(url, '{}')).status).toBe(401);
    const call = { service: 'demo', method: 'POST', path: '/api/forms' };
    const byBooking = await signInternalContext(booking, { ip: '1.2.3.4' }, call);
    expect((await fetch(url, { method: 'POST', headers: { 'x-internal-context': byBooking } })).status).toBe(401);
    const byGateway = await signInternalContext(gateway, { ip: '1.2.3.4' }, call);
    expect((await fetch(url, { method: 'POST', headers: { 'x-internal-context': byGateway } })).status).toBe(201);
    expect((await fetch(url)).status).toBe(200);
  });

  it('when a call arrived in time but its signature is checked only after the token’s 10 s (threads busy hashing), then it still counts', async () => {
    const trust = { gateway: publicKeyFrom(gatewayKeys.publicKey) };
    const call = { service: 'demo', method: 'POST', path: '/api/forms' };
    const token = await signInternalContext(gateway, { ip: '1.2.3.4' }, call);
    const arrived = new Date();
    vi.useFakeTimers({ now: arrived.getTime() + 20_000, toFake: ['Date'] });
    try {
      expect(await verifyInternalContext(trust, token, call, arrived)).toMatchObject({ context: { ip: '1.2.3.4' } });
      // One that arrives after its lifetime is refused.
      expect(await verifyInternalContext(trust, token, call)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when staff call an owner-only route with a genuine context, then the service itself answers 403; an owner passes', async () => {
    const { base } = await start();
    const url = `${base}/api/things/${randomUUID()}`;
    const call = { service: 'demo', method: 'DELETE', path: new URL(url).pathname };
    const person = { userId: randomUUID(), sessionId: randomUUID(), email: 'anna@example.com', firstName: 'Anna' };
    const asStaff = await signInternalContext(gateway, { ip: '1.2.3.4', admin: { ...person, role: 'staff' } }, call);
    const refused = await fetch(url, { method: 'DELETE', headers: { 'x-internal-context': asStaff } });
    expect(refused.status).toBe(403);
    expect(errorResponseSchema.parse(await refused.json()).error).toBe(authMessages.ownerOnly);
    const asOwner = await signInternalContext(gateway, { ip: '1.2.3.4', admin: { ...person, role: 'owner' } }, call);
    expect((await fetch(url, { method: 'DELETE', headers: { 'x-internal-context': asOwner } })).status).toBe(204);
  });

  it('when an /internal/ call comes without a signed context of any caller, then it answers 401', async () => {
    const { base } = await start();
    const url = `${base}/internal/things`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(401);
    // Express matches routes case-insensitively: the guard must too.
    for (const spelling of ['/INTERNAL/things', '/Internal/things', '/internal/things/']) {
      expect((await fetch(`${base}${spelling}`, { method: 'POST' })).status, spelling).toBe(401);
    }
    const forged = await signInternalContext(
      stranger,
      { ip: '1.2.3.4' },
      { service: 'demo', method: 'POST', path: '/internal/things' },
    );
    expect((await fetch(url, { method: 'POST', headers: { 'x-internal-context': forged } })).status).toBe(401);
    const service = await signInternalContext(
      booking,
      { ip: '1.2.3.4' },
      { service: 'demo', method: 'POST', path: '/internal/things' },
    );
    expect((await fetch(url, { method: 'POST', headers: { 'x-internal-context': service } })).status).toBe(204);
  });

  it('when another service signs a context, then it opens /internal/ routes only, never an admin route', async () => {
    const { base } = await start();
    const admin = { userId: randomUUID(), sessionId: randomUUID(), email: 'a@b.c', firstName: 'A', role: 'owner' as const };
    const adminUrl = `${base}/api/things/${randomUUID()}`;
    const adminCall = { service: 'demo', method: 'GET', path: new URL(adminUrl).pathname };
    // A service's key cannot vouch for an admin: only the gateway's can (docs/decisions.md 100).
    const asBooking = await signInternalContext(booking, { ip: '1.2.3.4', admin }, adminCall);
    expect((await fetch(adminUrl, { headers: { 'x-internal-context': asBooking } })).status).toBe(401);
    const internalCall = { service: 'demo', method: 'POST', path: '/internal/things' };
    const withAdmin = await signInternalContext(booking, { ip: '1.2.3.4', admin }, internalCall);
    expect(
      (await fetch(`${base}/internal/things`, { method: 'POST', headers: { 'x-internal-context': withAdmin } })).status,
    ).toBe(401);
    const plain = await signInternalContext(booking, { ip: '1.2.3.4' }, internalCall);
    expect((await fetch(`${base}/internal/things`, { method: 'POST', headers: { 'x-internal-context': plain } })).status).toBe(
      204,
    );
    // A key pair of one's own, naming itself the gateway, opens nothing.
    const posing = await signInternalContext(stranger, { ip: '1.2.3.4', admin }, adminCall);
    expect((await fetch(adminUrl, { headers: { 'x-internal-context': posing } })).status).toBe(401);
  });

  it('when messages are catalogue keys, then they are answered in the language asked for, German by default', async () => {
    const { base } = await start();
    const ask = async (headers: Record<string, string>, body: unknown = {}) =>
      (
        await fetch(`${base}/api/localized`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
      ).json();
    expect(await ask({ 'accept-language': 'en-US,en;q=0.8' })).toEqual({
      error: 'Please check the highlighted fields.',
      fields: { price: 'Price is required' },
    });
    expect(await ask({ 'accept-language': 'fr-FR, en;q=0.5, de;q=0.9' })).toMatchObject({
      fields: { price: 'Preis ist erforderlich' },
    });
    expect(await ask({})).toMatchObject({ fields: { price: 'Preis ist erforderlich' } });
    // A form's own locale wins over the browser's header.
    expect(await ask({ 'accept-language': 'de' }, { locale: 'en' })).toMatchObject({ fields: { price: 'Price is required' } });
    const tooLarge = await fetch(`${base}/api/upload-too-large`, { headers: { 'accept-language': 'en' } });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: 'The image is too large (at most 5 MB)',
      fields: { file: 'The image is too large (at most 5 MB)' },
    });
  });

  it('when a body breaks the schema, then it answers 400 naming each bad field', async () => {
    const { base } = await start();
    const answer = await post(`${base}/api/things`, JSON.stringify({ name: 'A', guests: 0 }));
    expect(answer.status).toBe(400);
    const body = errorResponseSchema.parse(await answer.json());
    expect(body.error).toBeTruthy();
    expect(body.fields).toEqual({ name: 'Name must be at least 2 characters long', guests: expect.any(String) });
  });

  it('when the body is not JSON, then it answers 400 in JSON', async () => {
    const { base } = await start();
    const answer = await post(`${base}/api/things`, '{ nope');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('when a body labelled gzip (or an unknown coding) is not that, then it answers 400 saying so, not 500', async () => {
    const { base } = await start();
    const send = (encoding: string, body: Buffer | string) =>
      fetch(`${base}/api/things`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body,
      });

    const fake = await send('gzip', JSON.stringify({ name: 'Anna', guests: 2 }));
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ error: 'The body is not the compressed data its Content-Encoding says' });
    const unknown = await send('br-like', '{}');
    expect(unknown.status).toBe(415);
    expect(await unknown.json()).toEqual({ error: 'Unsupported Content-Encoding: send the body plain, gzip, deflate or br' });
    const real = await send('gzip', gzipSync(JSON.stringify({ name: 'Anna', guests: 2 })));
    expect(real.status).toBe(201);
  });

  it('when the body is too large, then it answers 413 in JSON', async () => {
    const { base } = await start();
    const answer = await post(`${base}/api/things`, JSON.stringify({ name: 'x'.repeat(200_000), guests: 1 }));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'Request body too large' });
  });

  it('when a handler raises an AppError, then its status and message are the answer', async () => {
    const { base } = await start();
    const answer = await fetch(`${base}/api/conflict`);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ error: 'That slot is full' });
    // An error is no version of anything; and a service speaking plain HTTP sends no HSTS (docs/decisions.md 123).
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when a handler fails unexpectedly, then the client sees a plain 500 and the log has the details', async () => {
    const { base, logs } = await start();
    const answer = await fetch(`${base}/api/boom`, { headers: { 'x-request-id': 'req-boom-1' } });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: 'Internal server error' });
    const failure = logs.lines().find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ reqId: 'req-boom-1', service: 'demo' });
  });

  it('when the app carries no request context (the gateway), then a failure is still logged with its request id', async () => {
    const { base, logs } = await start({}, { carriesRequestContext: false });
    const answer = await fetch(`${base}/api/boom`, { headers: { 'x-request-id': 'req-boom-2' } });
    expect(answer.status).toBe(500);
    expect(logs.lines().find((line) => line.msg === 'request failed')).toMatchObject({ reqId: 'req-boom-2' });
  });

  it("when a request arrives, then it and its response already have the app's prototypes (Express's swap changes nothing)", async () => {
    const { base, app, server } = await start();
    const seen: boolean[] = [];
    // Looked at before Express's own handler runs (docs/decisions.md 103).
    server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
      seen.push(req instanceof http.IncomingMessage, res instanceof http.ServerResponse);
    });
    const answer = await fetch(`${base}/api/conflict`);
    expect(answer.status).toBe(409);
    expect(seen).toEqual([true, true, true, true]);
  });

  it('when no route matches, then it answers a JSON 404', async () => {
    const { base } = await start();
    const answer = await fetch(`${base}/api/nothing-here`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await answer.json()).toEqual({ error: 'No route for GET /api/nothing-here' });
  });

  it('when a request id comes in, then it is echoed and logged; without one, one is made', async () => {
    const { base, logs } = await start();
    const given = await fetch(`${base}/api/conflict`, { headers: { 'x-request-id': 'gateway-abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('gateway-abc-123');
    expect(logs.lines().some((line) => line.reqId === 'gateway-abc-123')).toBe(true);
    const made = await fetch(`${base}/api/conflict`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("when a guest's call is logged, then no address of the guest is in the line (docs/decisions.md 78)", async () => {
    const { base, logs } = await start();
    await fetch(`${base}/api/conflict`, { headers: { 'x-request-id': 'address-check', 'x-forwarded-for': '203.0.113.77' } });
    const lines = logs.lines().filter((line) => line.reqId === 'address-check');
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain('203.0.113.77');
    // The peer (here the test itself, in the embedded mode a guest) is not logged either.
    expect(JSON.stringify(lines)).not.toContain('"remoteAddress":"127.0.0.1"');
  });

  it('when answering, then security headers are set', async () => {
    const { base } = await start();
    const answer = await fetch(`${base}/healthz`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toBeTruthy();
  });

  it('when a dependency fails, then /readyz answers 503 naming it while /healthz stays 200', async () => {
    const { base } = await start({
      database: async () => undefined,
      bus: async () => {
        throw new Error('RabbitMQ is not connected');
      },
    });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'fail',
      service: 'demo',
      checks: { database: 'ok', bus: 'fail: RabbitMQ is not connected' },
    });
  });

  it('when shutting down, then a request in flight still finishes and new connections are refused', async () => {
    const { base } = await start();
    const inFlight = fetch(`${base}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = running!.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    running = undefined;
  });
});
