import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runner } from 'node-pg-migrate';
import type { Logger } from '../logging/logger.js';

/** The kit's own tables that a service adopts (today: the outbox), each migrated as a track of its own. */
const kitTracks = {
  outbox: fileURLToPath(new URL('../../migrations/outbox', import.meta.url)),
} as const;

export interface MigrateOptions {
  /** The service role's URL: migrations run as the schema's owner, never as a superuser. */
  connectionString: string;
  schema: string;
  /** The service's folder of node-pg-migrate SQL files. */
  dir: string;
  /** Kit tables this service needs, migrated before its own. */
  include?: (keyof typeof kitTracks)[];
  logger: Logger;
}

/**
 * Brings the schema up to date. Safe when several replicas start at once: each waits on a blocking advisory
 * lock of its schema (node-pg-migrate's own lock fails instead of waiting), and whoever comes second finds
 * nothing left to run.
 */
export async function migrate({ connectionString, schema, dir, include = [], logger }: MigrateOptions): Promise<string[]> {
  const client = new pg.Client({ connectionString, options: `-c search_path=${schema}` });
  // A connection lost while waiting for the lock fails the query too; without a listener it would crash the process.
  client.on('error', (error) => logger.warn({ err: error }, 'migration connection lost'));
  await client.connect();
  const lockKey = `migrate:${schema}`;
  const log = logger.child({ component: 'migrate', schema });
  const quiet = {
    debug: () => undefined,
    info: () => undefined,
    warn: (m: string) => log.warn(m),
    error: (m: string) => log.error(m),
  };
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    const tracks = [
      ...include.map((track) => ({ dir: kitTracks[track], table: `pgmigrations_${track}` })),
      { dir, table: 'pgmigrations' },
    ];
    const applied: string[] = [];
    for (const track of tracks) {
      const ran = await runner({
        dbClient: client,
        dir: track.dir,
        migrationsTable: track.table,
        schema,
        migrationsSchema: schema,
        createSchema: false,
        createMigrationsSchema: false,
        direction: 'up',
        noLock: true,
        checkOrder: true,
        logger: quiet,
      });
      applied.push(...ran.map((migration) => migration.name));
    }
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
    await client.end();
  }
}
