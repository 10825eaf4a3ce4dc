import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ristorante/contracts';
import { RabbitBus, createLogger, loadConfig } from '@ristorante/kit';
import {
  capturedLogger,
  createTestDatabase,
  deleteTopology,
  startTcpProxy,
  testBroker,
  viaProxy,
  waitFor,
} from '@ristorante/kit/testing';
import { startNotificationWorker, workerConfigSchema } from '../../src/index.js';

export const broker = testBroker();
export const title = (name: string) => (broker.url ? name : `${name} (skipped: ${broker.missingReason})`);
export const staff = 'kueche@trattoria.test';

export const reservation = (overrides: Record<string, unknown> = {}) => ({
  reservationId: randomUUID(),
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  phone: '+49 30 1234567',
  date: '2026-12-04',
  time: '19:30',
  guests: 4,
  specialRequests: null,
  locale: 'de',
  ...overrides,
});
export const envelope = (type: string, payload: unknown): EventEnvelope => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  payload,
});

/** A worker on its own database, queue and exchange, reaching RabbitMQ through a proxy the test can cut. */
export async function startWorker(retryDelays: string, smtpPort: number) {
  const id = randomUUID().slice(0, 8);
  const exchange = `t.${id}.events`;
  const queue = `t.${id}.notification-worker`;
  const target = new URL(broker.url!);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
  const db = await createTestDatabase();
  const logs = capturedLogger('notification-worker');
  const worker = await startNotificationWorker({
    config: loadConfig(workerConfigSchema, {
      DATABASE_URL: await db.provision('notify'),
      INTERNAL_AUTH_SECRET: 'internal-'.repeat(5),
      PORT: '0',
      AMQP_URL: viaProxy(broker.url!, proxy),
      BUS_EXCHANGE: exchange,
      BUS_RETRY_DELAYS_MS: retryDelays,
      WORKER_QUEUE: queue,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STAFF_EMAIL: staff,
      SITE_URL: 'https://trattoria.test',
    }),
    logger: logs.logger,
    host: '127.0.0.1',
  });
  const publisher = new RabbitBus({ url: broker.url!, exchange, logger: createLogger('publisher', 'silent') });
  // The worker declares its queue once connected: until then RabbitMQ would drop what is published. Its
  // dead-letter queue is declared after the queue is bound, so reading it (one message at most: limit 0 would
  // not even ask RabbitMQ) succeeds only once the queue is in place.
  await waitFor('the worker queue', async () => {
    await publisher.takeDeadLetters(queue, 1);
    return true;
  });
  return {
    worker,
    proxy,
    logs,
    publisher,
    queue,
    async stop() {
      await worker.stop();
      await publisher.close();
      await proxy.close();
      await deleteTopology(broker.url!, exchange, [queue], retryDelays.split(',').map(Number));
      await db.drop();
    },
  };
}
