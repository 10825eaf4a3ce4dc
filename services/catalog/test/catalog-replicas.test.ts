import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, spawnService, type SpawnedService, type TestDatabase } from '@ristorante/kit/testing';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

let db: TestDatabase;
let replicas: SpawnedService[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await db.drop();
});

describe('catalog replicas starting together', () => {
  it('when four start at once on an empty schema, then it is migrated exactly once and all four are ready', async () => {
    const url = await db.provision('catalog');
    replicas = await Promise.all(
      [1, 2, 3, 4].map(() => spawnService(main, { DATABASE_URL: url, INTERNAL_AUTH_SECRET: 'internal-'.repeat(5) })),
    );

    for (const replica of replicas) {
      const ready = await fetch(`http://127.0.0.1:${replica.port}/readyz`);
      expect(ready.status).toBe(200);
      const menu = await fetch(`http://127.0.0.1:${replica.port}/api/menu`);
      expect(await menu.json()).toEqual([]);
    }
    const admin = new pg.Client({ connectionString: db.adminUrl });
    await admin.connect();
    const { rows } = await admin.query<{ name: string; runs: number }>(
      'SELECT name, count(*)::int AS runs FROM catalog.pgmigrations GROUP BY name',
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.runs === 1)).toBe(true);
    const applied = replicas.filter((replica) => replica.output().includes('migrations applied'));
    expect(applied).toHaveLength(1);
  });

  it('when DATABASE_URL is missing, then the service refuses to start and names the variable', async () => {
    await expect(spawnService(main, {}, { timeoutMs: 15_000 })).rejects.toThrow(/DATABASE_URL: is required but not set/);
  });
});
