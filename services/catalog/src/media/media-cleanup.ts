import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaPaths } from '@ristorante/contracts';
import { withSessionLock, type Logger, type Pool } from '@ristorante/kit';
import { uploadedName, uploadId, type MediaStore } from './media-store.js';
import { deleteUploadPicture } from './picture-repository.js';
import { partialMark } from './variant-set.js';

/**
 * The ids of every upload a picture, a dish, an event, a blog post, an Instagram post or the home page shows
 * (docs/decisions.md 90, 151, 152): a post's cover and the pictures its Markdown bodies name (150).
 */
async function referencedUploads(pool: Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ url: string }>(
    `SELECT image_url AS url FROM gallery_images WHERE image_url LIKE $1
     UNION SELECT image_url FROM menu_items WHERE image_url LIKE $1
     UNION SELECT image_url FROM events WHERE image_url LIKE $1
     UNION SELECT image_url FROM instagram_posts WHERE image_url LIKE $1
     UNION SELECT url #>> '{}' FROM home_content, jsonb_path_query(document, '$.hero.imageUrl') AS url
       WHERE url #>> '{}' LIKE $1
     UNION SELECT url #>> '{}' FROM home_content, jsonb_path_query(document, '$.features[*].imageUrl') AS url
       WHERE url #>> '{}' LIKE $1
     UNION SELECT cover_image_url FROM blog_posts WHERE cover_image_url LIKE $1
     UNION SELECT (regexp_matches(body_de || ' ' || body_en, '/api/media/[A-Za-z0-9][A-Za-z0-9._-]*', 'g'))[1]
       FROM blog_posts`,
    [`${mediaPaths.uploads}%`],
  );
  const ids = rows.map((row) => uploadedName.exec(row.url.slice(mediaPaths.uploads.length))?.[1]);
  return new Set(ids.filter((id): id is string => id !== undefined));
}

/** An upload's id, from its address. */
function uploadOf(url: string | undefined): { id: string } | undefined {
  const match = url?.startsWith(mediaPaths.uploads) ? uploadedName.exec(url.slice(mediaPaths.uploads.length)) : null;
  return match ? { id: match[1]! } : undefined;
}

/** Every entry of the volume that belongs to upload `id`: its folder, and a file `id.ext` not migrated yet. */
async function entriesOf(media: MediaStore, id: string): Promise<string[]> {
  return (await readdir(media.uploadsDir)).filter((name) => name === id || name.startsWith(`${id}.`));
}

/**
 * After a picture was deleted or given another file: its upload goes at once unless something else still shows
 * it, variants, row and all. Seed pictures and other sites' addresses are never touched. Runs after the commit, so
 * a rolled-back change never loses its file; a failure here only leaves the upload for the sweeper.
 */
export async function removeIfUnused(pool: Pool, media: MediaStore, url: string | undefined, logger: Logger): Promise<void> {
  const upload = uploadOf(url);
  if (!upload || (await referencedUploads(pool)).has(upload.id)) return;
  try {
    for (const name of await entriesOf(media, upload.id))
      await rm(path.join(media.uploadsDir, name), { recursive: true, force: true });
    await deleteUploadPicture(pool, upload.id);
    logger.info({ upload: upload.id }, 'unused upload removed');
  } catch (error) {
    logger.warn({ err: error, upload: upload.id }, 'unused upload not removed');
  }
}

/**
 * Removes uploads nothing shows that are older than `graceMs` (an upload whose form the owner has not saved yet
 * must survive a while), and what a crash left half-written. One replica at a time (a session lock).
 */
export async function sweepUnusedUploads(pool: Pool, media: MediaStore, graceMs: number, logger: Logger) {
  return withSessionLock(pool, 'catalog.media-sweep', async () => {
    const used = await referencedUploads(pool);
    const cutoff = Date.now() - graceMs;
    const removed: string[] = [];
    for (const name of await readdir(media.uploadsDir)) {
      const id = uploadId.test(name) ? name : uploadedName.exec(name)?.[1];
      const halfWritten = name.startsWith('.') && (name.endsWith('.partial') || name.includes(partialMark));
      if (id ? used.has(id) : !halfWritten) continue;
      const entry = path.join(media.uploadsDir, name);
      const info = await stat(entry).catch(() => undefined);
      if (!info || info.mtimeMs > cutoff) continue;
      await rm(entry, { recursive: true, force: true }).catch(() => undefined);
      if (id && name === id) await deleteUploadPicture(pool, id);
      removed.push(name);
    }
    if (removed.length > 0) logger.info({ removed }, 'unused uploads removed');
    return removed;
  });
}
