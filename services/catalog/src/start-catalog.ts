import { fileURLToPath } from 'node:url';
import { adminRoutesOf } from '@ristorante/contracts';
import { every, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';
import type { CatalogConfig } from './config/catalog-config.js';
import { mountEventRoutes } from './events/event-routes.js';
import { mountSeatHoldRoutes } from './events/seat-hold-routes.js';
import { mountGalleryRoutes } from './gallery/gallery-routes.js';
import { createPublicReadCache } from './http/public-read-cache.js';
import { createMediaStore } from './media/media-store.js';
import { mountMediaRoutes } from './media/media-routes.js';
import { mountMenuRoutes } from './menu/menu-routes.js';
import { sweepUnusedUploads } from './media/media-cleanup.js';
import { dishesWithAllergenNotes } from './menu/menu-repository.js';
import { seedContentOnce } from './seed/seed-content.js';

export const catalogSchema = 'catalog';

/** Menu, gallery and events: the restaurant's content. Reads are public; writes are the staff's. */
export async function startCatalog(
  options: Pick<StartServiceOptions, 'bus' | 'logger' | 'host'> & { config: CatalogConfig },
): Promise<RunningService> {
  const { config } = options;
  const media = await createMediaStore(config.MEDIA_DIR);
  const readCache = createPublicReadCache(config.PUBLIC_READ_CACHE_MS);
  return startService({
    ...options,
    name: 'catalog',
    schema: catalogSchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    include: ['outbox'],
    adminRoutes: adminRoutesOf('catalog'),
    // The booking service holds seats here with calls of its own (docs/decisions.md 100).
    internalCallers: { booking: config.BOOKING_PUBLIC_KEY },
    background: async ({ pool, logger }) => {
      if (config.SEED_CONTENT) await seedContentOnce(pool, media, logger);
      // The allergen text the migration could not read, until staff have ticked the allergens (docs/decisions.md 89).
      const unread = await dishesWithAllergenNotes(pool);
      if (unread.length > 0)
        logger.warn({ dishes: unread }, 'dishes with allergen text not on the EU list: tick their allergens and save');
      return every(config.MEDIA_SWEEP_INTERVAL_MS, 'unused upload sweep', logger, () =>
        sweepUnusedUploads(pool, media, config.MEDIA_ORPHAN_GRACE_HOURS * 3_600_000, logger),
      );
    },
    routes: (app, deps) => {
      mountMenuRoutes(app, deps, readCache);
      mountGalleryRoutes(app, deps, media, readCache);
      mountEventRoutes(app, deps);
      mountSeatHoldRoutes(app, deps);
      mountMediaRoutes(app, media, config.UPLOAD_MAX_BYTES, deps.logger);
    },
  });
}
