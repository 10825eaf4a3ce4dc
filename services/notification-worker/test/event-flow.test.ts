import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busTopology, readinessSchema, reservationRequested } from '@ristorante/contracts';
import { bookingConfigSchema, startBooking } from '@ristorante/booking';
import { RabbitBus, createLogger, loadConfig, recordEvent, withTransaction, type RunningService } from '@ristorante/kit';
import {
  testKeys,
  capturedLogger,
  createTestDatabase,
  deleteBusNamespace,
  testBroker,
  waitFor,
  type TestDatabase,
} from '@ristorante/kit/testing';
import { startNotificationWorker, workerConfigSchema } from '../src/index.js';

const broker = testBroker();
const title = (name: string) => (broker.url ? name : `${name} (skipped: ${broker.missingReason})`);

describe.skipIf(!broker.url)(title('an event from a service reaches the notification worker'), () => {
  const busEnv = {
    AMQP_URL: broker.url!,
    BUS_NAMESPACE: `t.${randomUUID().slice(0, 8)}`,
    BUS_RETRY_DELAYS_MS: '50,100',
  };
  let db: TestDatabase;
  let booking: RunningService;
  let worker: RunningService;
  let workerLogs: ReturnType<typeof capturedLogger>;

  const handledIds = async () => {
    const client = new pg.Client({ connectionString: db.adminUrl });
    await client.connect();
    try {
      return (await client.query<{ event_id: string }>('SELECT event_id FROM notify.processed_events')).rows.map(
        (r) => r.event_id,
      );
    } finally {
      await client.end();
    }
  };

  let mailDir: string;
  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'worker-mail-'));
    db = await createTestDatabase();
    workerLogs = capturedLogger('notification-worker');
    worker = await startNotificationWorker({
      config: loadConfig(workerConfigSchema, {
        ...busEnv,
        DATABASE_URL: await db.provision('notify'),
        PORT: '0',
        // No SMTP server here: the mails go to a folder of the test's own.
        MAIL_DIR: mailDir,
      }),
      logger: workerLogs.logger,
      host: '127.0.0.1',
    });
    booking = await startBooking({
      config: loadConfig(bookingConfigSchema, {
        ...busEnv,
        DATABASE_URL: await db.provision('booking'),
        // No seat is held here: nothing listens there.
        CATALOG_URL: 'http://127.0.0.1:9',
        ...testKeys.env.booking,
      }),
      logger: createLogger('booking', 'silent'),
      host: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await booking?.stop();
    await worker?.stop();
    await deleteBusNamespace(broker.url!, busEnv.BUS_NAMESPACE, [50, 100]);
    await db.drop();
    await rm(mailDir, { recursive: true, force: true });
  });

  it('when booking commits an event, then the worker handles it once, even if the bus delivers it twice', async () => {
    const event = await withTransaction(booking.pool, (client) =>
      recordEvent(client, reservationRequested, {
        reservationId: randomUUID(),
        name: 'Anna Schmidt',
        email: 'anna@example.org',
        phone: '+49 30 1234567',
        date: '2026-12-04',
        time: '19:30',
        guests: 2,
        specialRequests: null,
        locale: 'de',
      }),
    );
    booking.relay!.nudge();

    await waitFor('the worker to record the event', async () => ((await handledIds()).includes(event.id) ? true : undefined));
    const published = await booking.pool.query('SELECT published_at FROM outbox WHERE id = $1', [event.id]);
    expect(published.rows[0].published_at).toBeInstanceOf(Date);

    // At-least-once delivery: the same event again must change nothing.
    const { exchange, queues } = busTopology(busEnv.BUS_NAMESPACE);
    const publisher = new RabbitBus({
      url: broker.url!,
      exchange,
      queues,
      retryDelaysMs: [50, 100],
      logger: createLogger('t', 'silent'),
    });
    await publisher.publish(event);
    await publisher.close();
    await waitFor('the repeat to be seen', () =>
      workerLogs.lines().some((line) => line.msg === 'event already handled; skipped' && line.eventId === event.id)
        ? true
        : undefined,
    );
    const handlings = workerLogs.lines().filter((line) => line.msg === 'event received' && line.eventId === event.id);
    expect(handlings).toHaveLength(1);
    // Without SMTP the guest's and the staff's mail are files: two, not four.
    expect((await readdir(mailDir)).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
  });

  it('when both are running, then their /readyz report the database and the bus ready', async () => {
    for (const service of [booking, worker]) {
      const answer = await fetch(`http://127.0.0.1:${service.port}/readyz`);
      expect(answer.status).toBe(200);
      expect(readinessSchema.parse(await answer.json()).checks).toEqual({ database: 'ok', bus: 'ok' });
    }
  });
});
