import { fileURLToPath } from 'node:url';
import { routesOf } from '@ristorante/contracts';
import { createLogger, every, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';
import type { InboxConfig } from './config/inbox-config.js';
import { mountContactRoutes } from './contact/contact-routes.js';
import { mountFeedbackRoutes } from './feedback/feedback-routes.js';
import { mountPersonalDataRoutes } from './personal-data/personal-data-routes.js';
import { applyInboxRetention } from './retention/retention-job.js';
import { createGoogleReviews } from './reviews/google-reviews.js';
import { mountReviewRoutes } from './reviews/reviews-routes.js';
import { seedSampleReviewsOnce } from './seed/sample-reviews.js';

export const inboxSchema = 'inbox';

/** Contact messages, feedback and reviews; publishes new messages through its outbox; keeps the retention promise. */
export async function startInbox(
  options: Pick<StartServiceOptions, 'bus' | 'logger' | 'host'> & { config: InboxConfig },
): Promise<RunningService> {
  const { config } = options;
  const logger = options.logger ?? createLogger('inbox', config.LOG_LEVEL);
  const google = createGoogleReviews({
    apiKey: config.GOOGLE_PLACES_API_KEY,
    placeId: config.GOOGLE_PLACE_ID,
    baseUrl: config.GOOGLE_PLACES_URL,
    timeoutMs: config.GOOGLE_TIMEOUT_MS,
    cacheMs: config.GOOGLE_CACHE_MS,
    logger,
  });
  return startService({
    ...options,
    logger,
    name: 'inbox',
    schema: inboxSchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    guardedRoutes: routesOf('inbox'),
    include: ['outbox'],
    background: async ({ pool }) => {
      if (config.SEED_CONTENT) await seedSampleReviewsOnce(pool, logger);
      return every(config.RETENTION_INTERVAL_MS, 'inbox retention', logger, () =>
        applyInboxRetention(pool, logger, config.RETENTION_DAYS, config.IP_RETENTION_DAYS),
      );
    },
    routes: (app, deps) => {
      mountContactRoutes(app, deps);
      mountFeedbackRoutes(app, deps);
      mountReviewRoutes(app, deps, google);
      mountPersonalDataRoutes(app, deps);
    },
  });
}
