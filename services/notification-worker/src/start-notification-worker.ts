import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { serviceConfigSchema, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';
import { handleEvent } from './handle-event.js';

export const notifySchema = 'notify';

export const workerConfigSchema = serviceConfigSchema(4005).extend({
  /** The worker's durable queue; replicas share it. */
  WORKER_QUEUE: z.string().min(1).default('notification-worker'),
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

/** What guests and staff are told about: bookings and messages. */
export const notificationTopics = ['reservation.#', 'event_booking.#', 'contact.#', 'feedback.#'];

/** Consumes booking and inbox events and turns each into the e-mails it calls for, once. */
export function startNotificationWorker(
  options: Omit<Pick<StartServiceOptions, 'bus' | 'logger' | 'host'>, 'config'> & { config: WorkerConfig },
): Promise<RunningService> {
  return startService({
    ...options,
    name: 'notification-worker',
    schema: notifySchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    routes: () => undefined,
    background: async ({ bus, pool, logger }) => {
      await bus.subscribe({ queue: options.config.WORKER_QUEUE, topics: notificationTopics }, async (message) => {
        await handleEvent(pool, logger, message);
      });
      return async () => undefined;
    },
  });
}
