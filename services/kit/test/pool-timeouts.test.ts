import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, withTransaction, type Pool } from '../src/index.js';
import { createTestDatabase, startTcpProxy, viaProxy, type TcpProxy, type TestDatabase } from '../src/testing/index.js';

let db: TestDatabase;
let url: string;
let proxy: TcpProxy;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  url = await db.provision('notes');
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(url).port || 5432) });
  pool = createPool({ connectionString: viaProxy(url, proxy), schema: 'notes', statementTimeoutMs: 300 });
  pool.on('error', () => undefined);
});
afterAll(async () => {
  proxy.restore();
  await pool.end();
  await proxy.close();
  await db.drop();
});

describe('the pool bounds every wait', () => {
  it('when a statement runs past its limit, then PostgreSQL cancels it and the pool goes on', async () => {
    const started = Date.now();
    await expect(pool.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('when the answer never comes (a silent network), then the query fails rather than hanging', async () => {
    await pool.query('SELECT 1');
    proxy.freeze();
    const started = Date.now();
    await expect(pool.query('SELECT 1')).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(4_000);
    proxy.restore();
  });

  it('when a pooled connection opens, then PostgreSQL will end a transaction of it left idle for a minute', async () => {
    const limited = createPool({ connectionString: url, schema: 'notes' });
    limited.on('error', () => undefined);
    try {
      const { rows } = await limited.query<{ setting: string }>(
        "SELECT setting FROM pg_settings WHERE name = 'idle_in_transaction_session_timeout'",
      );
      expect(Number(rows[0]!.setting)).toBe(60_000);
      await expect(withTransaction(limited, async (client) => (await client.query('SELECT 1 AS one')).rows)).resolves.toEqual([
        { one: 1 },
      ]);
    } finally {
      await limited.end();
    }
  });
});
