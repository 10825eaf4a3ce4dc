import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import { backupManifestSchema, type BackupManifest } from './backup-manifest.js';
import { loadSchemas, migrationsOf, schemasOf } from './database-snapshot.js';
import { listMedia } from './media-listing.js';

export interface RestoreOptions {
  /** An administrator's URL of the install's database. */
  adminUrl: string;
  /** The install's media folder: its contents are replaced by the archive's. */
  mediaDir: string;
  /** The archive `createBackup` wrote. */
  file: string;
}

/** Why a restore will not begin; nothing was changed. */
export class RestoreRefused extends Error {}

/**
 * Brings an archive back into an install (docs/decisions.md 128). It refuses, changing nothing, while anything
 * else is connected to the database (the services must be stopped) and unless every schema of the archive is
 * there with the same migrations applied (an install of the same version, started once so its services made their
 * tables). Then the rows are replaced in one transaction (all of the database, or none of it), and the media
 * folder's contents after it; a restore that fails on the media can simply be run again.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'restaurant-restore-'));
  try {
    await extract({ file: options.file, cwd: staging, filter: (entry) => !entry.startsWith('media/') });
    const manifest = backupManifestSchema.parse(JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')));

    const client = new pg.Client({ connectionString: options.adminUrl, application_name: 'restore' });
    await client.connect();
    try {
      await refuseUnlessReady(client, manifest);
      await client.query('BEGIN');
      try {
        await loadSchemas(client, path.join(staging, 'database'), manifest.schemas);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      await client.end();
    }

    await mkdir(options.mediaDir, { recursive: true });
    for (const entry of await readdir(options.mediaDir))
      await rm(path.join(options.mediaDir, entry), { recursive: true, force: true });
    await extract({ file: options.file, cwd: options.mediaDir, strip: 1, filter: (entry) => entry.startsWith('media/') });
    const media = await listMedia(options.mediaDir);
    if (media.length !== manifest.media.files)
      throw new Error(`${media.length} media files restored, the backup holds ${manifest.media.files}`);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function refuseUnlessReady(client: pg.ClientBase, manifest: BackupManifest): Promise<void> {
  const { rows: connected } = await client.query<{ who: string; count: number }>(
    `SELECT coalesce(nullif(application_name, ''), usename) AS who, count(*)::int AS count FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
     GROUP BY 1 ORDER BY 1`,
  );
  if (connected.length > 0)
    throw new RestoreRefused(
      `the database is in use (${connected.map((row) => `${row.who}: ${row.count}`).join(', ')}): stop the install's services first`,
    );
  const present = new Set(await schemasOf(client));
  for (const schema of manifest.schemas) {
    const here = present.has(schema.name) ? await migrationsOf(client, schema.name) : {};
    if (Object.keys(here).length === 0)
      throw new RestoreRefused(
        `the schema ${schema.name} has no tables here: start the install once with the version that took the backup, stop it, then restore`,
      );
    for (const table of new Set([...Object.keys(schema.migrations), ...Object.keys(here)])) {
      const names = schema.migrations[table] ?? [];
      const mine = here[table] ?? [];
      if (mine.join('\n') !== names.join('\n')) {
        const first = names.find((name, index) => mine[index] !== name) ?? mine[names.length];
        throw new RestoreRefused(
          `${schema.name}.${table} differs from the backup's (first at ${first ?? 'the end'}): restore with the version that took the backup`,
        );
      }
    }
  }
}
