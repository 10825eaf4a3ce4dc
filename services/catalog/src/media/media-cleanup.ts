import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { mediaPaths } from '@ristorante/contracts';
import { withSessionLock, type Logger, type Pool } from '@ristorante/kit';
import { uploadedName, type MediaStore } from './media-store.js';

/** Every uploaded file a picture, a dish or an event shows (docs/decisions.md 90). */
async function referencedUploads(pool: Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ url: string }>(
    `SELECT image_url AS url FROM gallery_images WHERE image_url LIKE $1
     UNION SELECT image_url FROM menu_items WHERE image_url LIKE $1
     UNION SELECT image_url FROM events WHERE image_url LIKE $1`,
    [`${mediaPaths.uploads}%`],
  );
  return new Set(rows.map((row) => row.url.slice(mediaPaths.uploads.length)));
}

const fileOf = (media: MediaStore, url: string | undefined) => {
  const name = url?.startsWith(mediaPaths.uploads) ? url.slice(mediaPaths.uploads.length) : undefined;
  return name && uploadedName.test(name) ? name : undefined;
};

/**
 * After a picture was deleted or given another file: its old upload goes at once unless something else still
 * shows it. Seed pictures and other sites' addresses are never touched. Runs after the commit, so a rolled-back
 * change never loses its file; a failure here only leaves the file for the sweeper.
 */
export async function removeIfUnused(pool: Pool, media: MediaStore, url: string | undefined, logger: Logger): Promise<void> {
  const name = fileOf(media, url);
  if (!name || (await referencedUploads(pool)).has(name)) return;
  try {
    await unlink(path.join(media.uploadsDir, name));
    logger.info({ file: name }, 'unused upload removed');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logger.warn({ err: error, file: name }, 'unused upload not removed');
  }
}

/**
 * Removes uploads nothing shows that are older than `graceMs` (an upload whose form the owner has not saved yet
 * must survive a while), and half-written files left by a crash. One replica at a time (a session lock).
 */
export async function sweepUnusedUploads(pool: Pool, media: MediaStore, graceMs: number, logger: Logger) {
  return withSessionLock(pool, 'catalog.media-sweep', async () => {
    const used = await referencedUploads(pool);
    const cutoff = Date.now() - graceMs;
    const removed: string[] = [];
    for (const name of await readdir(media.uploadsDir)) {
      const unused = uploadedName.test(name) ? !used.has(name) : name.startsWith('.') && name.endsWith('.partial');
      if (!unused) continue;
      const file = path.join(media.uploadsDir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info || info.mtimeMs > cutoff) continue;
      await unlink(file).catch(() => undefined);
      removed.push(name);
    }
    if (removed.length > 0) logger.info({ removed }, 'unused uploads removed');
    return removed;
  });
}
