import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, systemStatusSchema } from '@ristorante/contracts';
import { waitFor } from '@ristorante/kit/testing';
import { startGatewayFor } from './support/gateway-process.js';

// Misbehaving upstreams, each standing in for a service in one fault: slow, broken, or not speaking JSON.
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

async function gatewayFor(urls: { catalog?: string; worker?: string }): Promise<string> {
  const gateway = await startGatewayFor({ catalog: urls.catalog }, urls.worker ? { WORKER_URL: urls.worker } : {});
  cleanups.push(() => gateway.stop());
  return gateway.base;
}

describe('gateway when a service misbehaves', () => {
  it('when the guest aborts a slow call, then the service receives it once, never a second time', async () => {
    let received = 0;
    const slow = http.createServer((_req, res) => {
      received += 1;
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'), 300).unref();
    });
    slow.keepAliveTimeout = 60_000;
    const base = await gatewayFor({ catalog: await listen(slow) });
    cleanups.push(async () => slow.closeAllConnections());

    expect((await fetch(`${base}/api/menu`)).status).toBe(200); // warms a kept-alive connection
    const aborted = fetch(`${base}/api/menu`, { signal: AbortSignal.timeout(50) });
    await expect(aborted).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toBe(2);
  });

  it('when a service breaks the connection off, then the call answers 502 in JSON', async () => {
    const rude = net.createServer((socket) => socket.destroy());
    const base = await gatewayFor({ catalog: await listen(rude) });
    const answer = await fetch(`${base}/api/menu`);
    expect(answer.status).toBe(502);
    expect(errorResponseSchema.parse(await answer.json()).error).toBe('The catalog service failed to answer. Please try again.');
  });

  it('when a readiness answer is not JSON, then the status says fail and the gateway keeps serving', async () => {
    const html = http.createServer((_req, res) =>
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>'),
    );
    const base = await gatewayFor({ worker: await listen(html) });
    for (let i = 0; i < 2; i++) {
      const status = systemStatusSchema.parse(await (await fetch(`${base}/api/status`)).json());
      expect(status.status).toBe('degraded');
      expect(status.services['notification-worker']).toEqual({ status: 'fail', checks: {} });
    }
    await waitFor('the gateway still answering', async () => ((await fetch(`${base}/healthz`)).ok ? true : undefined));
  });
});
