import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSchema } from '@ristorante/contracts';
import { bookingConfigSchema, startBooking } from '@ristorante/booking';
import { createLogger, loadConfig, type RunningService } from '@ristorante/kit';
import {
  createTestDatabase,
  deleteBusNamespace,
  freePort,
  startSmtpSink,
  testBroker,
  testKeys,
  waitFor,
  type SmtpSink,
  type TestDatabase,
} from '@ristorante/kit/testing';
import { startNotificationWorker, workerConfigSchema } from '../src/index.js';

const broker = testBroker();
const title = (name: string) => (broker.url ? name : `${name} (skipped: ${broker.missingReason})`);

// The whole path of a guest's request, with nothing in between stood in for: the booking service's HTTP route and
// transaction, its outbox and relay, real RabbitMQ, the worker, and an SMTP server the test runs.
describe.skipIf(!broker.url)(title('a reservation from the guest’s request to the delivered mail'), () => {
  const namespace = `t.${randomUUID().slice(0, 8)}`;
  const staff = 'kueche@trattoria.test';
  let db: TestDatabase;
  let sink: SmtpSink;
  let booking: RunningService;
  let worker: RunningService;

  beforeAll(async () => {
    db = await createTestDatabase();
    sink = await startSmtpSink(await freePort({ stable: true }));
    const bus = { AMQP_URL: broker.url!, BUS_NAMESPACE: namespace, BUS_RETRY_DELAYS_MS: '200,500', PORT: '0' };
    worker = await startNotificationWorker({
      config: loadConfig(workerConfigSchema, {
        ...bus,
        DATABASE_URL: await db.provision('notify'),
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        STAFF_EMAIL: staff,
        SITE_URL: 'https://trattoria.test',
      }),
      logger: createLogger('worker', 'silent'),
      host: '127.0.0.1',
    });
    booking = await startBooking({
      config: loadConfig(bookingConfigSchema, {
        ...bus,
        ...testKeys.env.booking,
        DATABASE_URL: await db.provision('booking'),
        CATALOG_URL: 'http://127.0.0.1:9',
      }),
      logger: createLogger('booking', 'silent'),
      host: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await booking?.stop();
    await worker?.stop();
    await sink?.stop();
    await deleteBusNamespace(broker.url!, namespace, [200, 500]);
    await db?.drop();
  });

  it('when a guest reserves, then the guest’s and the staff’s mail arrive over SMTP, each exactly once', async () => {
    const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const answer = await fetch(`http://127.0.0.1:${booking.port}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `form-${randomUUID()}` },
      body: JSON.stringify({
        name: 'Chiara Bianchi',
        phone: '+49 30 7654321',
        email: 'chiara@example.org',
        date,
        time: '20:00',
        guests: 3,
        locale: 'en',
      }),
    });
    expect(answer.status).toBe(201);
    const reservation = reservationSchema.parse(await answer.json());

    await waitFor('two mails', () => (sink.received.length >= 2 ? true : undefined), 15_000);
    // Quiet for a while: a repeat would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.received).toHaveLength(2);
    const guest = sink.received.find((mail) => mail.envelopeTo.includes('chiara@example.org'))!;
    expect(guest.parsed.subject).toMatch(/We have received your reservation/i);
    expect(guest.parsed.text).toContain('Chiara Bianchi');
    expect(guest.parsed.text).toContain('20:00');
    expect(guest.parsed.text).toContain('3');
    const forStaff = sink.received.find((mail) => mail.envelopeTo.includes(staff))!;
    expect(forStaff.parsed.replyTo?.text).toBe('chiara@example.org');
    expect(forStaff.parsed.text).toContain('Chiara Bianchi');
    // The event went out once and was handled once.
    const outbox = await booking.pool.query('SELECT type, published_at FROM outbox');
    expect(outbox.rows).toEqual([{ type: 'reservation.requested', published_at: expect.any(Date) as Date }]);
    const handled = await worker.pool.query('SELECT type FROM processed_events');
    expect(handled.rows).toEqual([{ type: 'reservation.requested' }]);
    expect(reservation.status).toBe('pending');
  });
});
