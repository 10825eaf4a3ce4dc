import { fileURLToPath } from 'node:url';
import { consumerQueue } from '@ristorante/contracts';
import { every, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';
import type { WorkerConfig } from './config/worker-config.js';
import { handleEvent } from './handle-event.js';
import { createMailMetrics } from './mail-metrics.js';
import { createMailer } from './mail/mailer.js';
import { pruneWorkerRecords } from './retention/prune-worker-records.js';

export const notifySchema = 'notify';
export { workerConfigSchema, type WorkerConfig } from './config/worker-config.js';

/** Consumes booking and inbox events and turns each into the e-mails it calls for, once. */
export function startNotificationWorker(
  options: Omit<Pick<StartServiceOptions, 'bus' | 'logger' | 'host'>, 'config'> & { config: WorkerConfig },
): Promise<RunningService> {
  const { config } = options;
  return startService({
    ...options,
    name: 'notification-worker',
    schema: notifySchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    routes: () => undefined,
    background: async ({ bus, pool, logger, metrics: serviceMetrics }) => {
      const mailer = createMailer({ smtpUrl: config.SMTP_URL, mailDir: config.MAIL_DIR, from: config.MAIL_FROM, logger });
      const metrics = createMailMetrics(serviceMetrics);
      const deps = {
        pool,
        logger,
        mailer,
        metrics,
        context: { siteUrl: config.SITE_URL, staffEmail: config.STAFF_EMAIL, staffLocale: config.STAFF_MAIL_LOCALE },
        maxAttempts: config.BUS_RETRY_DELAYS_MS.length + 1,
      };
      // Four at a time, whatever the bus: each event holds a pooled connection for its claim and borrows a
      // second for its mail records, so the pool (10) never runs dry under a burst (an event deleted with many
      // bookings, the retry queue emptying after an SMTP outage). RabbitMQ hands out no more than that either.
      const slots = { free: 4, waiting: [] as Array<() => void> };
      const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
        if (slots.free > 0) slots.free--;
        else await new Promise<void>((resolve) => slots.waiting.push(resolve));
        try {
          return await work();
        } finally {
          const next = slots.waiting.shift();
          if (next) next();
          else slots.free++;
        }
      };
      const subscription = consumerQueue(config.BUS_NAMESPACE, 'notification-worker');
      await bus.subscribe({ ...subscription, prefetch: 4 }, async (message, delivery) => {
        await inTurn(() => handleEvent(deps, message, delivery));
      });
      const stopRetention = every(config.RETENTION_INTERVAL_MS, 'retention', logger, () =>
        pruneWorkerRecords(
          { pool, logger, amqpUrl: config.AMQP_URL, queue: subscription.queue },
          { keepDays: config.PROCESSED_RETENTION_DAYS, deadLetterDays: config.DEAD_LETTER_RETENTION_DAYS },
        ),
      );
      return async () => {
        await stopRetention();
        await mailer.close();
      };
    },
  });
}
