import { withClient, type Pool, type PoolClient } from './pool.js';

/**
 * Runs `work` only if no other process holds the session advisory lock `name` (one replica does a periodic job
 * at a time); answers undefined without waiting when it is taken. The lock is released whatever happens.
 */
export function withSessionLock<T>(pool: Pool, name: string, work: (client: PoolClient) => Promise<T>): Promise<T | undefined> {
  return withClient(pool, async (client) => {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name]);
    if (!rows[0]!.locked) return undefined;
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}
