import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventSchema, seatHoldPath, seatHoldRefusalSchema, seatHoldSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { eventForm, startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest());

const createEvent = async (overrides: Record<string, unknown> = {}) => {
  const answer = await catalog.asAdmin('POST', '/api/events', eventForm(overrides));
  expect(answer.status).toBe(201);
  return eventSchema.parse(await answer.json());
};
const readEvent = async (id: string) => eventSchema.parse(await (await fetch(`${catalog.base}/api/events/${id}`)).json());
const hold = (eventId: string, bookingId: string, seats: number, headers: Record<string, string> = {}) =>
  catalog.asService('PUT', seatHoldPath(eventId, bookingId), { seats }, headers);
const heldSeats = async (eventId: string) =>
  (
    await catalog.sql<{ sum: number | null }>('SELECT sum(seats)::int AS sum FROM catalog.event_seat_holds WHERE event_id = $1', [
      eventId,
    ])
  )[0]!.sum ?? 0;

describe('holding seats', () => {
  it('when a booking holds seats, then 201 tells the event facts the booking needs, priced in cents', async () => {
    const event = await createEvent({ price: 49.9, max_attendees: 12 });
    const bookingId = randomUUID();
    const answer = await hold(event.id, bookingId, 3);
    expect(answer.status).toBe(201);
    expect(seatHoldSchema.parse(await answer.json())).toEqual({
      eventId: event.id,
      bookingId,
      seats: 3,
      event: {
        title_en: event.title_en,
        title_de: event.title_de,
        event_date: event.event_date,
        price_cents: 4990,
        max_attendees: 12,
        advance_payment: 'none',
        current_attendees: 3,
        spots_left: 9,
        version: event.version,
      },
    });
  });

  it('when the same hold is asked for again, then nothing changes; a new number resizes it if it fits', async () => {
    const event = await createEvent({ max_attendees: 5 });
    const bookingId = randomUUID();
    expect((await hold(event.id, bookingId, 2)).status).toBe(201);
    const again = await hold(event.id, bookingId, 2);
    expect(again.status).toBe(200);
    expect(seatHoldSchema.parse(await again.json()).event.current_attendees).toBe(2);
    expect(await heldSeats(event.id)).toBe(2);
    expect((await hold(event.id, bookingId, 5)).status).toBe(200);
    expect(await heldSeats(event.id)).toBe(5);
    expect((await hold(event.id, bookingId, 6)).status).toBe(409);
    expect(await heldSeats(event.id)).toBe(5);
  });

  it('when seats are held or resized, then the pages hear of it; a repeated or refused hold records nothing', async () => {
    const event = await createEvent({ max_attendees: 4 });
    const changes = async () =>
      (
        await catalog.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM catalog.outbox
            WHERE type = 'catalog.content_changed' AND payload->>'id' = $1 AND payload->>'change' = 'updated'`,
          [event.id],
        )
      )[0]!.n;
    const bookingId = randomUUID();
    expect((await hold(event.id, bookingId, 2)).status).toBe(201);
    expect(await changes()).toBe(1);
    expect((await hold(event.id, bookingId, 2)).status).toBe(200);
    expect((await hold(event.id, randomUUID(), 3)).status).toBe(409);
    expect(await changes()).toBe(1);
    expect((await hold(event.id, bookingId, 4)).status).toBe(200);
    expect(await changes()).toBe(2);
    const [recorded] = await catalog.sql<{ payload: unknown }>(
      `SELECT payload FROM catalog.outbox WHERE payload->>'id' = $1 ORDER BY seq DESC LIMIT 1`,
      [event.id],
    );
    expect(recorded!.payload).toEqual({ section: 'events', id: event.id, change: 'updated' });
  });

  it("when the seats do not fit, then 409 says why in the guest's language, with the spots left", async () => {
    const event = await createEvent({ max_attendees: 4, manual_attendees: 1 });
    const tooMany = await hold(event.id, randomUUID(), 4, { 'accept-language': 'en' });
    expect(tooMany.status).toBe(409);
    expect(seatHoldRefusalSchema.parse(await tooMany.json())).toEqual({
      error: 'Sorry, only 3 places are left for this event.',
      reason: 'not_enough_seats',
      spotsLeft: 3,
    });
    expect((await hold(event.id, randomUUID(), 3)).status).toBe(201);
    const soldOut = await hold(event.id, randomUUID(), 1, { 'accept-language': 'de' });
    expect(seatHoldRefusalSchema.parse(await soldOut.json())).toEqual({
      error: 'Diese Veranstaltung ist leider ausgebucht.',
      reason: 'sold_out',
      spotsLeft: 0,
    });
    const english = await hold(event.id, randomUUID(), 1, { 'accept-language': 'en' });
    expect(seatHoldRefusalSchema.parse(await english.json()).error).toBe('Sorry, this event is fully booked.');
  });

  it('when the event is over, then no new seats are held', async () => {
    const event = await createEvent({ event_date: new Date(Date.now() - 3600_000).toISOString() });
    const answer = await hold(event.id, randomUUID(), 1, { 'accept-language': 'en' });
    expect(answer.status).toBe(409);
    expect(seatHoldRefusalSchema.parse(await answer.json())).toMatchObject({
      reason: 'event_past',
      error: 'This event has already taken place.',
    });
  });

  it('when the event or the request is wrong, then 404 for the event and 400 naming the field', async () => {
    expect((await hold(randomUUID(), randomUUID(), 1)).status).toBe(404);
    const event = await createEvent();
    const badBooking = await catalog.asService(
      'PUT',
      seatHoldPath(event.id, 'booking-7'),
      { seats: 1 },
      { 'accept-language': 'en' },
    );
    expect(badBooking.status).toBe(400);
    expect(await badBooking.json()).toMatchObject({ fields: { bookingId: 'The booking id must be a UUID' } });
    for (const seats of [0, 1.5, '2', 1001]) {
      const answer = await catalog.asService('PUT', seatHoldPath(event.id, randomUUID()), { seats }, { 'accept-language': 'en' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        fields: { seats: 'The number of seats must be a whole number from 1 to 1000' },
      });
    }
    expect(await heldSeats(event.id)).toBe(0);
  });

  it('when a booking already holds seats for another event, then 409 and both events are unchanged', async () => {
    const first = await createEvent();
    const second = await createEvent();
    const bookingId = randomUUID();
    expect((await hold(first.id, bookingId, 2)).status).toBe(201);
    expect((await hold(second.id, bookingId, 2)).status).toBe(409);
    expect([await heldSeats(first.id), await heldSeats(second.id)]).toEqual([2, 0]);
  });

  it('when one booking id races for seats on two events at once, then at most one hold exists and no event is oversold', async () => {
    const small = await createEvent({ max_attendees: 2 });
    const large = await createEvent({ max_attendees: 50 });
    for (let round = 0; round < 15; round++) {
      const bookingId = randomUUID();
      const [onSmall, onLarge] = await Promise.all([hold(small.id, bookingId, 1), hold(large.id, bookingId, 20)]);
      expect([onSmall.status, onLarge.status].sort()).toEqual([201, 409]);
      const rows = await catalog.sql<{ event_id: string; seats: number }>(
        'SELECT event_id, seats FROM catalog.event_seat_holds WHERE booking_id = $1',
        [bookingId],
      );
      expect(rows).toEqual([onSmall.status === 201 ? { event_id: small.id, seats: 1 } : { event_id: large.id, seats: 20 }]);
      await catalog.asService('DELETE', seatHoldPath(rows[0]!.event_id, bookingId));
    }
    expect(await heldSeats(small.id)).toBe(0);
  });

  it('when one place is left, then the refusal says so in the singular', async () => {
    const event = await createEvent({ max_attendees: 3, manual_attendees: 2 });
    const answer = await hold(event.id, randomUUID(), 2, { 'accept-language': 'de' });
    expect(seatHoldRefusalSchema.parse(await answer.json()).error).toBe(
      'Für diese Veranstaltung ist leider nur noch 1 Platz frei.',
    );
  });

  it('when called without the internal signature (straight from outside), then 401 and nothing is held', async () => {
    const event = await createEvent();
    const answer = await fetch(`${catalog.base}${seatHoldPath(event.id, randomUUID())}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seats: 2 }),
    });
    expect(answer.status).toBe(401);
    expect(await heldSeats(event.id)).toBe(0);
  });
});

describe('releasing seats', () => {
  it('when a hold is released, then the seats are free again, and releasing twice is fine', async () => {
    const event = await createEvent({ max_attendees: 2 });
    const bookingId = randomUUID();
    expect((await hold(event.id, bookingId, 2)).status).toBe(201);
    expect((await readEvent(event.id)).spots_left).toBe(0);
    expect((await catalog.asService('DELETE', seatHoldPath(event.id, bookingId))).status).toBe(204);
    expect((await catalog.asService('DELETE', seatHoldPath(event.id, bookingId))).status).toBe(204);
    expect(await readEvent(event.id)).toMatchObject({ current_attendees: 0, spots_left: 2 });
  });
});

describe('holding under load', () => {
  it('when 200 bookings race for an event with 10 seats left, then exactly the seats that fit are held, never more', async () => {
    const event = await createEvent({ max_attendees: 40, manual_attendees: 30 });
    const requests = Array.from({ length: 200 }, (_, index) => ({ bookingId: randomUUID(), seats: (index % 3) + 1 }));
    const answers = await Promise.all(requests.map(({ bookingId, seats }) => hold(event.id, bookingId, seats)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);

    const granted = requests.filter((_, index) => statuses[index] === 201);
    const grantedSeats = granted.reduce((sum, request) => sum + request.seats, 0);
    const rows = await catalog.sql<{ booking_id: string; seats: number }>(
      'SELECT booking_id, seats FROM catalog.event_seat_holds WHERE event_id = $1',
      [event.id],
    );
    expect(new Set(rows.map((row) => row.booking_id))).toEqual(new Set(granted.map((request) => request.bookingId)));
    expect(await heldSeats(event.id)).toBe(grantedSeats);
    expect(grantedSeats).toBeLessThanOrEqual(10);
    // Every refused request really did not fit at the moment it was decided: with 1-seat requests among the
    // 200, the event fills completely.
    expect(grantedSeats).toBe(10);
    expect(await readEvent(event.id)).toMatchObject({ current_attendees: 40, spots_left: 0 });

    // Repeating every granted hold (a retry storm after lost answers) changes nothing.
    const repeats = await Promise.all(granted.map(({ bookingId, seats }) => hold(event.id, bookingId, seats)));
    expect(repeats.every((answer) => answer.status === 200)).toBe(true);
    expect(await heldSeats(event.id)).toBe(10);
  });
});
