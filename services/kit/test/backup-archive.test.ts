import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup, RestoreRefused } from '../src/index.js';
import { createTestDatabase, queryOnce, type TestDatabase } from '../src/testing/index.js';

/**
 * The backup archive on two databases of the real PostgreSQL (docs/decisions.md 128): what makes a backup begin
 * again, and what makes a restore refuse before it changes anything. The whole round trip under load is
 * embedded/test/backup-restore.test.ts.
 */
const upload = '0f6b2a57-3d1e-4c9a-9b8e-2f4a6c8d0e1f';

/** A schema as a service's migrations leave it: a history table and one table of rows, with a generated column. */
const schemaOf = (migrations: string[]) => `
  CREATE SCHEMA catalog;
  CREATE TABLE catalog.pgmigrations (id serial PRIMARY KEY, name text NOT NULL, run_on timestamp NOT NULL DEFAULT now());
  INSERT INTO catalog.pgmigrations (name) VALUES ${migrations.map((name) => `('${name}')`).join(', ')};
  CREATE TABLE catalog.pictures (url text PRIMARY KEY, width int NOT NULL, twice int GENERATED ALWAYS AS (width * 2) STORED);
  CREATE TABLE catalog.notes (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body text NOT NULL);`;

let source: TestDatabase;
let target: TestDatabase;
let dir: string;
beforeEach(async () => {
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  dir = await mkdtemp(path.join(tmpdir(), 'backup-archive-'));
});
afterEach(async () => {
  await Promise.all([source.drop(), target.drop()]);
  await rm(dir, { recursive: true, force: true });
});

const sql = <Row extends pg.QueryResultRow>(db: TestDatabase, text: string) => queryOnce<Row>(db.adminUrl, text);

async function withPicture(mediaDir: string) {
  await sql(source, schemaOf(['1_create']));
  await sql(source, `INSERT INTO catalog.pictures (url, width) VALUES ('/api/media/${upload}.jpg', 640)`);
  await sql(source, "INSERT INTO catalog.notes (body) VALUES ('line one\nline two'), ('ünïcödé \"quoted\"')");
  await mkdir(path.join(mediaDir, upload), { recursive: true });
  await writeFile(path.join(mediaDir, upload, 'picture.json'), '{}');
  await writeFile(path.join(mediaDir, upload, '640.jpg'), 'jpeg bytes');
}

describe('backup archives', () => {
  it('when restored into the same schema, then rows, identities, generated columns and media come back as they were', async () => {
    const media = path.join(dir, 'media');
    await withPicture(media);
    const { file, manifest } = await createBackup({ adminUrl: source.adminUrl, mediaDir: media, backupDir: dir });
    expect(manifest.media).toEqual({ files: 2, bytes: 12, uploads: 1 });

    await sql(target, schemaOf(['1_create']));
    await sql(target, "INSERT INTO catalog.notes (body) VALUES ('seed row the restore replaces')");
    const restoredMedia = path.join(dir, 'restored-media');
    await mkdir(restoredMedia);
    await writeFile(path.join(restoredMedia, 'stale.jpg'), 'old');
    await restoreBackup({ adminUrl: target.adminUrl, mediaDir: restoredMedia, file });

    expect(await sql(target, 'SELECT id::int, body FROM catalog.notes ORDER BY id')).toEqual([
      { id: 1, body: 'line one\nline two' },
      { id: 2, body: 'ünïcödé "quoted"' },
    ]);
    expect(await sql(target, 'SELECT twice FROM catalog.pictures')).toEqual([{ twice: 1280 }]);
    // The identity goes on after the restored rows, never handing out a number again.
    expect(await sql(target, "INSERT INTO catalog.notes (body) VALUES ('new') RETURNING id::int")).toEqual([{ id: 3 }]);
    expect((await readdir(restoredMedia)).sort()).toEqual([upload]);
    expect((await readdir(path.join(restoredMedia, upload))).sort()).toEqual(['640.jpg', 'picture.json']);
  });

  it('when a picture the snapshot names has no files, then it begins again, and gives up saying why', async () => {
    const media = path.join(dir, 'media');
    await withPicture(media);
    await rm(path.join(media, upload), { recursive: true });
    await expect(createBackup({ adminUrl: source.adminUrl, mediaDir: media, backupDir: dir, attempts: 2 })).rejects.toThrow(
      /pictures kept being deleted .*\(2 attempts\)/,
    );
    // Nothing half-written is left behind.
    expect(await readdir(dir)).toEqual(['media']);
  });

  it('when the install has other migrations, no tables, or a client connected, then the restore refuses and changes nothing', async () => {
    const media = path.join(dir, 'media');
    await withPicture(media);
    const { file } = await createBackup({ adminUrl: source.adminUrl, mediaDir: media, backupDir: dir });
    const restore = () => restoreBackup({ adminUrl: target.adminUrl, mediaDir: path.join(dir, 'other-media'), file });

    await expect(restore()).rejects.toThrow(/schema catalog has no tables here: start the install once/);
    await sql(target, schemaOf(['1_create', '2_newer']));
    await sql(target, "INSERT INTO catalog.notes (body) VALUES ('kept')");
    await expect(restore()).rejects.toThrow(/catalog.pgmigrations differs from the backup's \(first at 2_newer\)/);

    await sql(target, "DELETE FROM catalog.pgmigrations WHERE name = '2_newer'");
    const service = new pg.Client({ connectionString: target.adminUrl, application_name: 'catalog' });
    await service.connect();
    try {
      const refused = await restore().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RestoreRefused);
      expect((refused as Error).message).toMatch(/in use \(catalog: 1\): stop the install's services first/);
    } finally {
      await service.end();
    }
    expect(await sql(target, 'SELECT body FROM catalog.notes')).toEqual([{ body: 'kept' }]);
  });
});
