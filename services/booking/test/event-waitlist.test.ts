import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema, guestTokenHeader, waitlistEntrySchema, waitlistOfferSchema } from '@ristorante/contracts';
import { createLogger } from '@ristorante/kit';
import { startedForTests } from '@ristorante/kit/testing';
import { createCatalogEvents } from '../src/catalog/catalog-events-client.js';
import { offerFreedSeats } from '../src/waitlist/event-waitlist-offers.js';
import { eventBookingForm, startBookingUnderTest } from './support/booking-under-test.js';

// A sold-out event's waitlist (docs/decisions.md 117): joined with the event form, offered freed seats first come
// first, claimed through the offer's link as a booking, checked by the catalog's hold.
const t = startedForTests(() => startBookingUnderTest());
beforeEach(async () => {
  await t.quiet();
  t.published.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const logger = createLogger('event-waitlist', 'silent');
const english = { 'accept-language': 'en' };
const errorOf = async (answer: Response) => errorResponseSchema.parse(await answer.json());
const book = (eventId: string, overrides: Record<string, unknown>) =>
  t.asGuest('POST', `/api/events/${eventId}/book`, eventBookingForm(overrides));
const join = (eventId: string, overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.asGuest('POST', `/api/events/${eventId}/waitlist`, eventBookingForm(overrides), headers);
const cancelByStaff = (id: string) => t.asAdmin('PATCH', `/api/admin/bookings/${id}/status`, { status: 'cancelled' });
const entryStatusOf = (eventId: string, email: string) =>
  t.sql('SELECT status FROM booking.waitlist_entries WHERE event_id = $1 AND email = $2', [eventId, email]);
const claim = (token: string) => t.asGuest('POST', '/api/waitlist/offer/claim', undefined, { [guestTokenHeader]: token });

/** One pass of the events' offers at `now`, and the tokens it mailed, by address. */
async function offersAt(now: Date, offerMinutes = 60) {
  await t.quiet();
  t.published.length = 0;
  const events = createCatalogEvents({ baseUrl: t.catalogBase, timeoutMs: 5000, logger });
  const made = await offerFreedSeats(t.booking.pool, events, now, offerMinutes);
  await t.quiet();
  const offered = t.published.filter((message) => message.type === 'waitlist.offered');
  const tokens = Object.fromEntries(
    offered.map((message) => {
      const payload = message.payload as { email: string; offerToken: string };
      return [payload.email, payload.offerToken];
    }),
  );
  return { made, tokens, offered };
}

/** An event of `places`, sold out by one booking; answers the event and that booking's id. */
async function soldOut(places: number) {
  const event = await t.createEvent({ max_attendees: places, title_de: 'Trüffelabend', title_en: 'Truffle night' });
  const answer = await book(event.id, { guests: places, email: 'erster@example.org' });
  expect(answer.status).toBe(201);
  return { event, bookingId: ((await answer.json()) as { id: string }).id };
}

describe("a sold-out event's waitlist (docs/decisions.md 117)", () => {
  it('guests join with the event form, once each, and hear so; an event with room sends them to book instead', async () => {
    const { event } = await soldOut(4);
    const first = await join(event.id, { guests: 2, email: 'anna@example.org' });
    expect(first.status).toBe(201);
    expect(waitlistEntrySchema.parse(await first.json())).toMatchObject({ status: 'waiting', ahead: 0, eventId: event.id });
    const second = await join(event.id, { guests: 1, email: 'ben@example.org' });
    expect(waitlistEntrySchema.parse(await second.json())).toMatchObject({ ahead: 1 });
    const again = await join(event.id, { guests: 2, email: 'ANNA@example.org' });
    expect(again.status).toBe(200);
    await t.quiet();
    const joined = t.published.filter((message) => message.type === 'waitlist.joined');
    expect(joined).toHaveLength(2);
    expect(joined[0]!.payload).toMatchObject({ eventTitleDe: 'Trüffelabend', eventTitleEn: 'Truffle night', guests: 2 });

    const roomy = await t.createEvent({ max_attendees: 10 });
    const refused = await join(roomy.id, { guests: 3 }, english);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe('There are still 10 places left for this event: you can book right away.');
    const bad = await join(event.id, { guests: 9, email: 'x' }, english);
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['email', 'guests']);
    const unknown = await join('00000000-0000-4000-8000-000000000000', { guests: 1 });
    expect(unknown.status).toBe(404);
    expect(await t.sql('SELECT 1 FROM booking.waitlist_entries WHERE event_id = $1', [event.id])).toHaveLength(2);
  });

  it('freed seats go to the first guest whose party fits; the claim books them once; an unclaimed offer passes on', async () => {
    const { event, bookingId } = await soldOut(4);
    for (const [email, guests] of [
      ['gross@example.org', 6],
      ['anna@example.org', 3],
      ['ben@example.org', 1],
      ['carla@example.org', 1],
    ] as const) {
      expect((await join(event.id, { guests: Math.min(guests, 8), email })).status).toBe(201);
    }
    // Nothing is free yet: nothing is offered.
    expect((await offersAt(new Date())).made).toBe(0);

    expect((await cancelByStaff(bookingId)).status).toBe(200);
    await vi.waitFor(async () => expect((await t.readEvent(event.id)).spots_left).toBe(4));
    const now = new Date();
    const pass = await offersAt(now, 30);
    // Four seats: the party of six waits on; three for Anna, one for Ben; Carla waits for the next.
    expect(Object.keys(pass.tokens).sort()).toEqual(['anna@example.org', 'ben@example.org']);
    expect(pass.offered[0]!.payload).toMatchObject({
      eventTitleDe: 'Trüffelabend',
      expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
    });
    // Open offers are counted: the next pass offers the same seats to nobody else.
    expect((await offersAt(new Date())).made).toBe(0);

    const view = await t.asGuest('GET', '/api/waitlist/offer', undefined, {
      [guestTokenHeader]: pass.tokens['anna@example.org']!,
    });
    expect(waitlistOfferSchema.parse(await view.json())).toMatchObject({
      status: 'offered',
      guests: 3,
      event: { id: event.id, titleDe: 'Trüffelabend', titleEn: 'Truffle night' },
    });
    const claimed = await claim(pass.tokens['anna@example.org']!);
    expect(claimed.status).toBe(201);
    expect((await claim(pass.tokens['anna@example.org']!)).status).toBe(200);
    await t.quiet();
    const bookings = await t.sql<{ guests: number; status: string }>(
      "SELECT guests, status FROM booking.event_bookings WHERE event_id = $1 AND email = 'anna@example.org'",
      [event.id],
    );
    expect(bookings).toEqual([{ guests: 3, status: 'pending' }]);
    expect(t.published.filter((message) => message.type === 'event_booking.requested')).toHaveLength(1);

    // Ben lets his offer run out: it passes to Carla, first in line for one seat.
    const later = await offersAt(new Date(now.getTime() + 31 * 60_000));
    expect(Object.keys(later.tokens)).toEqual(['carla@example.org']);
    expect((await claim(pass.tokens['ben@example.org']!)).status).toBe(410);
    expect((await t.readEvent(event.id)).spots_left).toBe(1);
  });

  it("a claim the event no longer has places for gets the form's 409, and the guest keeps their place", async () => {
    const { event, bookingId } = await soldOut(2);
    expect((await join(event.id, { guests: 2, email: 'anna@example.org' })).status).toBe(201);
    expect((await cancelByStaff(bookingId)).status).toBe(200);
    await vi.waitFor(async () => expect((await t.readEvent(event.id)).spots_left).toBe(2));
    const { tokens } = await offersAt(new Date());
    // Someone books directly before Anna claims: offers hold no seats (decision 117).
    expect((await book(event.id, { guests: 1, email: 'schnell@example.org' })).status).toBe(201);

    // In the language Anna joined in (her offer's page speaks it too).
    const refused = await claim(tokens['anna@example.org']!);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Für diese Veranstaltung ist leider nur noch 1 Platz frei.', spotsLeft: 1 });
    expect(await entryStatusOf(event.id, 'anna@example.org')).toEqual([{ status: 'waiting' }]);
    expect(
      await t.sql("SELECT 1 FROM booking.event_bookings WHERE event_id = $1 AND email = 'anna@example.org'", [event.id]),
    ).toEqual([]);
  });

  it('an event the catalog deleted ends its waitlist; one that began expires its entries', async () => {
    const { event } = await soldOut(2);
    expect((await join(event.id, { guests: 1, email: 'anna@example.org' })).status).toBe(201);
    const gone = await soldOut(2);
    expect((await join(gone.event.id, { guests: 1, email: 'ben@example.org' })).status).toBe(201);
    expect((await t.asCatalogAdmin('DELETE', `/api/events/${gone.event.id}`)).status).toBe(204);

    await offersAt(new Date());
    expect(await entryStatusOf(gone.event.id, 'ben@example.org')).toEqual([{ status: 'expired' }]);
    expect(await entryStatusOf(event.id, 'anna@example.org')).toEqual([{ status: 'waiting' }]);
    await offersAt(new Date(new Date(event.event_date).getTime() + 60_000));
    expect(await entryStatusOf(event.id, 'anna@example.org')).toEqual([{ status: 'expired' }]);
  });
});
