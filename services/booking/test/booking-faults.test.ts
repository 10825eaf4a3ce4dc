import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  busTopology,
  errorResponseSchema,
  readinessSchema,
  eventBookingSchema,
  seatHoldPath,
  type EventEnvelope,
} from '@ristorante/contracts';
import { RabbitBus, createLogger } from '@ristorante/kit';
import {
  testKeys,
  deleteBusNamespace,
  deleteTopology,
  freePort,
  signedCall,
  startTcpProxy,
  testBroker,
  viaProxy,
  waitFor,
  type TcpProxy,
  startedForTests,
} from '@ristorante/kit/testing';
import { eventBookingForm, startBookingUnderTest, type BookingUnderTest } from './support/booking-under-test.js';

describe('when the catalog is stopped', () => {
  const t = startedForTests(async () => startBookingUnderTest({ catalogUrl: `http://127.0.0.1:${await freePort()}` }));

  it('then booking an event answers 503 with a clear message and stores nothing', async () => {
    const answer = await t.asGuest('POST', `/api/events/${randomUUID()}/book`, eventBookingForm(), { 'accept-language': 'en' });
    expect(answer.status).toBe(503);
    expect(errorResponseSchema.parse(await answer.json()).error).toBe(
      'Booking events is unavailable right now. Please try again in a few minutes.',
    );
    const german = await t.asGuest('POST', `/api/events/${randomUUID()}/book`, eventBookingForm({ locale: 'de' }));
    expect(errorResponseSchema.parse(await german.json()).error).toBe(
      'Die Buchung von Veranstaltungen ist gerade nicht möglich. Bitte versuchen Sie es in einigen Minuten erneut.',
    );
    expect(await t.sql('SELECT id FROM booking.event_bookings')).toEqual([]);
    expect(await t.sql('SELECT booking_id FROM booking.seat_claims')).toEqual([]);
    expect(await t.sql('SELECT id FROM booking.outbox')).toEqual([]);
  });

  it('then table reservations still work: they need no catalog', async () => {
    const answer = await t.asGuest('POST', '/api/reservations', {
      name: 'Anna Schmidt',
      phone: '+49 30 1234567',
      email: 'anna@example.org',
      date: new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10),
      time: '19:30',
      guests: 4,
    });
    expect(answer.status).toBe(201);
  });
});

describe('seats left behind without a booking', () => {
  const t = startedForTests(() =>
    startBookingUnderTest({
      bookingEnv: { CATALOG_TIMEOUT_MS: '200', SEAT_CLAIM_GRACE_MS: '400', SEAT_SWEEP_INTERVAL_MS: '100' },
    }),
  );

  it('when a crash left seats held with no booking stored, then the sweeper releases them; a live booking keeps its own', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const live = await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ guests: 2 }));
    const liveBooking = eventBookingSchema.parse(await live.json());
    // What a crash between holding and storing leaves: a claim, and seats held at the catalog.
    const orphan = randomUUID();
    await t.sql(
      'INSERT INTO booking.seat_claims (attempt_id, booking_id, event_id, seats) VALUES (gen_random_uuid(), $1, $2, 3)',
      [orphan, event.id],
    );
    await t.sql(
      'INSERT INTO booking.seat_claims (attempt_id, booking_id, event_id, seats) VALUES (gen_random_uuid(), $1, $2, 2)',
      [liveBooking.id, event.id],
    );
    const path = seatHoldPath(event.id, orphan);
    // As the booking service holds seats: with a context signed by its own key.
    const held = await signedCall(t.catalogBase, 'catalog', { ip: '127.0.0.1' }, testKeys.booking)('PUT', path, { seats: 3 });
    expect(held.status).toBe(201);

    await waitFor('the sweeper to release the orphaned seats', async () =>
      (await t.readEvent(event.id)).current_attendees === 2 ? true : undefined,
    );
    await waitFor('every claim to be settled', async () =>
      (await t.sql('SELECT 1 FROM booking.seat_claims')).length === 0 ? true : undefined,
    );
    expect((await t.readEvent(event.id)).current_attendees).toBe(2);
    expect(
      t.bookingLogs.lines().some((line) => line.msg === 'released seats held without a booking' && line.bookingId === orphan),
    ).toBe(true);
  });
});

describe('when the answer to a booking’s commit is lost and the database cannot be read either', () => {
  let t: BookingUnderTest;
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    t = await startBookingUnderTest({
      bookingDatabaseUrl: (url) => viaProxy(url, proxy),
      // The client gives up on a statement 2 s after this; the commit below takes 0.5 s, well within it.
      bookingEnv: { DATABASE_STATEMENT_TIMEOUT_MS: '1000', SEAT_CLAIM_GRACE_MS: '60000', SEAT_SWEEP_INTERVAL_MS: '200' },
    });
    // Each booking's commit takes half a second (a deferred trigger), the moment the test cuts the answer off.
    await t.sql(`CREATE FUNCTION booking.slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN PERFORM pg_sleep(0.5); RETURN NULL; END $$`);
    await t.sql(`CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON booking.event_bookings
                 DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking.slow_commit()`);
  });
  afterAll(async () => {
    proxy.restore();
    await t.stop();
    await proxy.close();
  });

  it('then its seats stay held for the booking that was stored after all: nothing is released on a guess', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const answer = t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ guests: 3 }));
    await waitFor('the commit to be under way', async () =>
      (await t.sql("SELECT 1 FROM pg_stat_activity WHERE query = 'COMMIT' AND wait_event = 'PgSleep'")).length > 0
        ? true
        : undefined,
    );
    // From here the booking service hears nothing from PostgreSQL: the commit completes unseen.
    proxy.freeze();

    expect((await answer).status).toBe(503);
    proxy.restore();
    const stored = await t.sql<{ status: string; guests: number }>('SELECT status, guests FROM booking.event_bookings');
    expect(stored).toEqual([{ status: 'pending', guests: 3 }]);
    // The booking stands, and so do its three seats: none sold twice.
    expect((await t.readEvent(event.id)).spots_left).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await t.readEvent(event.id)).spots_left).toBe(7);
  });
});

const broker = testBroker();
const title = (name: string) => (broker.url ? name : `${name} (skipped: ${broker.missingReason})`);

describe.skipIf(!broker.url)(title('when RabbitMQ is unreachable'), () => {
  const namespace = `t.${randomUUID().slice(0, 8)}`;
  const { exchange, queues } = busTopology(namespace);
  const observerQueue = `${namespace}.observer`;
  const retryDelaysMs = [50, 100];
  let proxy: TcpProxy;
  let bus: RabbitBus;
  let observer: RabbitBus;
  let t: BookingUnderTest;
  const observed: EventEnvelope[] = [];

  beforeAll(async () => {
    const target = new URL(broker.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
    const logger = createLogger('bus', 'silent');
    bus = new RabbitBus({
      url: viaProxy(broker.url!, proxy),
      exchange,
      queues,
      logger,
      retryDelaysMs,
      publishTimeoutMs: 500,
      reconnectMinMs: 50,
    });
    observer = new RabbitBus({ url: broker.url!, exchange, logger, retryDelaysMs });
    await observer.subscribe({ queue: observerQueue, topics: ['event_booking.#'] }, async (message) => {
      observed.push(message);
    });
    t = await startBookingUnderTest({ bus, namespace });
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await t.stop();
    await bus.close();
    await observer.close();
    await proxy.close();
    await deleteTopology(broker.url!, exchange, [observerQueue, t.recorderQueue!], retryDelaysMs);
    await deleteBusNamespace(broker.url!, namespace, retryDelaysMs);
  });

  it('then bookings still succeed, and their events reach the bus once it is back', async () => {
    const event = await t.createEvent({ max_attendees: 20 });
    proxy.cut();
    const bookings = [];
    for (let index = 0; index < 5; index++) {
      const answer = await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ guests: 1 }));
      expect(answer.status).toBe(201);
      bookings.push(eventBookingSchema.parse(await answer.json()));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(observed).toEqual([]);
    expect((await t.sql('SELECT id FROM booking.outbox WHERE published_at IS NULL')).length).toBe(5);
    // Readiness tells what waits, without failing over it (the service still takes bookings).
    const ready = readinessSchema.parse(await (await fetch(`${t.bookingBase}/readyz`)).json());
    expect(ready.details?.outbox).toMatch(/^5 waiting, the oldest for \d+ s$/);

    proxy.restore();
    await waitFor(
      'the booking events to arrive',
      () => (observed.filter((message) => message.type === 'event_booking.requested').length >= 5 ? true : undefined),
      20_000,
    );
    const ids = observed.map((message) => (message.payload as { bookingId: string }).bookingId).sort();
    expect(ids).toEqual(bookings.map((booking) => booking.id).sort());
  });
});
