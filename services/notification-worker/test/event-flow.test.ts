import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessSchema, reservationRequested } from '@ristorante/contracts';
import { recordEvent, withTransaction, type RunningService } from '@ristorante/kit';
import { startTestSystem, waitFor, type CapturedLogs, type TestSystem } from '@ristorante/kit/testing';
import { bookingWithoutCatalog, broker, reservation, title, workerProcess } from './support/worker-under-test.js';

describe.skipIf(!broker.url)(title('an event from a service reaches the notification worker'), () => {
  let system: TestSystem;
  let booking: RunningService;
  let worker: RunningService;
  let workerLogs: CapturedLogs;
  let mailDir: string;

  const handledIds = async () =>
    (await system.sql<{ event_id: string }>('SELECT event_id FROM notify.processed_events')).map((r) => r.event_id);

  beforeAll(async () => {
    system = await startTestSystem({ bus: { amqpUrl: broker.url!, retryDelaysMs: [50, 100] } });
    // No SMTP server here: the mails go to a folder of the test's own.
    mailDir = await system.tempDir('worker-mail-');
    const started = await system.start(workerProcess({ MAIL_DIR: mailDir }));
    worker = started;
    workerLogs = started.logs;
    // No seat is held here: nothing listens at its catalog's address.
    booking = await system.start(bookingWithoutCatalog);
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when booking commits an event, then the worker handles it once, even if the bus delivers it twice', async () => {
    const event = await withTransaction(booking.pool, (client) =>
      recordEvent(client, reservationRequested, reservation({ guests: 2 })),
    );
    booking.relay!.nudge();

    await waitFor('the worker to record the event', async () => ((await handledIds()).includes(event.id) ? true : undefined));
    const published = await booking.pool.query('SELECT published_at FROM outbox WHERE id = $1', [event.id]);
    expect(published.rows[0].published_at).toBeInstanceOf(Date);

    // At-least-once delivery: the same event again must change nothing.
    await system.bus.publish(event);
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
