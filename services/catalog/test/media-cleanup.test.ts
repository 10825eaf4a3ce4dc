import { mkdir, readFile, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { galleryImageSchema, uploadedImageSchema } from '@ristorante/contracts';
import { createLogger } from '@ristorante/kit';
import { startedForTests } from '@ristorante/kit/testing';
import { sweepUnusedUploads } from '../src/media/media-cleanup.js';
import { createMediaStore } from '../src/media/media-store.js';
import { menuItemForm, startCatalogUnderTest } from './support/catalog-under-test.js';

/** Uploaded files nothing shows are removed (docs/decisions.md 90); the seed's and the ones in use never. */
// The hourly sweep is driven by hand here.
const catalog = startedForTests(() => startCatalogUnderTest({ MEDIA_SWEEP_INTERVAL_MS: String(24 * 3_600_000) }));

const png = () => readFile(new URL('./fixtures/terracotta-plate.png', import.meta.url));
async function upload(): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([await png()], { type: 'image/png' }), 'plate.png');
  const answer = await catalog.asAdmin('POST', '/api/gallery/upload', body);
  expect(answer.status).toBe(201);
  return uploadedImageSchema.parse(await answer.json()).imageUrl;
}
/** An upload's folder of variants on the volume is named by its id (docs/decisions.md 121). */
const fileName = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.jpg$/, '');
const pictureRows = async (url: string) =>
  (await catalog.sql<{ n: number }>('SELECT count(*)::int AS n FROM catalog.pictures WHERE url = $1', [url]))[0]!.n;
const stored = async () => (await readdir(catalog.mediaDir)).filter((name) => !name.startsWith('.'));
const picture = (imageUrl: string, title = 'Teller') => ({ titleDe: title, altTextDe: 'Ein Teller', imageUrl, category: 'food' });

describe('uploaded files nobody uses', () => {
  it('when a picture is given another file or deleted, then its old file goes, unless a dish still shows it', async () => {
    const [first, second, shared] = [await upload(), await upload(), await upload()];
    const created = galleryImageSchema.parse(await (await catalog.asAdmin('POST', '/api/gallery', picture(first))).json());
    expect((await catalog.asAdmin('PUT', `/api/gallery/${created.id}`, picture(second))).status).toBe(200);
    expect(await stored()).not.toContain(fileName(first));
    expect(await pictureRows(first)).toBe(0);
    expect(await stored()).toContain(fileName(second));
    expect(await pictureRows(second)).toBe(1);

    const withDish = galleryImageSchema.parse(
      await (await catalog.asAdmin('POST', '/api/gallery', picture(shared, 'Geteilt'))).json(),
    );
    expect((await catalog.asAdmin('POST', '/api/menu', menuItemForm({ imageUrl: shared }))).status).toBe(201);
    expect((await catalog.asAdmin('DELETE', `/api/gallery/${withDish.id}`)).status).toBe(204);
    expect(await stored()).toContain(fileName(shared));
    expect((await catalog.asAdmin('DELETE', `/api/gallery/${created.id}`)).status).toBe(204);
    expect(await stored()).not.toContain(fileName(second));
  });

  it('when the sweeper runs, then old files nothing shows and old half-written ones go; new, used and seed files stay', async () => {
    const [used, oldUnused, newUnused] = [await upload(), await upload(), await upload()];
    await catalog.asAdmin('POST', '/api/gallery', picture(used, 'Benutzt'));
    // What crashes left: a file from before the variants, and a variant folder being written.
    const partial = path.join(catalog.mediaDir, '.0b1c2d3e-0000-4000-8000-000000000000.png.partial');
    await writeFile(partial, 'half');
    const halfSet = path.join(catalog.mediaDir, '.0b1c2d3e-0000-4000-8000-000000000001.partial-0a1b2c');
    await mkdir(halfSet);
    await writeFile(path.join(halfSet, '320.avif'), 'half');
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const file of [fileName(used), fileName(oldUnused), path.basename(partial), path.basename(halfSet)]) {
      await utimes(path.join(catalog.mediaDir, file), dayAgo, dayAgo);
    }
    const media = await createMediaStore(catalog.mediaDir);
    const removed = await sweepUnusedUploads(catalog.service.pool, media, 24 * 3_600_000, createLogger('test', 'silent'));
    expect(removed?.sort()).toEqual([path.basename(partial), path.basename(halfSet), fileName(oldUnused)].sort());
    expect(await stored()).toEqual(expect.arrayContaining([fileName(used), fileName(newUnused)]));
    expect(await stored()).not.toContain(fileName(oldUnused));
    expect(await pictureRows(oldUnused)).toBe(0);
    expect(await pictureRows(used)).toBe(1);
    expect((await readdir(catalog.mediaDir)).filter((name) => name.startsWith('.'))).toEqual([]);
    // The seed's pictures live elsewhere and are served as before.
    expect((await fetch(`${catalog.base}/api/media/seed/interior-dining-room.svg`)).status).toBe(200);
  });

  it('when a blog post shows an upload as its cover or in its text, then the sweeper keeps it; deleted with the post, its cover goes', async () => {
    const [cover, inText] = [await upload(), await upload()];
    const post = {
      titleDe: 'Neu',
      titleEn: 'New',
      slugDe: 'bilder-im-text',
      slugEn: 'pictures-in-text',
      teaserDe: 'Kurz.',
      teaserEn: 'Short.',
      bodyDe: `Ein Bild:\n\n![Teller](${inText})`,
      bodyEn: 'A picture.',
      category: 'kitchen-stories',
      author: 'Sofia Conti',
      coverImageUrl: cover,
      coverAltDe: 'Ein Teller',
      coverAltEn: 'A plate',
      status: 'draft',
    };
    const created = await catalog.asAdmin('POST', '/api/admin/blog-posts', post);
    expect(created.status).toBe(201);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const url of [cover, inText]) await utimes(path.join(catalog.mediaDir, fileName(url)), dayAgo, dayAgo);
    const media = await createMediaStore(catalog.mediaDir);
    await sweepUnusedUploads(catalog.service.pool, media, 24 * 3_600_000, createLogger('test', 'silent'));
    expect(await stored()).toEqual(expect.arrayContaining([fileName(cover), fileName(inText)]));

    const { id } = (await created.json()) as { id: string };
    expect((await catalog.asAdmin('DELETE', `/api/admin/blog-posts/${id}`)).status).toBe(204);
    expect(await stored()).not.toContain(fileName(cover));
  });
});
