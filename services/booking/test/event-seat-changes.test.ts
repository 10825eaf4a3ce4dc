import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { guestBookingSchema, guestTokenHeader, type EventEnvelope } from '@ristorante/contracts';
import { createLogger } from '@ristorante/kit';
import { startedForTests, testKeys } from '@ristorante/kit/testing';
import { createCatalogSeats } from '../src/catalog/catalog-seats-client.js';
import { sweepClaims, writeClaim } from '../src/event-bookings/seat-claims.js';
import { eventBookingForm, startBookingUnderTest } from './support/booking-under-test.js';

// A guest changes their event seats through their personal link (docs/decisions.md 117): the catalog holds the new
// number before a larger one is stored and after a smaller one is, so the event is never oversold; whatever step is
// lost, the sweeper makes the hold match the booking.
const t = startedForTests(() => startBookingUnderTest());
const logger = createLogger('seat-changes', 'silent');
let catalogClient: ReturnType<typeof createCatalogSeats> | undefined;
const catalog = () =>
  (catalogClient ??= createCatalogSeats({ baseUrl: t.catalogBase, signer: testKeys.booking, timeoutMs: 5000, logger }));
afterAll(() => catalogClient?.close());
beforeEach(async () => {
  await t.quiet();
  t.published.length = 0;
});

const eventsOf = (id: string) => t.published.filter((message) => (message.payload as { bookingId?: string }).bookingId === id);
const tokenOf = (message: EventEnvelope) => (message.payload as { manageToken?: string }).manageToken!;
const change = (token: string, body: Record<string, unknown>, language = 'de') =>
  t.asGuest('PUT', '/api/guest-booking', body, { [guestTokenHeader]: token, 'accept-language': language });
const holdOf = async (bookingId: string) =>
  (await t.sql<{ seats: number }>('SELECT seats FROM catalog.event_seat_holds WHERE booking_id = $1', [bookingId]))[0]?.seats;
const claimsOf = (bookingId: string) => t.sql('SELECT seats FROM booking.seat_claims WHERE booking_id = $1', [bookingId]);
const storedOf = async (id: string) =>
  (
    await t.sql<{ guests: number; total_amount_cents: number; status: string; guest_sequence: number }>(
      'SELECT guests, total_amount_cents, status, guest_sequence FROM booking.event_bookings WHERE id = $1',
      [id],
    )
  )[0]!;

/** A booking of `guests` seats on a new event of `places`, and the token its first mail carries. */
async function booked(places: number, guests: number) {
  const event = await t.createEvent({ max_attendees: places });
  const answer = await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ guests }));
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await t.quiet();
  return { event, id, token: tokenOf(eventsOf(id)[0]!) };
}

describe('a guest changes their event seats through the link (docs/decisions.md 117)', () => {
  it('more seats: held by the catalog, the booking pending again at its price, staff and guest told once', async () => {
    const { event, id, token } = await booked(6, 3);
    const answer = await change(token, { guests: 5, specialRequests: null });
    expect(answer.status).toBe(200);
    expect(guestBookingSchema.parse(await answer.json())).toMatchObject({
      guests: 5,
      totalAmountCents: 24750,
      status: 'pending',
    });
    // A second click asks for what already holds: nothing more happens.
    expect((await change(token, { guests: 5, specialRequests: null })).status).toBe(200);
    await t.quiet();

    expect(await holdOf(id)).toBe(5);
    expect((await t.readEvent(event.id)).spots_left).toBe(1);
    expect(await claimsOf(id)).toEqual([]);
    expect(await storedOf(id)).toMatchObject({ guests: 5, total_amount_cents: 24750, status: 'pending', guest_sequence: 1 });
    const changes = eventsOf(id).filter((message) => message.type === 'event_booking.seats_changed');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.payload).toMatchObject({
      guests: 5,
      totalAmountCents: 24750,
      previous: { guests: 3, totalAmountCents: 14850 },
      hadCalendarEntry: false,
    });
    // Its mail carries a new link of its own.
    expect(tokenOf(changes[0]!)).not.toBe(token);
    const history = await t.sql<{ changes: unknown }>('SELECT changes FROM booking.booking_changes WHERE event_booking_id = $1', [
      id,
    ]);
    expect(history).toEqual([{ changes: { guests: { from: 3, to: 5 } } }]);
  });

  it("more seats than are left get the public form's 409 in the guest's language, and nothing changes", async () => {
    const { event, id, token } = await booked(6, 3);
    expect((await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ guests: 2 }))).status).toBe(201);
    await t.quiet();
    t.published.length = 0;

    const refused = await change(token, { guests: 5, specialRequests: 'Fensterplatz' }, 'en');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Sorry, only 4 places are left for this event.', spotsLeft: 4 });
    await t.quiet();
    expect(t.published).toEqual([]);
    expect(await holdOf(id)).toBe(3);
    expect(await claimsOf(id)).toEqual([]);
    expect(await storedOf(id)).toMatchObject({ guests: 3, total_amount_cents: 14850, guest_sequence: 0 });
  });

  it('fewer seats: stored, then given back to the event; a confirmed guest gets a tentative entry, then a higher one', async () => {
    const { event, id, token } = await booked(6, 4);
    expect((await t.asAdmin('PATCH', `/api/admin/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect((await change(token, { guests: 1, specialRequests: 'Vegetarisch' })).status).toBe(200);
    expect(await holdOf(id)).toBe(1);
    expect(await claimsOf(id)).toEqual([]);
    expect((await t.readEvent(event.id)).spots_left).toBe(5);
    expect((await t.asAdmin('PATCH', `/api/admin/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    await t.quiet();

    const [confirmed, seatsChanged, reconfirmed] = eventsOf(id).slice(1);
    expect(confirmed).toMatchObject({ type: 'event_booking.confirmed' });
    expect(seatsChanged).toMatchObject({
      type: 'event_booking.seats_changed',
      payload: { guests: 1, totalAmountCents: 4950, specialRequests: 'Vegetarisch', hadCalendarEntry: true },
    });
    expect(reconfirmed).toMatchObject({ type: 'event_booking.confirmed' });
    const sequenceOf = (message: EventEnvelope | undefined) => (message!.payload as { sequence: number }).sequence;
    expect(sequenceOf(seatsChanged)).toBeGreaterThan(sequenceOf(confirmed));
    expect(sequenceOf(reconfirmed)).toBeGreaterThan(sequenceOf(seatsChanged));
  });

  it("bad seats get a 400 naming the field in the guest's language, and nothing is written", async () => {
    const { id, token } = await booked(20, 2);
    for (const guests of [0, 9, 2.5, 'viele']) {
      const answer = await change(token, { guests, specialRequests: null });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ fields: { guests: 'Bitte wählen Sie zwischen 1 und 8 Gästen' } });
    }
    expect(await storedOf(id)).toMatchObject({ guests: 2 });
    expect(await holdOf(id)).toBe(2);
  });
});

describe('the sweeper makes the hold match the booking when a change was lost half-way', () => {
  it('a larger hold whose booking kept its seats shrinks back; a booking being changed is left for the next sweep', async () => {
    const { id, event } = await booked(10, 2);
    // The catalog granted 6 seats, then the store of the change was lost: the claim stands.
    await writeClaim(t.booking.pool, { attemptId: crypto.randomUUID(), bookingId: id, eventId: event.id, seats: 6 });
    expect((await catalog().hold(event.id, id, 6, 'de', '127.0.0.1')).kind).toBe('held');

    // While a change holds the booking locked, the sweeper does not touch it.
    const change = await t.booking.pool.connect();
    try {
      await change.query('BEGIN');
      await change.query('SELECT 1 FROM booking.event_bookings WHERE id = $1 FOR UPDATE', [id]);
      await sweepClaims(t.booking.pool, catalog(), logger, 0);
      expect(await holdOf(id)).toBe(6);
      expect(await claimsOf(id)).toHaveLength(1);
      await change.query('ROLLBACK');
    } finally {
      change.release();
    }

    await sweepClaims(t.booking.pool, catalog(), logger, 0);
    expect(await holdOf(id)).toBe(2);
    expect(await claimsOf(id)).toEqual([]);
  });
});
