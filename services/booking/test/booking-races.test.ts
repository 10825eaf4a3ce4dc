import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBookingFields, Locale } from '@ristorante/contracts';
import { createLogger } from '@ristorante/kit';
import { createCatalogSeats, type CatalogSeats } from '../src/catalog/catalog-seats-client.js';
import { bookEventSeats, type BookingRequest } from '../src/event-bookings/book-event-seats.js';
import { onEventDeleted } from '../src/event-bookings/catalog-event-consumer.js';
import { insertEventBooking } from '../src/event-bookings/event-booking-repository.js';
import { settleClaim, sweepClaims, writeClaim } from '../src/event-bookings/seat-claims.js';
import { eventBookingForm, startBookingUnderTest, type BookingUnderTest } from './support/booking-under-test.js';
import { testKeys } from '@ristorante/kit/testing';

// The interleavings a review found in the claim, hold and store steps, each driven step by step. Whatever the
// order, in the end no seat is held without a live booking, and no live booking lacks its seats.
const logger = createLogger('races', 'silent');
let t: BookingUnderTest;
let catalog: CatalogSeats;
beforeAll(async () => {
  t = await startBookingUnderTest();
  catalog = createCatalogSeats({ baseUrl: t.catalogBase, signer: testKeys.booking, timeoutMs: 5000, logger });
});
afterAll(async () => {
  catalog.close();
  await t.stop();
});

const holdsOf = (eventId: string) =>
  t.sql<{ booking_id: string; seats: number }>('SELECT booking_id, seats FROM catalog.event_seat_holds WHERE event_id = $1', [
    eventId,
  ]);
const claimsOf = (eventId: string) =>
  t.sql<{ booking_id: string }>('SELECT booking_id FROM booking.seat_claims WHERE event_id = $1', [eventId]);
const deps = () => ({ pool: t.booking.pool, logger, relay: undefined });
const request = (eventId: string, guests: number, idempotencyKey?: string): BookingRequest => ({
  eventId,
  fields: {
    ...(eventBookingForm({ guests }) as Omit<EventBookingFields, 'specialRequests'>),
    specialRequests: null,
    locale: 'de' as Locale,
  },
  idempotencyKey,
  clientIp: '127.0.0.1',
  deposits: undefined,
});
/** A promise and the function that settles it, to hold one side of a race at a chosen step. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('races between booking, sweeping, cancelling and deleting', () => {
  it('when the event is deleted while a booking is being stored, then the booking is cancelled once it commits', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const bookingId = randomUUID();
    const attemptId = randomUUID();
    await writeClaim(t.booking.pool, { attemptId, bookingId, eventId: event.id, seats: 2 });
    expect((await catalog.hold(event.id, bookingId, 2, 'de', '127.0.0.1')).kind).toBe('held');
    // The store transaction, midway: row inserted, claim settled, not committed.
    const store = await t.booking.pool.connect();
    await store.query('BEGIN');
    await insertEventBooking(store, {
      id: bookingId,
      eventId: event.id,
      eventTitleDe: 'x',
      eventTitleEn: 'x',
      eventDate: event.event_date,
      name: 'Luca',
      email: 'luca@example.org',
      phone: '+49 170 1234567',
      guests: 2,
      totalAmountCents: 100,
      specialRequests: null,
      locale: 'de',
      eventVersion: event.version,
    });
    expect(await settleClaim(store, attemptId)).toBe(true);
    await t.sql('DELETE FROM catalog.events WHERE id = $1', [event.id]);
    const consumer = onEventDeleted(t.booking.pool, {
      id: randomUUID(),
      type: 'catalog.event_deleted',
      occurredAt: new Date().toISOString(),
      payload: {
        eventId: event.id,
        title_en: 'x',
        title_de: 'x',
        event_date: event.event_date,
        releasedHolds: [{ bookingId, seats: 2 }],
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await store.query('COMMIT');
    store.release();
    expect(await consumer).toBe(1);
    expect(await t.sql('SELECT status FROM booking.event_bookings WHERE id = $1', [bookingId])).toEqual([
      { status: 'cancelled' },
    ]);
  });

  it("when the sweeper took a slow booking's claim and the release then fails, then the claim is put back for the next sweep", async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    let releases = 0;
    const slowThenDown: CatalogSeats = {
      async hold(eventId, bookingId, seats, locale, ip) {
        await sweepClaims(t.booking.pool, catalog, logger, 0); // the call took longer than the grace period
        return catalog.hold(eventId, bookingId, seats, locale, ip);
      },
      async release() {
        releases++;
        return false; // and the catalog does not answer the release
      },
      close: () => undefined,
    };
    await expect(bookEventSeats(deps(), slowThenDown, request(event.id, 3))).rejects.toThrow();
    expect(releases).toBe(1);
    expect(await t.sql('SELECT id FROM booking.event_bookings WHERE event_id = $1', [event.id])).toEqual([]);
    expect(await holdsOf(event.id)).toHaveLength(1);
    expect(await claimsOf(event.id)).toHaveLength(1);
    await sweepClaims(t.booking.pool, catalog, logger, 0);
    expect(await holdsOf(event.id)).toEqual([]);
    expect(await claimsOf(event.id)).toEqual([]);
  });

  it('when a repeat of a submission holds seats after staff cancelled the booking, then the sweeper frees them', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const key = `form-${randomUUID()}`;
    const atHold = gate();
    const proceed = gate();
    const slow: CatalogSeats = {
      async hold(...args) {
        atHold.open();
        await proceed.opened;
        return catalog.hold(...args);
      },
      release: (eventId, bookingId) => catalog.release(eventId, bookingId),
      close: () => undefined,
    };
    const repeat = bookEventSeats(deps(), slow, request(event.id, 2, key));
    await atHold.opened;
    const first = await bookEventSeats(deps(), catalog, request(event.id, 2, key));
    expect(first.status).toBe(201);
    expect((await t.asAdmin('PATCH', `/api/admin/bookings/${first.booking.id}/status`, { status: 'cancelled' })).status).toBe(
      200,
    );
    expect(await holdsOf(event.id)).toEqual([]);
    proceed.open();
    expect(await repeat).toMatchObject({ status: 200, booking: { id: first.booking.id, status: 'cancelled' } });
    // The repeat's hold came after the cancellation: its claim stays, and the sweeper frees the seats.
    expect(await claimsOf(event.id)).toHaveLength(1);
    await sweepClaims(t.booking.pool, catalog, logger, 0);
    expect(await holdsOf(event.id)).toEqual([]);
    expect(await claimsOf(event.id)).toEqual([]);
  });

  it('when two copies of a submission fail differently, then one copy never removes the claim the other relies on', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const key = `form-${randomUUID()}`;
    const atHold = gate();
    const proceed = gate();
    const answerLost: CatalogSeats = {
      async hold(...args) {
        atHold.open();
        await proceed.opened;
        await catalog.hold(...args); // the catalog holds the seats, but the answer never arrives
        return { kind: 'unknown' };
      },
      release: (eventId, bookingId) => catalog.release(eventId, bookingId),
      close: () => undefined,
    };
    const refused: CatalogSeats = {
      hold: async () => ({ kind: 'unreachable' }),
      release: async () => true,
      close: () => undefined,
    };
    const lost = bookEventSeats(deps(), answerLost, request(event.id, 2, key)).catch((error: Error) => error);
    await atHold.opened;
    await expect(bookEventSeats(deps(), refused, request(event.id, 2, key))).rejects.toThrow();
    proceed.open();
    expect(await lost).toBeInstanceOf(Error);
    expect(await holdsOf(event.id)).toHaveLength(1);
    await sweepClaims(t.booking.pool, catalog, logger, 0);
    expect(await holdsOf(event.id)).toEqual([]);
    expect(await claimsOf(event.id)).toEqual([]);
  });
});
