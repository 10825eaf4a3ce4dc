import { randomUUID } from 'node:crypto';
import { consumerQueue, type EventEnvelope } from '@ristorante/contracts';
import { freePort, startSmtpSink, startTcpProxy, startTestSystem, testBroker, viaProxy } from '@ristorante/kit/testing';
import { bookingProcess } from '../../../booking/test/support/booking-under-test.js';
import { notifySchema, startNotificationWorker, workerConfigSchema } from '../../src/index.js';

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
  locale: 'de' as const,
  ...overrides,
});
export const envelope = (type: string, payload: unknown): EventEnvelope => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  payload,
});

/** The worker as a process of a test system; `env` says where its mails go (SMTP_URL, or a MAIL_DIR). */
export const workerProcess = (env: Record<string, string>) => ({
  name: 'notification-worker',
  schema: notifySchema,
  start: startNotificationWorker,
  config: workerConfigSchema,
  env: { STAFF_EMAIL: staff, SITE_URL: 'https://trattoria.test', ...env },
});

/** The booking service, whose events the worker mails; no catalog answers it (these tests hold no seats). */
export const bookingWithoutCatalog = bookingProcess('http://127.0.0.1:9');

/**
 * A worker on its own database and bus namespace, reaching RabbitMQ through a proxy the test can cut, its mails
 * going to an SMTP server of the test's own (`sink`); events are published as the services publish them
 * (`publisher`: the system's own connection, with the same retry queues).
 */
export function startWorker(retryDelays: string) {
  return startTestSystem({ bus: { amqpUrl: broker.url!, retryDelaysMs: retryDelays.split(',').map(Number) } }, async (system) => {
    // A port below the ephemeral range: the sink takes it again after an outage the test makes.
    const sink = await startSmtpSink(await freePort({ stable: true }));
    system.onStop(() => sink.stop());
    const target = new URL(broker.url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
    system.onStop(() => proxy.close());
    const worker = await system.start(
      workerProcess({ AMQP_URL: viaProxy(broker.url!, proxy), SMTP_URL: `smtp://127.0.0.1:${sink.port}` }),
    );
    const { queue } = consumerQueue(system.namespace, 'notification-worker');
    return { ...system, worker, proxy, sink, logs: worker.logs, publisher: system.bus, queue };
  });
}
