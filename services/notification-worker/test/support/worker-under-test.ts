import { randomUUID } from 'node:crypto';
import { busTopology, consumerQueue, type EventEnvelope } from '@ristorante/contracts';
import { RabbitBus, createLogger, loadConfig } from '@ristorante/kit';
import {
  capturedLogger,
  createTestDatabase,
  deleteBusNamespace,
  startTcpProxy,
  testBroker,
  viaProxy,
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

/** A worker on its own database and bus namespace, reaching RabbitMQ through a proxy the test can cut. */
export async function startWorker(retryDelays: string, smtpPort: number) {
  const namespace = `t.${randomUUID().slice(0, 8)}`;
  const topology = busTopology(namespace);
  const { queue } = consumerQueue(namespace, 'notification-worker');
  const target = new URL(broker.url!);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
  const db = await createTestDatabase();
  const logs = capturedLogger('notification-worker');
  const worker = await startNotificationWorker({
    config: loadConfig(workerConfigSchema, {
      DATABASE_URL: await db.provision('notify'),
      PORT: '0',
      AMQP_URL: viaProxy(broker.url!, proxy),
      BUS_NAMESPACE: namespace,
      BUS_RETRY_DELAYS_MS: retryDelays,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STAFF_EMAIL: staff,
      SITE_URL: 'https://trattoria.test',
    }),
    logger: logs.logger,
    host: '127.0.0.1',
  });
  // A publisher as the services are one: the whole topology, the same retry queues.
  const publisher = new RabbitBus({
    url: broker.url!,
    exchange: topology.exchange,
    queues: topology.queues,
    retryDelaysMs: retryDelays.split(',').map(Number),
    logger: createLogger('publisher', 'silent'),
  });
  await publisher.waitUntilConnected();
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
      await deleteBusNamespace(broker.url!, namespace, retryDelays.split(',').map(Number));
      await db.drop();
    },
  };
}
