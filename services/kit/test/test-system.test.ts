import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestSystem, testPostgresAdminUrl, type TestSystem } from '../src/testing/index.js';

/** Whether the test PostgreSQL still has this database, and roles named after it. */
async function leftOf(name: string): Promise<{ databases: number; roles: number }> {
  const client = new pg.Client({ connectionString: testPostgresAdminUrl() });
  await client.connect();
  try {
    const databases = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    const roles = await client.query('SELECT 1 FROM pg_roles WHERE rolname LIKE $1', [`${name}%`]);
    return { databases: databases.rowCount ?? 0, roles: roles.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}

/** A process that only counts how often it is stopped. */
const counted = () => {
  const stops = { count: 0 };
  const process = {
    name: 'counted',
    schema: 'counted',
    config: z.object({ DATABASE_URL: z.string() }),
    start: async () => ({ port: 1, stop: async () => void stops.count++ }),
  };
  return { stops, process };
};

describe('the test system (the one harness of the services’ tests)', () => {
  it('when it stops, then its database, its roles and its folders are gone, its processes stopped', async () => {
    const system = await startTestSystem();
    const { stops, process } = counted();
    await system.start(process);
    const dir = await system.tempDir('harness-');
    expect(await leftOf(system.db.name)).toEqual({ databases: 1, roles: 1 });
    await system.stop();
    expect(stops.count).toBe(1);
    expect(existsSync(dir)).toBe(false);
    expect(await leftOf(system.db.name)).toEqual({ databases: 0, roles: 0 });
  });

  it('when its setup fails, then what the setup started is stopped before the error is passed on', async () => {
    let started: TestSystem | undefined;
    let dir = '';
    const { stops, process } = counted();
    const failing = startTestSystem({}, async (system) => {
      started = system;
      await system.start(process);
      dir = await system.tempDir('harness-');
      throw new Error('the setup broke');
    });
    await expect(failing).rejects.toThrow('the setup broke');
    expect(stops.count).toBe(1);
    expect(existsSync(dir)).toBe(false);
    expect(await leftOf(started!.db.name)).toEqual({ databases: 0, roles: 0 });
  });

  it('when a test stopped a process itself, then the system does not stop it again; a schema is provisioned once', async () => {
    const system = await startTestSystem();
    const { stops, process } = counted();
    const first = await system.start(process);
    await first.stop();
    await first.stop();
    // A restart on the same schema: the same role and URL, not a second one.
    const url = await system.provision('counted');
    await system.start(process);
    expect(await system.provision('counted')).toBe(url);
    await system.stop();
    expect(stops.count).toBe(2);
  });
});
