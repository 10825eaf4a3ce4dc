import { fileURLToPath } from 'node:url';
import { routesOf } from '@ristorante/contracts';
import { every, startService, type RunningService, type ServiceDeps, type StartServiceOptions } from '@ristorante/kit';
import { announceDuePosts, type BlogDeps } from './blog/blog-edits.js';
import { mountBlogRoutes } from './blog/blog-routes.js';
import { seedBlogPostsOnce } from './blog/seed-blog-posts.js';
import type { CatalogConfig } from './config/catalog-config.js';
import { mountEventRoutes } from './events/event-routes.js';
import { mountSeatHoldRoutes } from './events/seat-hold-routes.js';
import { mountGalleryRoutes } from './gallery/gallery-routes.js';
import { mountHomeRoutes } from './home/home-routes.js';
import { mountInstagramRoutes } from './instagram/instagram-routes.js';
import { createPublicReadCache } from './http/public-read-cache.js';
import { defaultLimits, type PipelineLimits } from './media/image-pipeline.js';
import { createMediaStore } from './media/media-store.js';
import { mountMediaRoutes } from './media/media-routes.js';
import { createPictureProcessor, type PictureProcessor } from './media/picture-processor.js';
import { ensureSeedPictures } from './media/seed-pictures.js';
import { createUploadMigration, type UploadMigration } from './media/upload-migration.js';
import { mountMenuRoutes } from './menu/menu-routes.js';
import { mountRestaurantRoutes } from './restaurant/restaurant-routes.js';
import { mountGoLiveRoutes } from './go-live/go-live-routes.js';
import { sweepUnusedUploads } from './media/media-cleanup.js';
import { dishesWithAllergenNotes } from './menu/menu-repository.js';
import { seedContentOnce } from './seed/seed-content.js';

export const catalogSchema = 'catalog';

/** Menu, gallery and events: the restaurant's content. Reads are public; writes are the staff's. */
export async function startCatalog(
  options: Pick<StartServiceOptions, 'bus' | 'logger' | 'host'> & {
    config: CatalogConfig;
    /** The clock that decides when a scheduled blog post is published: tests set their own (docs/decisions.md 150). */
    now?: () => Date;
  },
): Promise<RunningService> {
  const { config, now = () => new Date() } = options;
  const blogDeps = (deps: ServiceDeps): BlogDeps => ({ ...deps, media, readCache, now });
  const media = await createMediaStore(config.MEDIA_DIR);
  const readCache = createPublicReadCache(config.PUBLIC_READ_CACHE_MS);
  const limits: PipelineLimits = { ...defaultLimits, maxPixels: config.UPLOAD_MAX_MEGAPIXELS * 1_000_000 };
  let pictures: { processor: PictureProcessor; migration: UploadMigration } | undefined;
  const picturesOf = (deps: ServiceDeps) => {
    if (!pictures) {
      const processor = createPictureProcessor({
        logger: deps.logger,
        limits,
        maxWaitMs: config.PICTURE_MAX_WAIT_MS,
        jobTimeoutMs: config.PICTURE_TIMEOUT_MS,
        idleMs: 120_000,
      });
      pictures = { processor, migration: createUploadMigration({ ...deps, media, processor }) };
    }
    return pictures;
  };
  return startService({
    ...options,
    name: 'catalog',
    schema: catalogSchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    include: ['outbox'],
    guardedRoutes: routesOf('catalog'),
    // The booking service holds seats here with calls of its own (docs/decisions.md 100).
    internalCallers: { booking: config.BOOKING_PUBLIC_KEY },
    background: async (deps) => {
      const { pool, logger } = deps;
      if (config.SEED_CONTENT) {
        await seedContentOnce(pool, logger);
        await seedBlogPostsOnce(pool, logger);
      }
      // The allergen text the migration could not read, until staff have ticked the allergens (docs/decisions.md 89).
      const unread = await dishesWithAllergenNotes(pool);
      if (unread.length > 0)
        logger.warn({ dishes: unread }, 'dishes with allergen text not on the EU list: tick their allergens and save');
      // Pictures made in the background while the service already answers (docs/decisions.md 121): the seed's, if
      // the build did not make them, and the uploads from before the variants.
      const { processor, migration } = picturesOf(deps);
      const preparing = (async () => {
        const made = await ensureSeedPictures(media, processor);
        if (made.length > 0)
          logger.warn({ pictures: made }, 'seed pictures were missing and have been made (npm run build makes them)');
        await migration.runAll();
      })().catch((error: unknown) => logger.error({ err: error }, 'pictures not prepared'));
      const stopSweep = every(config.MEDIA_SWEEP_INTERVAL_MS, 'unused upload sweep', logger, () =>
        sweepUnusedUploads(pool, media, config.MEDIA_ORPHAN_GRACE_HOURS * 3_600_000, logger),
      );
      // A scheduled post's time announced on the bus when it comes, so the pages follow at once.
      const stopSchedule = every(config.BLOG_SCHEDULE_INTERVAL_MS, 'scheduled blog posts', logger, () =>
        announceDuePosts(blogDeps(deps)),
      );
      return async () => {
        await stopSchedule();
        await stopSweep();
        await processor.stop();
        await preparing;
      };
    },
    routes: (app, deps) => {
      const { processor, migration } = picturesOf(deps);
      mountMenuRoutes(app, deps, readCache);
      mountGalleryRoutes(app, deps, media, readCache);
      mountInstagramRoutes(app, deps, media, readCache);
      mountRestaurantRoutes(app, deps);
      mountBlogRoutes(app, blogDeps(deps));
      mountGoLiveRoutes(app, deps);
      mountHomeRoutes(app, deps);
      mountEventRoutes(app, deps, readCache, config.LIVE_READ_CACHE_MS);
      mountSeatHoldRoutes(app, deps, readCache);
      mountMediaRoutes(app, {
        media,
        processor,
        migration,
        pool: deps.pool,
        maxBytes: config.UPLOAD_MAX_BYTES,
        limits,
        logger: deps.logger,
      });
    },
  });
}
