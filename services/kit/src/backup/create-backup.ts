import { chmod, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { create } from 'tar';
import { backupFormat, type BackupManifest } from './backup-manifest.js';
import { dumpSchemas } from './database-snapshot.js';
import { listMedia } from './media-listing.js';
import { uploadsNamedIn } from './uploads-in-snapshot.js';

export interface BackupOptions {
  /** An administrator's URL of the database (every schema is read). */
  adminUrl: string;
  /** The uploaded media's folder (the catalog's MEDIA_DIR). */
  mediaDir: string;
  /** Where the archive goes; made when missing. */
  backupDir: string;
  /** How often to begin again when a picture went between the snapshot and the copy of its files. */
  attempts?: number;
  now?: () => Date;
}

export interface TakenBackup {
  file: string;
  manifest: BackupManifest;
}

/** `restaurant-20261127-231502Z.tar.gz`: sorts by time, and says it is UTC. */
const archiveName = (at: Date) =>
  `restaurant-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/**
 * One consistent archive of a whole install (docs/decisions.md 128): `manifest.json`, every schema's rows read in
 * one snapshot (`database/`), and the uploaded media (`media/`), listed after the snapshot so every picture it
 * names is there; should one have been deleted in between, it begins again. Guests keep booking meanwhile: a
 * REPEATABLE READ snapshot blocks no writer. Written beside its name and renamed, so a file of that name is whole.
 */
export async function createBackup(options: BackupOptions): Promise<TakenBackup> {
  const attempts = options.attempts ?? 3;
  // An archive holds guests' data: readable by its owner alone, as the database's files are.
  await mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  for (let attempt = 1; ; attempt++) {
    const staging = await mkdtemp(path.join(options.backupDir, '.staging-'));
    try {
      const taken = await archiveOnce(options, staging);
      if (taken) return taken;
      if (attempt >= attempts)
        throw new Error(`pictures kept being deleted while their files were copied (${attempts} attempts): try again later`);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
}

/** One try: the archive, or undefined when a picture the snapshot names had gone by the time its files were listed. */
async function archiveOnce(options: BackupOptions, staging: string): Promise<TakenBackup | undefined> {
  const createdAt = (options.now ?? (() => new Date()))();
  const client = new pg.Client({ connectionString: options.adminUrl, application_name: 'backup' });
  await client.connect();
  let schemas: BackupManifest['schemas'];
  let needed: string[];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    schemas = await dumpSchemas(client, path.join(staging, 'database'));
    needed = await uploadsNamedIn(client);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  const media = await listMedia(options.mediaDir);
  const listed = new Set(media.map((file) => file.name));
  if (needed.some((name) => !listed.has(name))) return undefined;

  const manifest: BackupManifest = {
    format: backupFormat,
    createdAt: createdAt.toISOString(),
    schemas,
    media: { files: media.length, bytes: media.reduce((sum, file) => sum + file.bytes, 0), uploads: needed.length },
  };
  await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
  // The media are packed from where they are, through a link (no second copy of a large folder).
  await symlink(path.resolve(options.mediaDir), path.join(staging, 'media'));
  const file = path.join(options.backupDir, archiveName(createdAt));
  const partial = `${file}.partial`;
  let vanished = false;
  const packed = create(
    {
      gzip: true,
      file: partial,
      cwd: staging,
      follow: true,
      portable: true,
      onwarn: (code, message) => {
        // A listed file deleted before it was packed: an upload no longer used, removed by the catalog meanwhile.
        if (/ENOENT/.test(`${code} ${message}`)) vanished = true;
        else throw new Error(`${code}: ${message}`);
      },
    },
    ['manifest.json', 'database', ...media.map((entry) => `media/${entry.name}`)],
  );
  await packed.catch(async (error: unknown) => {
    await rm(partial, { force: true });
    throw error;
  });
  if (vanished) {
    await rm(partial, { force: true });
    return undefined;
  }
  await chmod(partial, 0o600);
  await rename(partial, file);
  return { file, manifest };
}
