import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponseSchema,
  eventBookingSchema,
  guestBookingSchema,
  guestTokenHeader,
  type EventBooking,
} from '@ristorante/contracts';
import { createLogger } from '@ristorante/kit';
import { testKeys } from '@ristorante/kit/testing';
import { createCatalogSeats, type CatalogSeats } from '../src/catalog/catalog-seats-client.js';
import { sweepClaims } from '../src/event-bookings/seat-claims.js';
import { followUpsAt as runFollowUpsAt, minutesFrom as at } from './support/follow-ups-at.js';
import { createCatalogEvents } from '../src/catalog/catalog-events-client.js';
import { offerFreedSeats } from '../src/waitlist/event-waitlist-offers.js';
import { eventBookingForm, startBookingUnderTest, type BookingUnderTest } from './support/booking-under-test.js';

/** The owner's account and €20 a person as the deposit; tables ask none here (docs/decisions.md 166). */
const deposits = {
  fromGuests: null,
  amountPerPersonCents: 2000,
  daysToPay: 3,
  holder: 'Trattoria La Sosta GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: '',
};

const logger = createLogger('event-deposits', 'silent');
let t: BookingUnderTest;
let catalog: CatalogSeats;
beforeAll(async () => {
  t = await startBookingUnderTest({ schedule: { deposits } });
  catalog = createCatalogSeats({ baseUrl: t.catalogBase, signer: testKeys.booking, timeoutMs: 5000, logger });
});
afterAll(async () => {
  catalog.close();
  await t.stop();
});
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.event_bookings');
  await t.sql('DELETE FROM booking.seat_claims');
  t.published.length = 0;
});

const english = { 'accept-language': 'en-GB' };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

const book = async (eventId: string, guests: number) => {
  const answer = await t.asGuest('POST', `/api/events/${eventId}/book`, eventBookingForm({ guests }));
  expect(answer.status).toBe(201);
  return eventBookingSchema.parse(await answer.json());
};
const markDeposit = (id: string, status: string) => t.asAdmin('PATCH', `/api/admin/bookings/${id}/deposit`, { status }, english);
const stored = async (id: string): Promise<EventBooking> => {
  const list = eventBookingSchema.array().parse(await (await t.asAdmin('GET', '/api/admin/bookings?pageSize=200')).json());
  return list.find((each) => each.id === id)!;
};
const followUpsAt = (now: Date) => runFollowUpsAt(t, now);

describe("event nights' deposits and prepayments (docs/decisions.md 166)", () => {
  it("a night asking a deposit: the owner's amount a person, capped at the price; a free or plain night asks none", async () => {
    const night = await t.createEvent({ price: 49.5, advance_payment: 'deposit', event_date: inDays(20) });
    const cheap = await t.createEvent({ price: 15, advance_payment: 'deposit', event_date: inDays(20) });
    const plain = await t.createEvent({ price: 49.5, event_date: inDays(20) });
    expect(night.advance_payment).toBe('deposit');
    expect(plain.advance_payment).toBe('none');

    const booking = await book(night.id, 3);
    expect(booking.status).toBe('pending');
    expect(booking.deposit).toMatchObject({
      status: 'awaiting',
      amountCents: 6000,
      reference: `Anzahlung E-${booking.id.slice(0, 8).toUpperCase()}`,
    });
    expect(booking.deposit!.prepayment).toBeUndefined();
    expect((await book(cheap.id, 2)).deposit).toMatchObject({ amountCents: 3000 });
    expect((await book(plain.id, 2)).deposit).toBeUndefined();
    await t.quiet();
    const requested = t.published.find(
      (message) =>
        message.type === 'event_booking.requested' && (message.payload as { bookingId: string }).bookingId === booking.id,
    )!;
    expect((requested.payload as { deposit: unknown }).deposit).toEqual({
      amountCents: 6000,
      dueAt: booking.deposit!.dueAt,
      reference: booking.deposit!.reference,
      holder: 'Trattoria La Sosta GmbH',
      iban: 'DE89370400440532013000',
      bic: null,
    });
  });

  it('a night paid in full asks the whole price, "Zahlung E-…"; the guest\'s link page shows it', async () => {
    const night = await t.createEvent({ price: 49.5, advance_payment: 'full', event_date: inDays(20) });
    const booking = await book(night.id, 2);
    expect(booking.deposit).toMatchObject({
      amountCents: 9900,
      prepayment: true,
      reference: `Zahlung E-${booking.id.slice(0, 8).toUpperCase()}`,
    });
    await t.quiet();
    const token = (t.published[0]!.payload as { manageToken: string }).manageToken;
    const view = guestBookingSchema.parse(
      await (await t.asGuest('GET', '/api/guest-booking', undefined, { [guestTokenHeader]: token })).json(),
    );
    expect(view.kind === 'eventBooking' && view.deposit).toMatchObject({
      status: 'awaiting',
      amountCents: 9900,
      holder: 'Trattoria La Sosta GmbH',
    });
  });

  it('a night close at hand asks none: too little time to transfer', async () => {
    const tomorrow = await t.createEvent({ advance_payment: 'full', event_date: inDays(1) });
    expect((await book(tomorrow.id, 2)).deposit).toBeUndefined();
  });

  it('received confirms the request and the guest is told; the same mark again answers the same; refunded after', async () => {
    const night = await t.createEvent({ advance_payment: 'deposit', event_date: inDays(20) });
    const booking = await book(night.id, 2);
    await t.quiet();
    t.published.length = 0;
    const received = await markDeposit(booking.id, 'received');
    expect(received.status).toBe(200);
    expect(eventBookingSchema.parse(await received.json())).toMatchObject({
      status: 'confirmed',
      deposit: { status: 'received' },
    });
    expect((await markDeposit(booking.id, 'received')).status).toBe(200);
    await t.quiet();
    expect(t.published.map((message) => message.type)).toEqual(['event_booking.confirmed']);
    expect(eventBookingSchema.parse(await (await markDeposit(booking.id, 'refunded')).json()).deposit?.status).toBe('refunded');
    expect((await stored(booking.id)).deposit?.status).toBe('refunded');
  });

  it('refused: refunding one never received (409), a booking with none (409), a bad status (400 naming it), a missing one (404)', async () => {
    const night = await t.createEvent({ advance_payment: 'deposit', event_date: inDays(20) });
    const plain = await t.createEvent({ event_date: inDays(20) });
    const booking = await book(night.id, 2);
    const none = await book(plain.id, 2);
    const refund = await markDeposit(booking.id, 'refunded');
    expect(refund.status).toBe(409);
    expect((await errorResponseSchema.parse(await refund.json())).error).toBe(
      'Only a deposit that was received can be refunded.',
    );
    expect((await markDeposit(none.id, 'received')).status).toBe(409);
    const bad = await markDeposit(booking.id, 'paid');
    expect(bad.status).toBe(400);
    expect(errorResponseSchema.parse(await bad.json()).fields).toHaveProperty('status');
    expect((await markDeposit('00000000-0000-4000-8000-000000000000', 'received')).status).toBe(404);
    expect((await stored(booking.id)).deposit?.status).toBe('awaiting');
  });

  it('unpaid: one reminder, no alert of staff meanwhile; released when due, with a mail, and the seats go back to the night', async () => {
    const night = await t.createEvent({ advance_payment: 'deposit', max_attendees: 10, event_date: inDays(20) });
    const booking = await book(night.id, 4);
    expect((await t.readEvent(night.id)).spots_left).toBe(6);
    const due = booking.deposit!.dueAt;

    // Hours past the promised confirmation time: it waits on the guest, not on staff.
    expect((await followUpsAt(at(booking.created_at, 300))).types).toEqual([]);
    const reminder = await followUpsAt(at(due, -23 * 60));
    expect(reminder.types).toEqual(['event_booking.deposit_reminder']);
    expect(t.published[0]!.payload).toMatchObject({ bookingId: booking.id, deposit: { amountCents: 8000 } });
    expect((await followUpsAt(at(due, -60))).types).toEqual([]);

    const released = await followUpsAt(at(due, 1));
    expect(released.types).toEqual(['event_booking.deposit_released']);
    expect(released.counts.released).toBe(1);
    expect(await stored(booking.id)).toMatchObject({ status: 'cancelled', deposit: { status: 'released' } });
    expect((await followUpsAt(at(due, 5))).types).toEqual([]);
    // The release wrote its claim; the sweeper's next round gives the seats back.
    await sweepClaims(t.booking.pool, catalog, logger, 0);
    expect((await t.readEvent(night.id)).spots_left).toBe(10);

    const late = await markDeposit(booking.id, 'received');
    expect(late.status).toBe(409);
    // Paid after all, after the release: staff pay it back and mark it so.
    expect(eventBookingSchema.parse(await (await markDeposit(booking.id, 'refunded')).json())).toMatchObject({
      status: 'cancelled',
      deposit: { status: 'refunded' },
    });
  });

  it('received just before the release: the release finds it confirmed and leaves it', async () => {
    const night = await t.createEvent({ advance_payment: 'full', event_date: inDays(20) });
    const booking = await book(night.id, 2);
    expect((await markDeposit(booking.id, 'received')).status).toBe(200);
    const run = await followUpsAt(at(booking.deposit!.dueAt, 1));
    expect(run.counts.released).toBe(0);
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', deposit: { status: 'received' } });
  });

  /** The personal link's token of the booking's request mail. */
  const tokenOf = async (bookingId: string) => {
    await t.quiet();
    const requested = t.published.find(
      (message) =>
        message.type === 'event_booking.requested' && (message.payload as { bookingId: string }).bookingId === bookingId,
    )!;
    return (requested.payload as { manageToken: string }).manageToken;
  };

  it('confirmed by staff without it: waived, and a later change of seats through the link neither asks nor releases it', async () => {
    const night = await t.createEvent({ advance_payment: 'full', event_date: inDays(20) });
    const booking = await book(night.id, 2);
    const token = await tokenOf(booking.id);
    const confirmed = await t.asAdmin('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'confirmed' });
    expect(eventBookingSchema.parse(await confirmed.json()).deposit?.status).toBe('waived');
    // Never received, so nothing to refund; should it arrive after all, staff mark it received first.
    expect((await markDeposit(booking.id, 'refunded')).status).toBe(409);
    const changed = await t.asGuest('PUT', '/api/guest-booking', { guests: 3 }, { [guestTokenHeader]: token });
    expect(changed.status).toBe(200);
    expect(await stored(booking.id)).toMatchObject({ status: 'pending', deposit: { status: 'waived', amountCents: 9900 } });
    const run = await followUpsAt(at(booking.deposit!.dueAt, 1));
    expect(run.counts).toMatchObject({ released: 0, depositReminded: 0 });
    expect((await stored(booking.id)).status).toBe('pending');
  });

  it('awaited: a change of seats through the link scales it, as the total; the guest page shows the new amount', async () => {
    const night = await t.createEvent({ price: 49.5, advance_payment: 'full', event_date: inDays(20) });
    const booking = await book(night.id, 4);
    const token = await tokenOf(booking.id);
    expect((await t.asGuest('PUT', '/api/guest-booking', { guests: 1 }, { [guestTokenHeader]: token })).status).toBe(200);
    expect((await stored(booking.id)).deposit).toMatchObject({ status: 'awaiting', amountCents: 4950 });
    const view = guestBookingSchema.parse(
      await (await t.asGuest('GET', '/api/guest-booking', undefined, { [guestTokenHeader]: token })).json(),
    );
    expect(view.deposit?.amountCents).toBe(4950);
  });

  it('a night moved earlier moves the time to pay with it: a day before the new date', async () => {
    const night = await t.createEvent({ advance_payment: 'deposit', event_date: inDays(20) });
    const booking = await book(night.id, 2);
    const earlier = new Date(Date.now() + 2 * 24 * 3600_000 + 3600_000);
    const edited = await t.asCatalogAdmin('PUT', `/api/events/${night.id}`, { ...night, event_date: earlier.toISOString() });
    expect(edited.status).toBe(200);
    await vi.waitFor(async () => expect((await stored(booking.id)).eventDate).toBe(earlier.toISOString()), { timeout: 10_000 });
    expect(Date.parse((await stored(booking.id)).deposit!.dueAt)).toBe(earlier.getTime() - 24 * 3600_000);
  });

  it("a sold-out night's waitlist offer claimed asks the payment as the form's booking does", async () => {
    const night = await t.createEvent({ advance_payment: 'full', max_attendees: 2, event_date: inDays(20) });
    const first = await book(night.id, 2);
    const joined = await t.asGuest(
      'POST',
      `/api/events/${night.id}/waitlist`,
      eventBookingForm({ guests: 2, email: 'wartet@example.org' }),
    );
    expect(joined.status).toBe(201);
    expect((await t.asAdmin('PATCH', `/api/admin/bookings/${first.id}/status`, { status: 'cancelled' })).status).toBe(200);
    await vi.waitFor(async () => expect((await t.readEvent(night.id)).spots_left).toBe(2));
    await t.quiet();
    t.published.length = 0;
    await offerFreedSeats(
      t.booking.pool,
      createCatalogEvents({ baseUrl: t.catalogBase, timeoutMs: 5000, logger }),
      new Date(),
      60,
    );
    await t.quiet();
    const offer = t.published.find((message) => message.type === 'waitlist.offered')!;
    const token = (offer.payload as { offerToken: string }).offerToken;
    expect((await t.asGuest('POST', '/api/waitlist/offer/claim', undefined, { [guestTokenHeader]: token })).status).toBe(201);
    const [claimed] = await t.sql<{ deposit_status: string; deposit_cents: number }>(
      "SELECT deposit_status, deposit_cents FROM booking.event_bookings WHERE email = 'wartet@example.org'",
    );
    expect(claimed).toEqual({ deposit_status: 'awaiting', deposit_cents: 9900 });
  });
});
