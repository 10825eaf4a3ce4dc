import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSchema } from '@ristorante/contracts';
import type { RunningService } from '@ristorante/kit';
import {
  freePort,
  internalContextHeaders,
  settledCount,
  startSmtpSink,
  startTestSystem,
  testAddresses,
  waitFor,
  type SmtpSink,
  type TestSystem,
} from '@ristorante/kit/testing';
import { bookingWithoutCatalog, broker, staff, title, workerProcess } from './support/worker-under-test.js';

// The whole path of a guest's request, with nothing in between stood in for: the booking service's HTTP route and
// transaction, its outbox and relay, real RabbitMQ, the worker, and an SMTP server the test runs.
describe.skipIf(!broker.url)(title('a reservation from the guest’s request to the delivered mail'), () => {
  let system: TestSystem;
  let sink: SmtpSink;
  let booking: RunningService;
  let worker: RunningService;

  beforeAll(async () => {
    system = await startTestSystem({ bus: { amqpUrl: broker.url!, retryDelaysMs: [200, 500] } });
    sink = await startSmtpSink(await freePort({ stable: true }));
    system.onStop(() => sink.stop());
    worker = await system.start(workerProcess({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` }));
    booking = await system.start(bookingWithoutCatalog);
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when a guest reserves, then the guest’s and the staff’s mail arrive over SMTP, each exactly once', async () => {
    const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    // As the gateway passes a guest's form on: with its signed context (docs/decisions.md 127).
    const vouched = await internalContextHeaders('booking', { ip: testAddresses.guest }, 'POST', '/api/reservations');
    const answer = await fetch(`http://127.0.0.1:${booking.port}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `form-${randomUUID()}`, ...vouched },
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
    // Counted once nothing more arrives: a repeat would arrive late.
    expect(await settledCount('the mails', () => sink.received.length, 1_500)).toBe(2);
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
