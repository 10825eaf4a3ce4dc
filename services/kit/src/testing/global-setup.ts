import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { resolveBroker, resolvePostgres } from './resolve-infra.js';
import { testDatabasePrefix } from './test-database.js';

/** Test databases of runs that ended without cleaning up (a killed run) are dropped after this long. */
const staleAfterSeconds = 3600;

async function dropStaleTestDatabases(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${testDatabasePrefix}%`,
    ]);
    const cutoff = Math.floor(Date.now() / 1000) - staleAfterSeconds;
    for (const { datname } of rows) {
      const created = Number(datname.split('_')[1]);
      if (created && created < cutoff) {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
        const roles = await client.query<{ rolname: string }>('SELECT rolname FROM pg_roles WHERE rolname LIKE $1', [
          `${datname}%`,
        ]);
        for (const { rolname } of roles.rows) await client.query(`DROP ROLE IF EXISTS ${client.escapeIdentifier(rolname)}`);
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * Finds PostgreSQL and RabbitMQ once per run and hands their URLs to every test file. Where a broker is
 * required (CI sets REQUIRE_BROKER=1), its absence fails the run instead of skipping the broker tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await resolvePostgres();
  const broker = await resolveBroker();
  if (!broker.url && process.env.REQUIRE_BROKER === '1') {
    await postgres.stop?.();
    throw new Error(`REQUIRE_BROKER=1 but ${'reason' in broker ? broker.reason : 'no broker'}`);
  }
  await dropStaleTestDatabases(postgres.url);
  project.provide('pgAdminUrl', postgres.url);
  project.provide('amqpUrl', broker.url ?? '');
  project.provide('brokerMissingReason', 'reason' in broker ? broker.reason : '');
  console.log(`[tests] PostgreSQL: ${postgres.source}; RabbitMQ: ${'source' in broker ? broker.source : broker.reason}`);
  return async () => {
    await postgres.stop?.();
    if ('stop' in broker) await broker.stop?.();
  };
}
