import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, withTransaction, type Pool } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

// withTransaction's `beginWith` (docs/decisions.md 162): a first statement sent with BEGIN in one round trip must
// belong to the transaction as any other: a lock it takes is held until the commit or the rollback, not released
// when that statement ends.
let db: TestDatabase;
let pool: Pool;
const lockKey = 4_262_162;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool({ connectionString: await db.provision('notes'), schema: 'notes' });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

/** Whether some session holds the transaction's advisory lock, seen from another connection. */
async function lockHeld(): Promise<boolean> {
  const { rows } = await pool.query<{ held: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted) AS held",
    [lockKey],
  );
  return rows[0]!.held;
}

describe('a transaction that begins with a statement', () => {
  it('when the work runs, then the first statement’s lock is held in the transaction and let go at the commit', async () => {
    const seen = await withTransaction(
      pool,
      async (client) => {
        const before = await lockHeld();
        await client.query('SELECT 1');
        return { before, afterAStatement: await lockHeld() };
      },
      { beginWith: `SELECT pg_advisory_xact_lock(${lockKey})` },
    );
    expect(seen).toEqual({ before: true, afterAStatement: true });
    expect(await lockHeld()).toBe(false);
  });

  it('when the work fails, then it is rolled back with what the first statement did', async () => {
    await pool.query('CREATE TABLE IF NOT EXISTS begun (id int)');
    await expect(
      withTransaction(
        pool,
        async () => {
          expect(await lockHeld()).toBe(true);
          throw new Error('changed my mind');
        },
        { beginWith: `SELECT pg_advisory_xact_lock(${lockKey}); INSERT INTO begun VALUES (1)` },
      ),
    ).rejects.toThrow('changed my mind');
    expect(await lockHeld()).toBe(false);
    expect((await pool.query('SELECT count(*)::int AS count FROM begun')).rows).toEqual([{ count: 0 }]);
  });
});
