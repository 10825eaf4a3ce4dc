import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webSecurityHeaders } from '@ristorante/contracts';
import { waitFor } from '@ristorante/kit/testing';
import type { RunningGateway } from '../src/index.js';
import { startGatewayFor } from './support/gateway-process.js';

// What an attack probe found in the hand-made gateway (docs/decisions.md 103): each case against a catalog
// stand-in that answers at once without waiting for a body, and counts the connections the gateway holds open.
let gateway: RunningGateway;
let upstream: http.Server;
let webRoot: string;
const open = new Set<net.Socket>();
let requestsSeen = 0;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    requestsSeen += 1;
    const answer = () => res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"refused"}');
    // The contact form's stand-in refuses at once; the reservations' reads the whole body first.
    if (req.url === '/api/reservations') req.resume().on('end', answer);
    else answer();
  });
  upstream.keepAliveTimeout = 65_000;
  upstream.on('connection', (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  webRoot = await mkdtemp(path.join(tmpdir(), 'web-hardening-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webRoot, 'admin.html'), '<!doctype html><title>Dashboard</title>');
  const catalog = `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`;
  gateway = await startGatewayFor({ catalog, booking: catalog, inbox: catalog, auth: catalog }, { WEB_ROOT: webRoot });
});
afterAll(async () => {
  await gateway.stop();
  open.forEach((socket) => socket.destroy());
  await new Promise((resolve) => upstream.close(resolve));
  await rm(webRoot, { recursive: true, force: true });
});

/** Sends a request head as written and resolves with what the gateway answered, and whether it then hung up. */
function rawCall(head: string, body = ''): Promise<{ status: number; closed: Promise<void>; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(gateway.port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status && received.includes('\r\n\r\n')) resolve({ status: Number(status[1]), closed, socket });
    });
    socket.on('error', reject);
    socket.write(head + body);
  });
}

describe('gateway hardening (docs/decisions.md 103)', () => {
  it('when a GET announces a body it never sends, then it is refused at once and never reaches a service', async () => {
    const before = requestsSeen;
    const calls = await Promise.all(
      Array.from({ length: 20 }, () => rawCall('GET /api/menu HTTP/1.1\r\nhost: x\r\ncontent-length: 1000\r\n\r\n', 'x')),
    );
    expect(calls.map((call) => call.status)).toEqual(Array(20).fill(400));
    // The gateway hangs up: the announced body is never waited for.
    await Promise.all(calls.map((call) => call.closed));
    expect(requestsSeen).toBe(before);
    const chunked = await rawCall('HEAD /api/menu HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n');
    expect(chunked.status).toBe(400);
  });

  it('when a service answers before the body has ended, then both connections end with the answer', async () => {
    const calls = await Promise.all(
      Array.from({ length: 10 }, () =>
        rawCall(
          'POST /api/contact HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n',
          '{"name":',
        ),
      ),
    );
    expect(calls.map((call) => call.status)).toEqual(Array(10).fill(400));
    await Promise.all(calls.map((call) => call.closed));
    // The stand-in keeps idle connections 65 s: none is held for a body that never comes.
    await waitFor('the connections to the service closed', async () => (open.size === 0 ? true : undefined));
  });

  it('when the guest goes away halfway through a body, then the connection to the service ends too', async () => {
    const before = requestsSeen;
    const socket = net.connect(gateway.port, '127.0.0.1');
    socket.write('POST /api/reservations HTTP/1.1\r\nhost: x\r\ncontent-length: 5000\r\n\r\n{"name":');
    await waitFor('the call reaching the service', async () => (requestsSeen > before && open.size > 0 ? true : undefined));
    socket.destroy();
    await waitFor('the connections to the service closed', async () => (open.size === 0 ? true : undefined));
  });

  it.each(['DELETE', 'POST', 'PUT', 'PATCH', 'OPTIONS'])(
    'when %s is sent to a page address, then it is refused with 405, never a page',
    async (method) => {
      for (const route of ['/API/reservations/x', '/de/menu', '/de/admin/login']) {
        const answer = await fetch(`http://127.0.0.1:${gateway.port}${route}`, { method });
        expect(answer.status, `${method} ${route}`).toBe(405);
        expect(answer.headers.get('allow')).toBe('GET, HEAD');
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      }
    },
  );

  it('when /API/… is read, then it is a page address, not an API call', async () => {
    const before = requestsSeen;
    const answer = await fetch(`http://127.0.0.1:${gateway.port}/API/menu`);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(requestsSeen).toBe(before);
  });

  it('when a guest page, the dashboard or a missing file is served, then it carries the headers Nginx sets', async () => {
    for (const route of ['/de/menu', '/de/admin/login', '/en/admin/dashboard', '/missing.js']) {
      const answer = await fetch(`http://127.0.0.1:${gateway.port}${route}`);
      for (const [name, value] of Object.entries(webSecurityHeaders)) {
        expect(answer.headers.get(name), `${route} ${name}`).toBe(value);
      }
    }
  });
});
