import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKeys, spawnService, startTestSystem, type SpawnedService, type TestSystem } from '@ristorante/kit/testing';
import { readSeedContent } from '../src/seed/seed-content.js';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

let system: TestSystem;
let mediaDir: string;
let replicas: SpawnedService[] = [];

beforeAll(async () => {
  system = await startTestSystem();
  mediaDir = await system.tempDir('catalog-media-');
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await system?.stop();
});

describe('catalog replicas starting together', () => {
  it('when four start at once on an empty schema, then it is migrated exactly once and all four are ready', async () => {
    const url = await system.provision('catalog');
    const env = { DATABASE_URL: url, ...testKeys.env.catalog, MEDIA_DIR: mediaDir };
    replicas = await Promise.all([1, 2, 3, 4].map(() => spawnService(main, env)));

    const seeded = (await readSeedContent()).menuItems.length;
    for (const replica of replicas) {
      const ready = await fetch(`http://127.0.0.1:${replica.port}/readyz`);
      expect(ready.status).toBe(200);
      const menu = (await (await fetch(`http://127.0.0.1:${replica.port}/api/menu`)).json()) as unknown[];
      expect(menu).toHaveLength(seeded);
    }
    const rows = await system.sql<{ name: string; runs: number }>(
      'SELECT name, count(*)::int AS runs FROM catalog.pgmigrations GROUP BY name',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.runs === 1)).toBe(true);
    const applied = replicas.filter((replica) => replica.output().includes('migrations applied'));
    expect(applied).toHaveLength(1);
    // The seed content went in once, by one replica, however the four raced for it.
    expect(replicas.filter((replica) => replica.output().includes('catalog seeded'))).toHaveLength(1);
  });

  it('when DATABASE_URL is missing, then the service refuses to start and names the variable', async () => {
    await expect(spawnService(main, {}, { timeoutMs: 15_000 })).rejects.toThrow(/DATABASE_URL: is required but not set/);
  });
});
