import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { provisionServiceDatabase, serviceDatabaseUrl } from '../db/provision.js';
import { testPostgresAdminUrl } from './infra-urls.js';

export const testDatabasePrefix = 'rt_';

export interface TestDatabase {
  name: string;
  /** Superuser URL of this database (for test setup and inspection only). */
  adminUrl: string;
  /** Provisions a service's schema and its own role (named after this database), returns the role's URL. */
  provision(schema: string): Promise<string>;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, so files run in parallel and never see each other's rows. Roles
 * are cluster-wide, so each carries the database's name too. `drop` removes both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testPostgresAdminUrl();
  const name = `${testDatabasePrefix}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const adminUrl = url.toString();
  const roles: string[] = [];
  return {
    name,
    adminUrl,
    async provision(schema) {
      const service = { schema, role: `${name}_${schema}`, password: randomBytes(18).toString('base64url') };
      await provisionServiceDatabase(adminUrl, service);
      roles.push(service.role);
      return serviceDatabaseUrl(adminUrl, service);
    },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // Pools that were just ended may still be closing their connections: a forced drop would answer those
        // with a FATAL nobody listens for any more. Give them a moment; force only what is really left.
        for (let waited = 0; waited < 1_000; waited += 50) {
          const { rows } = await client.query<{ open: number }>(
            'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]!.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        for (const role of roles) await client.query(`DROP ROLE IF EXISTS ${client.escapeIdentifier(role)}`);
      } finally {
        await client.end();
      }
    },
  };
}

/** One query on a connection of its own, closed after it (for a database no pool of the test holds). */
export async function queryOnce<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
