import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningSystem, type RunningSystem } from './support/running-system.js';

// A slow-body attack on the embedded mode (docs/decisions.md 124): one address opens many POSTs and sends their
// bodies a byte at a time. The gateway streams a body on as it arrives, so each held a socket to booking; 280 held
// all 256 and availability timed out for everyone. Here 300 come from 127.0.0.2 while a guest at 127.0.0.1 asks
// for availability.

const attackers = 300;
const bodyTimeoutMs = 3_000;

interface SlowCall {
  status: Promise<number | undefined>;
  stop(): void;
}

/** A POST whose body of 100 bytes comes one byte a second, from 127.0.0.2, on a connection of its own. */
function slowPost(port: number): SlowCall {
  const request = http.request({
    host: '127.0.0.1',
    port,
    localAddress: '127.0.0.2',
    method: 'POST',
    path: '/api/reservations',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': '100' },
  });
  const timer = setInterval(() => request.write(' '), 1_000);
  const status = new Promise<number | undefined>((resolve) => {
    request.on('response', (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    });
    request.on('error', () => resolve(undefined));
    request.on('close', () => {
      clearInterval(timer);
      resolve(undefined);
    });
  });
  request.flushHeaders();
  return { status, stop: () => request.destroy() };
}

/** A POST whose body is sent whole at once (as Nginx passes one on), from `localAddress`; its answer's status. */
function wholePost(port: number, localAddress: string, body: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/api/reservations', agent: false },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      },
    );
    request.on('error', () => resolve(undefined));
    request.setHeader('content-type', 'application/json');
    request.end(body);
  });
}

describe('slow bodies from one address', () => {
  let system: RunningSystem;
  beforeAll(async () => {
    system = await startRunningSystem({
      RATE_LIMIT_PUBLIC_POSTS: '100000',
      MAX_ARRIVING_BODIES_PER_ADDRESS: '8',
      BODY_TIMEOUT_MS: String(bodyTimeoutMs),
    });
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when 60 whole bodies from one address arrive at once (a shared Wi-Fi, or Nginx), then none is held off', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => wholePost(system.gateway.port, '127.0.0.3', JSON.stringify({ name: 'A' }))),
    );
    // Each is judged by booking (400: the form is incomplete), none refused for its body.
    expect(statuses.filter((status) => status !== 400)).toEqual([]);
  });

  it('when 300 POSTs send their bodies a byte a second, then a few are held for a bounded time, the rest refused, and another guest’s read answers', async () => {
    const calls = Array.from({ length: attackers }, () => slowPost(system.gateway.port));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const started = performance.now();
      const read = await fetch(`${system.base}/api/availability?date=2030-01-07&guests=2`, {
        signal: AbortSignal.timeout(5_000),
      });
      expect(read.status).toBe(200);
      console.log(`slow bodies: a guest's availability read answered in ${Math.round(performance.now() - started)} ms`);

      const statuses = await Promise.all(calls.map((call) => call.status));
      const count = (status: number) => statuses.filter((each) => each === status).length;
      // At most 8 bodies of that address on their way at once, each given 3 s: refused at once, or cut at 3 s.
      expect(count(429)).toBeGreaterThanOrEqual(attackers - 8 * 3);
      expect(count(408)).toBeGreaterThanOrEqual(1);
      expect(count(408) + count(429)).toBe(attackers);
    } finally {
      for (const call of calls) call.stop();
    }
  }, 30_000);
});
