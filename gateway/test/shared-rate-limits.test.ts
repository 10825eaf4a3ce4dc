import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  spawnService,
  startTcpProxy,
  startTestSystem,
  testKeyEnvFor,
  viaProxy,
  type SpawnedService,
  type TestSystem,
} from '@ristorante/kit/testing';
import { inboxProcess } from '../../services/inbox/test/support/inbox-under-test.js';
import { gatewayProcess, startGatewayFor } from './support/gateway-process.js';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const nobody = 'http://127.0.0.1:9';

const limit = { RATE_LIMIT_PUBLIC_POSTS: '3', RATE_LIMIT_WINDOW_MS: '60000' };

/** A contact form sent through `base`; an empty one, so the inbox answers 400 and nothing is stored. */
const sendForm = async (base: string) => (await fetch(`${base}/api/contact`, { method: 'POST', body: '{}' })).status;

// The per-address limits hold across replicas (docs/decisions.md 118): two gateways on one database count against
// one limit, so scaling the gateway does not multiply what one address may send.
describe('rate limits shared by gateway replicas', () => {
  let system: TestSystem;
  let first: string;
  let second: string;
  let inboxBase: string;

  beforeAll(async () => {
    system = await startTestSystem();
    const inbox = await system.start(inboxProcess());
    inboxBase = inbox.base;
    // Two replicas, each its own Node process as `--scale gateway=2` runs them, both on the gateway schema.
    const env = {
      ...testKeyEnvFor('gateway'),
      ...limit,
      DATABASE_URL: await system.provision('gateway'),
      INBOX_URL: inbox.base,
      CATALOG_URL: nobody,
      BOOKING_URL: nobody,
      AUTH_URL: nobody,
      HOST: '127.0.0.1',
    };
    const replicas: SpawnedService[] = await Promise.all([spawnService(main, env), spawnService(main, env)]);
    system.onStop(() => Promise.all(replicas.map((replica) => replica.stop())));
    [first, second] = replicas.map((replica) => `http://127.0.0.1:${replica.port}`) as [string, string];
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when one address sends three forms through two gateways, then the fourth is refused by either', async () => {
    expect([await sendForm(first), await sendForm(second), await sendForm(first)]).toEqual([400, 400, 400]);
    const refused = await fetch(`${second}/api/contact`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await sendForm(first)).toBe(429);
    expect(await system.sql('SELECT points FROM gateway.rate_limits')).toEqual([{ points: 5 }]);
  });

  it('when the gateways have no database, then each counts alone (what sharing prevents)', async () => {
    const lone = [await startGatewayFor({ inbox: inboxBase }, limit), await startGatewayFor({ inbox: inboxBase }, limit)];
    try {
      const statuses = [];
      for (let round = 0; round < 3; round++) for (const gateway of lone) statuses.push(await sendForm(gateway.base));
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
      expect(await sendForm(lone[0]!.base)).toBe(429);
    } finally {
      for (const gateway of lone) await gateway.stop();
    }
  });

  it('when the database stops answering, then the forms are still answered, and limited in memory', async () => {
    const target = new URL(await system.provision('gateway'));
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    system.onStop(() => proxy.close());
    const gateway = await system.start({
      ...gatewayProcess({ inbox: inboxBase }, limit),
      databaseUrl: (url: string) => viaProxy(url, proxy),
    });
    // A silent network, the worst case: connections stay open and nothing comes back.
    proxy.freeze();
    try {
      expect([await sendForm(gateway.base), await sendForm(gateway.base), await sendForm(gateway.base)]).toEqual([400, 400, 400]);
      expect(await sendForm(gateway.base)).toBe(429);
    } finally {
      proxy.restore();
    }
  });
});
