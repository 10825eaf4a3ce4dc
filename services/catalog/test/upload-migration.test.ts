import { randomUUID } from 'node:crypto';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { galleryImageSchema } from '@ristorante/contracts';
import { createLogger } from '@ristorante/kit';
import { startedForTests } from '@ristorante/kit/testing';
import { defaultLimits } from '../src/media/image-pipeline.js';
import { createMediaStore } from '../src/media/media-store.js';
import { createPictureProcessor } from '../src/media/picture-processor.js';
import { createUploadMigration } from '../src/media/upload-migration.js';
import { startCatalogUnderTest } from './support/catalog-under-test.js';
import { phonePhoto, telltales } from './support/phone-photo.js';

/**
 * Uploads stored before the variants (docs/decisions.md 121): the original files, metadata and all, under
 * `<id>.<ext>`. The migration gives each its variants, removes the original, and can run again safely.
 */
const catalog = startedForTests(() => startCatalogUnderTest());

async function migrationOfThisCatalog() {
  const logger = createLogger('test', 'silent');
  const media = await createMediaStore(catalog.mediaDir);
  const processor = createPictureProcessor({
    logger,
    limits: defaultLimits,
    maxWaitMs: 60_000,
    jobTimeoutMs: 60_000,
    idleMs: 1_000,
  });
  catalog.onStop(() => processor.stop());
  return createUploadMigration({ pool: catalog.service.pool, media, processor, logger, relay: catalog.service.relay });
}

/** A file as the catalog stored uploads before: the bytes as they came, under a random name. */
async function legacyUpload(bytes: Uint8Array, extension: 'jpg' | 'png' | 'webp'): Promise<string> {
  const name = `${randomUUID()}.${extension}`;
  await writeFile(path.join(catalog.mediaDir, name), bytes);
  return `/api/media/${name}`;
}

async function galleryEntry(imageUrl: string, title: string) {
  const answer = await catalog.asAdmin('POST', '/api/gallery', {
    titleDe: title,
    altTextDe: `Ein Bild: ${title}`,
    imageUrl,
    category: 'food',
  });
  expect(answer.status).toBe(201);
  return galleryImageSchema.parse(await answer.json());
}

const pictureRows = async () =>
  (await catalog.sql<{ url: string }>('SELECT url FROM catalog.pictures ORDER BY url')).map((row) => row.url);
const volume = async () => (await readdir(catalog.mediaDir)).sort();

async function withoutMetadata(address: string) {
  const answer = await fetch(`${catalog.base}${address}`);
  expect(answer.status, address).toBe(200);
  const bytes = Buffer.from(await answer.arrayBuffer());
  expect(await exifr.parse(bytes, { tiff: true, gps: true }).catch(() => undefined), address).toBeUndefined();
  const { exif, xmp, iptc } = await sharp(bytes).metadata();
  expect([exif, xmp, iptc], address).toEqual([undefined, undefined, undefined]);
  expect(
    telltales.filter((word) => bytes.toString('latin1').includes(word)),
    address,
  ).toEqual([]);
  return bytes;
}

// Pictures are made by a worker at the lowest CPU priority (docs/decisions.md 121): beside a full run's other suites
// it waits its turn, so these tests get minutes, not the default 30 s.
describe('the migration of uploads from before the variants', { timeout: 120_000 }, () => {
  it('when it runs, then each gets its variants and loses its original; run again, it changes nothing', async () => {
    const photoUrl = await legacyUpload(await phonePhoto({ width: 1600, height: 1200, orientation: 6 }), 'jpg');
    const pngUrl = await legacyUpload(
      await sharp(await phonePhoto({ width: 700, height: 500 }))
        .png()
        .toBuffer(),
      'png',
    );
    const photoEntry = await galleryEntry(photoUrl, 'Altes Foto');
    const pngEntry = await galleryEntry(pngUrl, 'Altes PNG');
    // Before: no picture known, so the pages show the address as it is.
    expect(photoEntry.picture).toBeNull();
    await catalog.quiet();
    catalog.published.length = 0;

    const migration = await migrationOfThisCatalog();
    expect((await migration.runAll()).sort()).toEqual([photoUrl, pngUrl].sort());
    const idOf = (url: string) => path.basename(url).replace(/\.\w+$/, '');
    expect(await volume()).toEqual([idOf(photoUrl), idOf(pngUrl)].sort());
    expect(await pictureRows()).toEqual([photoUrl, pngUrl].sort());

    const gallery = galleryImageSchema.array().parse(await (await fetch(`${catalog.base}/api/gallery`)).json());
    expect(gallery.find((entry) => entry.id === photoEntry.id)?.picture).toMatchObject({ width: 1200, height: 1600 });
    expect(gallery.find((entry) => entry.id === pngEntry.id)?.picture).toMatchObject({ width: 700, height: 500 });
    // The pages are told: each entry showing a migrated picture changed.
    await catalog.quiet();
    const changed = catalog.published
      .filter((event) => event.type === 'catalog.content_changed')
      .map((event) => (event.payload as { id: string }).id);
    expect(changed.sort()).toEqual([photoEntry.id, pngEntry.id].sort());

    // Its own address serves its widest JPEG now, upright and without metadata; the variants likewise.
    const own = await withoutMetadata(photoUrl);
    expect(await sharp(own).metadata()).toMatchObject({ width: 1200, height: 1600 });
    await withoutMetadata(`/api/media/${idOf(photoUrl)}/640.avif`);

    const setBefore = await stat(path.join(catalog.mediaDir, idOf(photoUrl), 'picture.json'));
    expect(await migration.runAll()).toEqual([]);
    expect(await volume()).toEqual([idOf(photoUrl), idOf(pngUrl)].sort());
    expect(await pictureRows()).toEqual([photoUrl, pngUrl].sort());
    expect((await stat(path.join(catalog.mediaDir, idOf(photoUrl), 'picture.json'))).mtimeMs).toBe(setBefore.mtimeMs);
  });

  it('when a guest asks for an upload not migrated yet, then it is made for them first; the original is never served', async () => {
    const url = await legacyUpload(await phonePhoto({ width: 900, height: 600 }), 'jpg');
    await galleryEntry(url, 'Noch nicht umgestellt');
    const served = await withoutMetadata(url);
    expect((await sharp(served).metadata()).width).toBe(900);
    expect(await volume()).toContain(path.basename(url, '.jpg'));
    expect(await volume()).not.toContain(path.basename(url));
    expect(await pictureRows()).toContain(url);
  });

  it('when a crash left a finished set beside its original, then the set is recorded as it is, not made again', async () => {
    const url = await legacyUpload(await phonePhoto({ width: 800, height: 600 }), 'jpg');
    const migration = await migrationOfThisCatalog();
    // The set made, then the crash: no row, the original still there.
    expect(await migration.ensure(url)).toBe(true);
    await catalog.sql('DELETE FROM catalog.pictures WHERE url = $1', [url]);
    await writeFile(path.join(catalog.mediaDir, path.basename(url)), await phonePhoto({ width: 800, height: 600 }));
    const record = path.join(catalog.mediaDir, path.basename(url, '.jpg'), 'picture.json');
    const before = (await stat(record)).mtimeMs;

    expect(await migration.runAll()).toEqual([url]);
    expect(await pictureRows()).toContain(url);
    expect(await volume()).not.toContain(path.basename(url));
    expect((await stat(record)).mtimeMs).toBe(before);
  });

  it('when an old file cannot be decoded, then it is kept (not served) and the migration goes on', async () => {
    const broken = await legacyUpload(new TextEncoder().encode('not a picture at all, just words'), 'png');
    const fine = await legacyUpload(await phonePhoto({ width: 640, height: 480 }), 'jpg');
    const migration = await migrationOfThisCatalog();
    expect(await migration.runAll()).toEqual([fine]);
    expect(await volume()).toContain(path.basename(broken));
    expect((await fetch(`${catalog.base}${broken}`)).status).toBe(404);
    expect(await pictureRows()).not.toContain(broken);
  });
});
