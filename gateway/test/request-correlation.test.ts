import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '@ristorante/kit';
import {
  freePort,
  startSmtpSink,
  startTestSystem,
  testBroker,
  waitFor,
  type RunningTestProcess,
  type SmtpSink,
  type TestSystem,
} from '@ristorante/kit/testing';
import { bookingProcess, eventBookingForm, reservationForm } from '../../services/booking/test/support/booking-under-test.js';
import { catalogProcess, eventForm } from '../../services/catalog/test/support/catalog-under-test.js';
import { workerProcess } from '../../services/notification-worker/test/support/worker-under-test.js';
import { gatewayProcess } from './support/gateway-process.js';

const broker = testBroker();

// One request, one id, end to end (docs/decisions.md 118): the id the guest's request came in with (Nginx gives
// every request one) reaches the catalog on booking's calls, travels in the event's envelope over real RabbitMQ,
// and is named by the worker's log lines and its record of each mail sent.
describe.skipIf(!broker.url)('a request followed from the gateway to the mail it caused', () => {
  let system: TestSystem;
  let sink: SmtpSink;
  let catalog: RunningTestProcess<RunningService>;
  let worker: RunningTestProcess<RunningService>;
  let base: string;

  beforeAll(async () => {
    system = await startTestSystem({ bus: { amqpUrl: broker.url!, retryDelaysMs: [200, 500] } });
    sink = await startSmtpSink(await freePort({ stable: true }));
    system.onStop(() => sink.stop());
    worker = await system.start(workerProcess({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` }));
    catalog = await system.start(catalogProcess(await system.tempDir('catalog-media-')));
    const booking = await system.start(bookingProcess(catalog.base));
    const gateway = await system.start(gatewayProcess({ catalog: catalog.base, booking: booking.base }));
    base = gateway.base;
  });
  afterAll(async () => {
    await system?.stop();
  });

  const mailRecordsOf = async (requestId: string) =>
    (await worker.pool.query<{ kind: string }>('SELECT kind FROM sent_mails WHERE request_id = $1 ORDER BY kind', [requestId]))
      .rows;

  const post = (path: string, body: unknown, requestId: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify(body),
    });

  it('when a guest reserves, then the mail records and the worker’s log lines name the reservation’s request', async () => {
    const requestId = `guest-${randomUUID()}`;
    const answer = await post('/api/reservations', reservationForm({ email: 'trace@example.org' }), requestId);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toBe(requestId);

    const records = await waitFor('both mails recorded', async () => {
      const rows = await mailRecordsOf(requestId);
      return rows.length === 2 ? rows : undefined;
    });
    expect(records.map((row) => row.kind)).toEqual(['reservation.requested:guest', 'reservation.requested:staff']);
    const named = worker.logs.lines().filter((line) => line.reqId === requestId);
    expect(named.filter((line) => line.msg === 'mail sent')).toHaveLength(2);
    expect(named.some((line) => line.msg === 'event received')).toBe(true);
    // Another request's mails are not this one's.
    expect(await mailRecordsOf(`guest-${randomUUID()}`)).toEqual([]);
  });

  it('when a guest books event seats, then the catalog’s seat hold and the booking’s mails name the same request', async () => {
    const created = await catalog.asAdmin('POST', '/api/events', eventForm());
    expect(created.status).toBe(201);
    const event = (await created.json()) as { id: string };
    const requestId = `guest-${randomUUID()}`;
    const answer = await post(`/api/events/${event.id}/book`, eventBookingForm({ email: 'seats@example.org' }), requestId);
    expect(answer.status).toBe(201);

    // Booking's call for the seats carried the id: the catalog's line for it names the guest's request.
    const held = catalog.logs.lines().filter((line) => line.reqId === requestId);
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(held.every((line) => (line.req as { url: string }).url.startsWith('/internal/'))).toBe(true);
    const records = await waitFor('the booking’s mails recorded', async () => {
      const rows = await mailRecordsOf(requestId);
      return rows.length === 2 ? rows : undefined;
    });
    expect(records.map((row) => row.kind)).toEqual(['event_booking.requested:guest', 'event_booking.requested:staff']);
  });
});
