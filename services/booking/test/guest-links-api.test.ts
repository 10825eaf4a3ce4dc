import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  floorSchema,
  berlinLocalToInstant,
  errorResponseSchema,
  guestBookingSchema,
  guestTokenHeader,
  reservationSchema,
  type EventEnvelope,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { daysAhead, eventBookingForm, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

const t = startedForTests(() => startBookingUnderTest({ schedule: { roomCapacityCovers: 10 } }));
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.event_bookings');
  await t.sql('DELETE FROM booking.idempotency_keys');
  t.published.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de' };

/** The events published about one booking, in order. */
const eventsOf = (id: string) =>
  t.published.filter((message) => {
    const payload = message.payload as { reservationId?: string; bookingId?: string };
    return payload.reservationId === id || payload.bookingId === id;
  });
const tokenOf = (message: EventEnvelope) => (message.payload as { manageToken?: string }).manageToken;

/** A guest's request, and the token its mail carries. */
async function requested(overrides: Record<string, unknown> = {}) {
  const answer = await t.asGuest('POST', '/api/reservations', reservationForm(overrides));
  expect(answer.status).toBe(201);
  const reservation = reservationSchema.parse(await answer.json());
  await t.quiet();
  const token = tokenOf(eventsOf(reservation.id)[0]!);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { reservation, token: token! };
}

const withToken = (token: string, headers: Record<string, string> = {}) => ({ [guestTokenHeader]: token, ...headers });
const view = (token: string, headers: Record<string, string> = {}) =>
  t.asGuest('GET', '/api/guest-booking', undefined, withToken(token, headers));
const change = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.asGuest('PUT', '/api/guest-booking', body, withToken(token, headers));
const cancel = (token: string, headers: Record<string, string> = {}) =>
  t.asGuest('POST', '/api/guest-booking/cancel', undefined, withToken(token, headers));
const errorOf = async (answer: Response) => errorResponseSchema.parse(await answer.json());
const stored = async (id: string) =>
  (
    await t.sql<{
      date: string;
      time: string;
      guests: number;
      status: string;
      sequence: number;
      special_requests: string | null;
    }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests, status, sequence, special_requests
         FROM booking.reservations WHERE id = $1`,
      [id],
    )
  )[0]!;

/** Fakes only the clock (`Date`): the services run in this process, so they read the same time. */
const setNow = (instant: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
};

describe('a personal link in every guest mail (docs/decisions.md 113)', () => {
  it('each guest event carries a new token; the database keeps only its SHA-256; the logs never name it', async () => {
    const { reservation, token } = await requested({ date: daysAhead(8), time: '19:00', guests: 2 });
    const links = await t.sql<{ token_hash: Buffer }>('SELECT token_hash FROM booking.guest_links WHERE reservation_id = $1', [
      reservation.id,
    ]);
    expect(links.map((link) => link.token_hash.toString('hex'))).toEqual([createHash('sha256').update(token).digest('hex')]);

    expect((await t.asAdmin('PATCH', `/api/reservations/${reservation.id}/status`, { status: 'confirmed' })).status).toBe(200);
    await t.quiet();
    const [, confirmed] = eventsOf(reservation.id);
    expect(confirmed!.type).toBe('reservation.confirmed');
    const second = tokenOf(confirmed!);
    expect(second).toBeDefined();
    expect(second).not.toBe(token);
    // Both mails' links open the booking.
    for (const each of [token, second!]) expect((await view(each)).status).toBe(200);
    expect(JSON.stringify(t.bookingLogs.lines())).not.toContain(token);
    expect(JSON.stringify(t.bookingLogs.lines())).not.toContain(second);
  });

  it('when staff correct the address, the links sent to the old one open nothing any more', async () => {
    const { reservation, token } = await requested();
    expect((await view(token)).status).toBe(200);
    const edit = { ...reservationForm({ date: reservation.date, time: reservation.time }), email: 'richtig@example.org' };
    expect((await t.asAdmin('PUT', `/api/reservations/${reservation.id}`, edit)).status).toBe(200);
    expect((await view(token)).status).toBe(404);
  });

  it('a phone booking without an e-mail gets no link (no mail would carry it)', async () => {
    const answer = await t.asAdmin('POST', '/api/admin/reservations', { ...reservationForm(), email: '' });
    expect(answer.status).toBe(201);
    const { id } = reservationSchema.parse(await answer.json());
    await t.quiet();
    expect(tokenOf(eventsOf(id)[0]!)).toBeUndefined();
    expect(await t.sql('SELECT 1 FROM booking.guest_links WHERE reservation_id = $1', [id])).toEqual([]);
  });

  it('the link shows the reservation as its guest may see it; a wrong or malformed token hears only "link not valid"', async () => {
    const date = daysAhead(9);
    const { token } = await requested({ date, time: '20:00', guests: 3, specialRequests: 'Fensterplatz', locale: 'en' });
    const answer = await view(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const shown = guestBookingSchema.parse(await answer.json());
    expect(shown).toMatchObject({
      kind: 'reservation',
      date,
      time: '20:00',
      guests: 3,
      specialRequests: 'Fensterplatz',
      status: 'pending',
      state: 'open',
      name: 'Anna Schmidt',
      locale: 'en',
    });
    const start = berlinLocalToInstant(`${date}T20:00`)!;
    expect(shown.startsAt).toBe(start.toISOString());
    expect(shown.changeableUntil).toBe(new Date(start.getTime() - 2 * 3_600_000).toISOString());
    expect(JSON.stringify(shown)).not.toContain('anna@example.org');
    // Its table is staff's business until the owner lets guests see it (docs/decisions.md 154).
    expect(shown).not.toHaveProperty('tables');
    const floor = floorSchema.parse(await (await t.asAdmin('GET', '/api/admin/floor')).json());
    expect((await t.asAdmin('PUT', '/api/admin/floor', { ...floor, tablesShownToGuests: true })).status).toBe(200);
    expect(guestBookingSchema.parse(await (await view(token)).json())).toMatchObject({ tables: ['5'] });
    const { version } = floorSchema.parse(await (await t.asAdmin('GET', '/api/admin/floor')).json());
    expect((await t.asAdmin('PUT', '/api/admin/floor', { ...floor, version, tablesShownToGuests: false })).status).toBe(200);

    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [wrong, 'short', `${token}x`]) {
      const refused = await view(bad, german);
      expect(refused.status).toBe(404);
      expect((await errorOf(refused)).error).toBe('Dieser Link ist nicht gültig.');
    }
    const none = await t.asGuest('GET', '/api/guest-booking');
    expect(none.status).toBe(404);
  });
});

describe('the guest changes their reservation', () => {
  it('a larger party is checked as a new request, pending again, the calendar SEQUENCE raised, staff told what changed', async () => {
    const date = daysAhead(10);
    const { reservation, token } = await requested({ date, time: '19:00', guests: 2 });
    expect((await t.asAdmin('PATCH', `/api/reservations/${reservation.id}/status`, { status: 'confirmed' })).status).toBe(200);
    await t.quiet();
    t.published.length = 0;

    const answer = await change(token, { date, time: '19:00', guests: 4, specialRequests: 'Kinderstuhl' });
    expect(answer.status).toBe(200);
    expect(guestBookingSchema.parse(await answer.json())).toMatchObject({
      guests: 4,
      status: 'pending',
      specialRequests: 'Kinderstuhl',
    });
    expect(await stored(reservation.id)).toMatchObject({ guests: 4, status: 'pending', sequence: 1 });
    await t.quiet();
    const [changed] = eventsOf(reservation.id);
    expect(changed!.type).toBe('reservation.changed');
    expect(changed!.payload).toMatchObject({
      guests: 4,
      status: 'pending',
      sequence: 1,
      previous: { date, time: '19:00', guests: 2, specialRequests: null },
    });
    expect(tokenOf(changed!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const history = await t.sql<{ actor: string; action: string; changes: unknown }>(
      'SELECT actor, action, changes FROM booking.booking_changes WHERE reservation_id = $1',
      [reservation.id],
    );
    expect(history).toEqual([
      {
        actor: 'guest',
        action: 'changed',
        changes: { guests: { from: 2, to: 4 }, specialRequests: { from: null, to: 'Kinderstuhl' } },
      },
    ]);

    // Staff see who changed what, in the list and on the day sheet.
    const listed = reservationSchema.array().parse(await (await t.asAdmin('GET', '/api/reservations')).json());
    expect(listed.find((each) => each.id === reservation.id)!.guestChange).toMatchObject({
      action: 'changed',
      changes: { guests: { from: 2, to: 4 } },
    });
    const sheet = (await (await t.asAdmin('GET', `/api/admin/reservations/day?date=${date}`)).json()) as {
      slots: Array<{ reservations: Array<{ id: string; guestChange?: unknown }> }>;
    };
    const onSheet = sheet.slots.flatMap((slot) => slot.reservations).find((each) => each.id === reservation.id);
    expect(onSheet?.guestChange).toMatchObject({ action: 'changed' });

    // The same change again (a double click): nothing more is written or sent.
    const again = await change(token, { date, time: '19:00', guests: 4, specialRequests: 'Kinderstuhl' });
    expect(again.status).toBe(200);
    await t.quiet();
    expect(eventsOf(reservation.id)).toHaveLength(1);
    expect(await stored(reservation.id)).toMatchObject({ sequence: 1 });
  });

  it('a note alone keeps the status and the SEQUENCE', async () => {
    const { reservation, token } = await requested();
    expect((await t.asAdmin('PATCH', `/api/reservations/${reservation.id}/status`, { status: 'confirmed' })).status).toBe(200);
    const { date, time, guests } = reservation;
    expect((await change(token, { date, time, guests, specialRequests: 'Allergie: Nüsse' })).status).toBe(200);
    expect(await stored(reservation.id)).toMatchObject({ status: 'confirmed', sequence: 0, special_requests: 'Allergie: Nüsse' });
  });

  it("a change that no longer fits gets the public form's 409, and nothing is written", async () => {
    const date = daysAhead(11);
    const { reservation, token } = await requested({ date, time: '19:00', guests: 2 });
    await requested({ date, time: '19:00', guests: 7, name: 'Marco Rossi', email: 'marco@example.org' });
    t.published.length = 0;
    const answer = await change(token, { date, time: '19:00', guests: 4 }, english);
    expect(answer.status).toBe(409);
    expect((await errorOf(answer)).error).toBe(
      `Sorry, at 19:00 on ${date} we only have room for 3 more guests. Please choose another time.`,
    );
    expect(await stored(reservation.id)).toMatchObject({ guests: 2, status: 'pending', sequence: 0 });
    await t.quiet();
    expect(eventsOf(reservation.id)).toEqual([]);
  });

  it("bad fields get a 400 naming each, in the guest's language", async () => {
    const { token } = await requested();
    const answer = await change(token, { date: '2020-01-01', time: '03:00', guests: 0 }, german);
    expect(answer.status).toBe(400);
    const { fields } = await errorOf(answer);
    expect(Object.keys(fields ?? {}).sort()).toEqual(['date', 'guests', 'time']);
    expect(fields!.guests).toBe('Bitte wählen Sie eine gültige Anzahl an Gästen (1-100)');
  });
});

describe('the guest cancels', () => {
  it('once, however often they click: one event, one mail; a cancelled booking then refuses changes', async () => {
    const { reservation, token } = await requested();
    t.published.length = 0;
    const answers = await Promise.all([cancel(token), cancel(token), cancel(token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(guestBookingSchema.parse(await answer.json())).toMatchObject({ state: 'cancelled' });
    await t.quiet();
    const events = eventsOf(reservation.id);
    expect(events.map((event) => event.type)).toEqual(['reservation.cancelled']);
    expect(events[0]!.payload).toMatchObject({ by: 'guest', sequence: 1 });
    expect(await stored(reservation.id)).toMatchObject({ status: 'cancelled', sequence: 1 });

    const changed = await change(token, { date: reservation.date, time: reservation.time, guests: 3 }, english);
    expect(changed.status).toBe(409);
    expect((await errorOf(changed)).error).toBe('This booking has been cancelled and can no longer be changed.');
  });

  it('within the free-cancellation hours the page must send the guest to the phone (clock under test control)', async () => {
    const date = daysAhead(5);
    const { reservation, token } = await requested({ date, time: '19:00' });
    const start = berlinLocalToInstant(`${date}T19:00`)!;

    setNow(new Date(start.getTime() - 2 * 3_600_000 - 60_000));
    expect(guestBookingSchema.parse(await (await view(token)).json()).state).toBe('open');

    setNow(new Date(start.getTime() - 2 * 3_600_000));
    expect(guestBookingSchema.parse(await (await view(token)).json()).state).toBe('late');
    const refused = await cancel(token, german);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe(
      'Kostenlos stornieren oder ändern können Sie bis 2 Stunden vor Ihrem Besuch. Bitte rufen Sie uns dafür an.',
    );
    expect(await stored(reservation.id)).toMatchObject({ status: 'pending' });
  });

  it('the link is valid until the visit is over, then says so and shows nothing (clock under test control)', async () => {
    const date = daysAhead(6);
    const { token } = await requested({ date, time: '19:00' });
    const start = berlinLocalToInstant(`${date}T19:00`)!;
    // The seating is two hours (the opening schedule's).
    setNow(new Date(start.getTime() + 2 * 3_600_000 - 1000));
    expect((await view(token)).status).toBe(200);
    setNow(new Date(start.getTime() + 2 * 3_600_000));
    const over = await view(token, english);
    expect(over.status).toBe(410);
    expect(await over.json()).toEqual({ error: 'This visit is over; the link is no longer valid.' });
    expect((await cancel(token)).status).toBe(410);
  });

  it('an event booking: the link cancels it, its seats go back to the event, staff hear of it; its note can change', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const answer = await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ guests: 3 }));
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await t.quiet();
    const token = tokenOf(eventsOf(id)[0]!)!;
    expect(guestBookingSchema.parse(await (await view(token)).json())).toMatchObject({
      kind: 'eventBooking',
      eventId: event.id,
      guests: 3,
      totalAmountCents: 14850,
      state: 'open',
    });

    expect((await change(token, { specialRequests: 'Vegetarisch' })).status).toBe(200);
    await t.quiet();
    expect(eventsOf(id).at(-1)).toMatchObject({ type: 'event_booking.note_changed', payload: { previous: null } });

    expect((await cancel(token)).status).toBe(200);
    expect((await cancel(token)).status).toBe(200);
    await t.quiet();
    const cancellations = eventsOf(id).filter((message) => message.type === 'event_booking.cancelled');
    expect(cancellations.map((message) => (message.payload as { reason: string }).reason)).toEqual(['guest']);
    await vi.waitFor(async () => expect(await t.readEvent(event.id)).toMatchObject({ current_attendees: 0 }));
  });
});
