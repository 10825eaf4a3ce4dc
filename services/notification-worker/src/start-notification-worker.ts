import { fileURLToPath } from 'node:url';
import { startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';
import type { WorkerConfig } from './config/worker-config.js';
import { handleEvent, type MailMetrics } from './handle-event.js';
import { createMailer } from './mail/mailer.js';

export const notifySchema = 'notify';
export { workerConfigSchema, type WorkerConfig } from './config/worker-config.js';

/** What guests and staff are told about: bookings and messages. */
export const notificationTopics = ['reservation.#', 'event_booking.#', 'contact.#', 'feedback.#'];

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
    background: async ({ bus, pool, logger }) => {
      const mailer = createMailer({ smtpUrl: config.SMTP_URL, mailDir: config.MAIL_DIR, from: config.MAIL_FROM, logger });
      const metrics: MailMetrics = { sent: 0, retried: 0, deadLettered: 0 };
      const deps = {
        pool,
        logger,
        mailer,
        metrics,
        context: { siteUrl: config.SITE_URL, staffEmail: config.STAFF_EMAIL },
        maxAttempts: config.BUS_RETRY_DELAYS_MS.length + 1,
      };
      await bus.subscribe({ queue: config.WORKER_QUEUE, topics: notificationTopics }, async (message, delivery) => {
        await handleEvent(deps, message, delivery);
      });
      return async () => mailer.close();
    },
  });
}
