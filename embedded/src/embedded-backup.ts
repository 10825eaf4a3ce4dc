import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { createLogger, loadConfig, runBackupCommand } from '@ristorante/kit';
import { startEmbeddedDatabase } from './embedded-database.js';
import { embeddedConfigSchema, repoRoot, startEmbedded } from './start-embedded.js';

const backupConfigSchema = embeddedConfigSchema.pick({ DATA_DIR: true, DATABASE_URL: true, EMBEDDED_PG_PORT: true }).extend({
  /** Where `make backup` writes its archives (git-ignored). */
  BACKUP_DIR: z.string().min(1).default(path.join(repoRoot, 'backups')),
});

const secretsSchema = z.object({ postgresPassword: z.string().min(1) });

/** Whether a PostgreSQL answers at `url` (the embedded one runs while `make start` does). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `make backup` and `make restore` for the embedded mode's install in DATA_DIR (docs/decisions.md 128): its
 * PostgreSQL (the one `make start` runs, or DATABASE_URL) and its media folder. A backup is taken while the site
 * runs; when it is stopped, its PostgreSQL is started for the command and stopped after it. A restore into a folder
 * with no install yet makes one first.
 */
export async function runEmbeddedBackupCommand(args: string[], rawEnv: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadConfig(backupConfigSchema, rawEnv);
  const mediaDir = path.join(config.DATA_DIR, 'media');
  if (config.DATABASE_URL) return runBackupCommand(args, { adminUrl: config.DATABASE_URL, mediaDir }, config.BACKUP_DIR);

  const secretsFile = path.join(config.DATA_DIR, 'secrets.json');
  const dataDir = path.join(config.DATA_DIR, 'postgres');
  if (!existsSync(secretsFile) || !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (args[0] !== 'restore') throw new Error(`no install in ${config.DATA_DIR}: nothing to back up`);
    // An empty install is made as `make start` makes it (its database, its services' tables), served to nobody,
    // and stopped again: the restore then replaces its seed data and the first admin it made.
    const made = await startEmbedded(
      { ...rawEnv, PORT: '0', HOST: '127.0.0.1', RENDER_MODULE: path.join(config.DATA_DIR, 'not-rendered'), LOG_LEVEL: 'error' },
      { announceFirstAdmin: false },
    );
    await made.stop();
  }
  const { postgresPassword } = secretsSchema.parse(JSON.parse(await readFile(secretsFile, 'utf8')));
  const adminUrl = `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${config.EMBEDDED_PG_PORT}/restaurant`;
  if (await answers(adminUrl)) return runBackupCommand(args, { adminUrl, mediaDir }, config.BACKUP_DIR);

  const database = await startEmbeddedDatabase({
    dataDir,
    port: config.EMBEDDED_PG_PORT,
    password: postgresPassword,
    logger: createLogger('backup', 'warn'),
  });
  try {
    return await runBackupCommand(args, { adminUrl: database.adminUrl, mediaDir }, config.BACKUP_DIR);
  } finally {
    await database.stop();
  }
}
