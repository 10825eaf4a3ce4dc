import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { catalogContentChanged, mediaPaths } from '@ristorante/contracts';
import { recordEvent, withSessionLock, withTransaction, type Logger, type OutboxRelay, type Pool } from '@ristorante/kit';
import { PictureRefusal, type PipelineLimits } from './image-pipeline.js';
import type { MediaStore } from './media-store.js';
import { uploadedName } from './media-store.js';
import type { PictureProcessor } from './picture-processor.js';
import { savePicture } from './picture-repository.js';
import { phoneBytesOf, readVariantSet, type VariantSetRecord } from './variant-set.js';

/**
 * Files uploaded before the variants were accepted by a check of their header alone: they are ours already, so the
 * migration decodes them with room to spare rather than leave a picture broken (docs/decisions.md 121).
 */
const legacyLimits: PipelineLimits = { maxPixels: 120_000_000, maxSide: 30_000, maxAspect: 50 };

export interface UploadMigration {
  /**
   * Makes sure an upload from before the variants has them (`urgent`: a guest is waiting for it): its set made,
   * recorded, the pages told, the original file removed. Answers whether the set is there now. Safe to call any
   * number of times, from any replica.
   */
  ensure(url: string, options?: { urgent?: boolean }): Promise<boolean>;
  /** Every such file in the volume, one replica at a time; answers the addresses migrated. */
  runAll(): Promise<string[]>;
}

/**
 * The migration of the uploads from before the variants (docs/decisions.md 121). It runs again safely: a finished
 * set is never made twice (its record is read back instead), and the original goes only once its set and row are
 * there. While it runs, a guest asking for a picture not done yet has it made first.
 */
export function createUploadMigration(deps: {
  pool: Pool;
  media: MediaStore;
  processor: PictureProcessor;
  logger: Logger;
  relay: OutboxRelay | undefined;
}): UploadMigration {
  const { pool, media, processor, logger } = deps;
  const inFlight = new Map<string, Promise<boolean>>();

  /** The row, and a content change for each entry that shows the picture: caches drop it, the pages are rendered again. */
  const record = async (url: string, set: VariantSetRecord) => {
    await withTransaction(pool, async (client) => {
      await savePicture(client, { url, picture: set.picture, sourceBytes: set.sourceBytes, phoneBytes: phoneBytesOf(set) });
      const { rows } = await client.query<{ section: 'gallery' | 'menu' | 'events'; id: string }>(
        `SELECT 'gallery' AS section, id FROM gallery_images WHERE image_url = $1
         UNION ALL SELECT 'menu', id FROM menu_items WHERE image_url = $1
         UNION ALL SELECT 'events', id FROM events WHERE image_url = $1`,
        [url],
      );
      for (const row of rows) await recordEvent(client, catalogContentChanged, { ...row, change: 'updated' });
    });
    deps.relay?.nudge();
  };

  const migrate = async (url: string, urgent: boolean): Promise<boolean> => {
    const name = url.slice(mediaPaths.uploads.length);
    const dir = media.setDirOf(url);
    if (!dir || !uploadedName.test(name)) return false;
    const original = path.join(media.uploadsDir, name);
    let set = await readVariantSet(dir);
    if (!set) {
      let bytes: Buffer;
      try {
        bytes = await readFile(original);
      } catch {
        return false; // neither a set nor a file: nothing to show
      }
      try {
        set = await processor.process(bytes, dir, { urgent, limits: legacyLimits });
      } catch (error) {
        if (!(error instanceof PictureRefusal)) throw error;
        logger.error(
          { file: name, reason: error.message },
          'an upload from before the variants could not be decoded: it is kept, not shown',
        );
        return false;
      }
    }
    await record(url, set);
    await unlink(original).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    logger.info({ file: name }, 'upload migrated to variants');
    return true;
  };

  const ensure = (url: string, { urgent = false } = {}) => {
    const running = inFlight.get(url);
    if (running) return running;
    const work = migrate(url, urgent).finally(() => inFlight.delete(url));
    inFlight.set(url, work);
    return work;
  };

  return {
    ensure,
    async runAll() {
      const migrated =
        (await withSessionLock(pool, 'catalog.upload-migration', async () => {
          const done: string[] = [];
          for (const name of (await readdir(media.uploadsDir)).filter((each) => uploadedName.test(each)).sort()) {
            const url = `${mediaPaths.uploads}${name}`;
            if (await ensure(url)) done.push(url);
          }
          return done;
        })) ?? [];
      if (migrated.length > 0) logger.info({ pictures: migrated.length }, 'uploads from before the variants migrated');
      return migrated;
    },
  };
}
