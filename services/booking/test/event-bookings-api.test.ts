import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  eventBookingChanged,
  eventBookingSchema,
  eventSchema,
  type EventEnvelope,
  type RestaurantEvent,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { eventBookingForm, startBookingUnderTest } from './support/booking-under-test.js';

const t = startedForTests(() => startBookingUnderTest());
beforeEach(async () => {
  await t.sql('DELETE FROM booking.event_bookings');
  await t.sql('DELETE FROM booking.idempotency_keys');
  await t.sql('DELETE FROM booking.seat_claims');
  await t.settle();
  t.published.length = 0;
});

const book = (eventId: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.asGuest('POST', `/api/events/${eventId}/book`, eventBookingForm(overrides), headers);
const booked = async (eventId: string, overrides: Record<string, unknown> = {}) => {
  const answer = await book(eventId, overrides);
  expect(answer.status).toBe(201);
  return eventBookingSchema.parse(await answer.json());
};
const storedBookings = () =>
  t.sql<{ id: string; guests: number; status: string }>('SELECT id, guests, status FROM booking.event_bookings');

describe('POST /api/events/{id}/book', () => {
  it("when a guest books, then seats are held, the total is the server's, and the request is published", async () => {
    const event = await t.createEvent({ price: 49.5, max_attendees: 10 });
    const booking = await booked(event.id, { guests: 3, totalAmount: 1, specialRequests: 'Ein Platz am Fenster', locale: 'en' });
    expect(booking).toMatchObject({
      eventId: event.id,
      eventTitleDe: 'Sizilianischer Weinabend',
      eventTitleEn: 'Sicilian Wine Evening',
      eventDate: event.event_date,
      guests: 3,
      totalAmount: 148.5,
      specialRequests: 'Ein Platz am Fenster',
      locale: 'en',
      status: 'pending',
    });
    expect(await t.readEvent(event.id)).toMatchObject({ current_attendees: 3, spots_left: 7 });
    await t.quiet();
    expect(t.published.map((message) => message.type)).toEqual(['event_booking.requested']);
    expect(t.published[0]!.payload).toMatchObject({ bookingId: booking.id, totalAmountCents: 14850, locale: 'en', guests: 3 });
  });

  const badForms: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['the name is missing', { name: '' }, 'name', 'Name is required', 'Name ist erforderlich'],
    [
      'the name is one letter',
      { name: 'L' },
      'name',
      'Name must be at least 2 characters long',
      'Der Name muss mindestens 2 Zeichen lang sein',
    ],
    ['the e-mail is missing', { email: undefined }, 'email', 'Email is required', 'E-Mail ist erforderlich'],
    [
      'the e-mail is invalid',
      { email: 'luca@' },
      'email',
      'Please enter a valid email address',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ],
    ['the phone is missing', { phone: ' ' }, 'phone', 'Phone number is required', 'Telefonnummer ist erforderlich'],
    [
      'the phone has letters',
      { phone: '0170 CALL ME NOW' },
      'phone',
      'Please enter a valid phone number',
      'Bitte geben Sie eine gültige Telefonnummer ein',
    ],
    [
      'there are no guests',
      { guests: 0 },
      'guests',
      'Please choose between 1 and 8 guests',
      'Bitte wählen Sie zwischen 1 und 8 Gästen',
    ],
    [
      'there are nine guests',
      { guests: 9 },
      'guests',
      'Please choose between 1 and 8 guests',
      'Bitte wählen Sie zwischen 1 und 8 Gästen',
    ],
    [
      'the guests are missing',
      { guests: undefined },
      'guests',
      'Please choose between 1 and 8 guests',
      'Bitte wählen Sie zwischen 1 und 8 Gästen',
    ],
  ];

  it.each(badForms)(
    'when %s, then 400 names the field in both languages, and nothing is held or stored',
    async (_case, overrides, field, en, de) => {
      const event = await t.createEvent();
      const english = await book(event.id, overrides, { 'accept-language': 'en' });
      expect(english.status).toBe(400);
      expect(errorResponseSchema.parse(await english.json()).fields).toEqual({ [field]: en });
      const german = await book(event.id, overrides, { 'accept-language': 'de' });
      expect(errorResponseSchema.parse(await german.json()).fields).toEqual({ [field]: de });
      expect(await storedBookings()).toEqual([]);
      expect((await t.readEvent(event.id)).current_attendees).toBe(0);
    },
  );

  it("when the event is sold out or has too few places, then 409 says so in the guest's language", async () => {
    const event = await t.createEvent({ max_attendees: 4, manual_attendees: 1 });
    const tooMany = await book(event.id, { guests: 4 }, { 'accept-language': 'en' });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({ error: 'Sorry, only 3 places are left for this event.', spotsLeft: 3 });
    await booked(event.id, { guests: 3 });
    const soldOut = await book(event.id, { guests: 1 }, { 'accept-language': 'en' });
    expect(await soldOut.json()).toEqual({ error: 'Sorry, this event is fully booked.', spotsLeft: 0 });
    const german = await book(event.id, { guests: 1, locale: 'de' });
    expect(errorResponseSchema.parse(await german.json()).error).toBe('Diese Veranstaltung ist leider ausgebucht.');
    expect((await storedBookings()).length).toBe(1);
    expect(await t.sql('SELECT * FROM booking.seat_claims')).toEqual([]);
  });

  it('when the event does not exist (or the id is no id), then 404 Event Not Found', async () => {
    for (const id of [randomUUID(), 'forty-two']) {
      const answer = await book(id, {}, { 'accept-language': 'en' });
      expect(answer.status).toBe(404);
      expect(errorResponseSchema.parse(await answer.json()).error).toBe('Event Not Found');
    }
    expect(await t.sql('SELECT * FROM booking.seat_claims')).toEqual([]);
  });

  it('when the same submission arrives twice (one Idempotency-Key), then one booking holds its seats once', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const key = `form-${randomUUID()}`;
    const answers = await Promise.all([1, 2, 3].map(() => book(event.id, { guests: 2 }, { 'idempotency-key': key })));
    const bodies = await Promise.all(answers.map(async (answer) => eventBookingSchema.parse(await answer.json())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(await storedBookings()).toHaveLength(1);
    expect((await t.readEvent(event.id)).current_attendees).toBe(2);
    const changed = await book(event.id, { guests: 3 }, { 'idempotency-key': key, 'accept-language': 'en' });
    expect(changed.status).toBe(422);
    expect(errorResponseSchema.parse(await changed.json()).error).toBe(
      'This form was already sent with other details. Please reload the page and try again.',
    );
    expect((await t.readEvent(event.id)).current_attendees).toBe(2);
  });

  it('when storing the booking fails, then 503 and its seats are released: no seat without a booking', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    await t.sql(`CREATE FUNCTION booking.refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full (simulated)'; END $$`);
    await t.sql(
      'CREATE TRIGGER refuse_insert BEFORE INSERT ON booking.event_bookings FOR EACH ROW EXECUTE FUNCTION booking.refuse_insert()',
    );
    try {
      const answer = await book(event.id, { guests: 2 }, { 'accept-language': 'en' });
      expect(answer.status).toBe(503);
      expect(errorResponseSchema.parse(await answer.json()).error).toBe(
        'Your booking could not be saved. Please try again in a moment.',
      );
      expect(await storedBookings()).toEqual([]);
      expect((await t.readEvent(event.id)).current_attendees).toBe(0);
      expect(await t.sql('SELECT * FROM booking.seat_claims')).toEqual([]);
    } finally {
      await t.sql('DROP TRIGGER refuse_insert ON booking.event_bookings');
      await t.sql('DROP FUNCTION booking.refuse_insert()');
    }
  });
});

describe('staff and event bookings', () => {
  const setStatus = (id: string, status: string, headers: Record<string, string> = {}) =>
    t.asAdmin('PATCH', `/api/admin/bookings/${id}/status`, { status }, headers);

  it('when staff list bookings, then newest first, filtered by event and status, paged with a total', async () => {
    const first = await t.createEvent();
    const second = await t.createEvent();
    const a = await booked(first.id, { name: 'Erste' });
    const b = await booked(second.id, { name: 'Zweite' });
    const c = await booked(first.id, { name: 'Dritte' });
    await setStatus(c.id, 'confirmed');
    const all = await t.asAdmin('GET', '/api/admin/bookings');
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(
      eventBookingSchema
        .array()
        .parse(await all.json())
        .map((booking) => booking.id),
    ).toEqual([c.id, b.id, a.id]);
    const ofFirst = eventBookingSchema
      .array()
      .parse(await (await t.asAdmin('GET', `/api/admin/bookings?eventId=${first.id}`)).json());
    expect(ofFirst.map((booking) => booking.id)).toEqual([c.id, a.id]);
    const confirmed = eventBookingSchema
      .array()
      .parse(await (await t.asAdmin('GET', '/api/admin/bookings?status=confirmed')).json());
    expect(confirmed.map((booking) => booking.id)).toEqual([c.id]);
    const page = await t.asAdmin('GET', '/api/admin/bookings?page=2&pageSize=2');
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(
      eventBookingSchema
        .array()
        .parse(await page.json())
        .map((booking) => booking.id),
    ).toEqual([a.id]);
    expect((await fetch(`${t.bookingBase}/api/admin/bookings`)).status).toBe(401);
  });

  it.each([
    ['pending', 'confirmed', 200, 'event_booking.confirmed', 2],
    ['pending', 'cancelled', 200, 'event_booking.cancelled', 0],
    ['confirmed', 'cancelled', 200, 'event_booking.cancelled', 0],
    ['confirmed', 'pending', 409, undefined, 2],
    ['cancelled', 'confirmed', 409, undefined, 0],
    ['cancelled', 'pending', 409, undefined, 0],
  ] as const)(
    'when a %s booking is set %s, then %i (docs/decisions.md 43), and the seats follow',
    async (from, to, status, event, seatsAfter) => {
      const ev = await t.createEvent({ max_attendees: 10 });
      const booking = await booked(ev.id, { guests: 2 });
      if (from !== 'pending') expect((await setStatus(booking.id, from)).status).toBe(200);
      await t.settle();
      t.published.length = 0;
      const answer = await setStatus(booking.id, to, { 'accept-language': 'en' });
      expect(answer.status).toBe(status);
      if (status === 200) expect(eventBookingSchema.parse(await answer.json()).status).toBe(to);
      else expect(errorResponseSchema.parse(await answer.json()).error).toBe(`A ${from} booking cannot be ${to}.`);
      await expect.poll(async () => (await t.readEvent(ev.id)).current_attendees).toBe(seatsAfter);
      if (event) {
        await t.quiet();
        expect(t.published.map((message) => message.type)).toEqual([event]);
        if (to === 'cancelled') expect(t.published[0]!.payload).toMatchObject({ bookingId: booking.id, reason: 'staff' });
      } else {
        await t.settle();
        expect(t.published).toEqual([]);
      }
    },
  );

  it('when the status asked for is the one it has, then nothing changes and nobody is told twice', async () => {
    const event = await t.createEvent();
    const booking = await booked(event.id);
    await setStatus(booking.id, 'confirmed');
    await t.settle();
    t.published.length = 0;
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    await t.settle();
    expect(t.published).toEqual([]);
    expect((await setStatus(booking.id, 'done', { 'accept-language': 'en' })).status).toBe(400);
    expect((await setStatus(randomUUID(), 'confirmed')).status).toBe(404);
  });

  it('when staff delete a booking, then only a confirmed one goes, and its seats with it', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const pending = await booked(event.id, { guests: 1 });
    const confirmed = await booked(event.id, { guests: 3 });
    await setStatus(confirmed.id, 'confirmed');
    expect((await t.readEvent(event.id)).current_attendees).toBe(4);
    const refused = await t.asAdmin('DELETE', `/api/admin/bookings/${pending.id}`, undefined, { 'accept-language': 'en' });
    expect(refused.status).toBe(409);
    expect((await t.asAdmin('DELETE', `/api/admin/bookings/${confirmed.id}`)).status).toBe(204);
    expect((await t.readEvent(event.id)).current_attendees).toBe(1);
    expect((await storedBookings()).map((row) => row.id)).toEqual([pending.id]);
    expect((await t.asAdmin('DELETE', `/api/admin/bookings/${confirmed.id}`)).status).toBe(404);
  });

  it('when staff delete the event in the catalog, then its bookings are cancelled and each guest is told', async () => {
    const event = await t.createEvent();
    const bookings = [await booked(event.id, { guests: 1 }), await booked(event.id, { guests: 2 })];
    await t.settle();
    t.published.length = 0;
    expect((await t.asCatalogAdmin('DELETE', `/api/events/${event.id}`)).status).toBe(204);
    await expect.poll(async () => (await storedBookings()).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    await t.quiet();
    expect(t.published.length).toBe(2);
    expect(t.published.map((message) => message.type)).toEqual(['event_booking.cancelled', 'event_booking.cancelled']);
    expect(t.published.map((message) => (message.payload as { bookingId: string }).bookingId).sort()).toEqual(
      bookings.map((booking) => booking.id).sort(),
    );
    expect(t.published.every((message) => (message.payload as { reason: string }).reason === 'event_deleted')).toBe(true);
  });

  it('when staff change the event’s title and date, then its live bookings follow and each guest is told once, a repeat changing nothing', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const pending = await booked(event.id, { guests: 1 });
    const confirmed = await booked(event.id, { guests: 2 });
    const cancelled = await booked(event.id, { guests: 1 });
    expect((await t.asAdmin('PATCH', `/api/admin/bookings/${confirmed.id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect((await t.asAdmin('PATCH', `/api/admin/bookings/${cancelled.id}/status`, { status: 'cancelled' })).status).toBe(200);
    await t.quiet();
    t.published.length = 0;
    const catalogEvents: EventEnvelope[] = [];
    await t.bus.subscribe({ queue: 'test.catalog-changes', topics: ['catalog.event_changed'] }, async (message) => {
      catalogEvents.push(message);
    });

    const later = new Date(Date.parse(event.event_date) + 7 * 86_400_000).toISOString();
    const saved = await t.asCatalogAdmin('PUT', `/api/events/${event.id}`, {
      ...editable(event),
      title_de: 'Sizilianischer Weinabend am Meer',
      event_date: later,
    });
    expect(saved.status).toBe(200);
    const { version } = eventSchema.parse(await saved.json());
    await t.quiet();

    const rows = await t.sql<{ id: string; event_title_de: string; event_date: Date; total_amount_cents: number }>(
      'SELECT id, event_title_de, event_date, total_amount_cents FROM booking.event_bookings ORDER BY guests, status',
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const live of [pending, confirmed]) {
      expect(byId.get(live.id)).toMatchObject({
        event_title_de: 'Sizilianischer Weinabend am Meer',
        event_date: new Date(later),
      });
    }
    expect(byId.get(cancelled.id)).toMatchObject({
      event_title_de: 'Sizilianischer Weinabend',
      event_date: new Date(event.event_date),
    });
    expect(t.published.map((message) => message.type)).toEqual(['event_booking.changed', 'event_booking.changed']);
    const told = t.published.map((message) => eventBookingChanged.payload.parse(message.payload));
    expect(told.map((change) => [change.bookingId, change.status]).sort()).toEqual(
      [
        [pending.id, 'pending'],
        [confirmed.id, 'confirmed'],
      ].sort(),
    );
    for (const change of told) {
      expect(change).toMatchObject({
        eventTitleDe: 'Sizilianischer Weinabend am Meer',
        eventDate: later,
        sequence: version,
        previous: { eventTitleDe: 'Sizilianischer Weinabend', eventDate: event.event_date },
      });
    }

    // The catalog's event delivered again (at least once): nothing changes, nobody is told twice.
    t.published.length = 0;
    expect(catalogEvents).toHaveLength(1);
    await t.bus.publish(catalogEvents[0]!);
    await t.quiet();
    expect(t.published).toEqual([]);

    // A new price alone: bookings keep the price they were made at, and nobody is written to.
    const repriced = await t.asCatalogAdmin('PUT', `/api/events/${event.id}`, {
      ...editable(await t.readEvent(event.id)),
      price: 59,
    });
    expect(repriced.status).toBe(200);
    await t.quiet();
    expect(t.published).toEqual([]);
    expect(await t.sql('SELECT DISTINCT total_amount_cents / guests AS each FROM booking.event_bookings')).toEqual([
      { each: 4950 },
    ]);
  });
});

/** An event as staff's form sends it back. */
const editable = (event: RestaurantEvent) => ({
  title_en: event.title_en,
  title_de: event.title_de,
  description_en: event.description_en,
  description_de: event.description_de,
  event_date: event.event_date,
  price: event.price,
  max_attendees: event.max_attendees,
  manual_attendees: event.manual_attendees,
  image_url: event.image_url,
});
