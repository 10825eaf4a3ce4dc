import { beforeEach, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  defaultHouseSchedule,
  errorResponseSchema,
  guestTokenHeader,
  reservationSchema,
  staffWaitlistSchema,
  waitlistEntrySchema,
  waitlistJoined,
  waitlistOfferSchema,
  waitlistPlaceSchema,
} from '@ristorante/contracts';
import { randomUUID } from 'node:crypto';
import { startedForTests } from '@ristorante/kit/testing';
import { offerFreedTables } from '../src/waitlist/waitlist-offers.js';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

const schedule = { ...defaultHouseSchedule, roomCapacityCovers: 10 };
const t = startedForTests(() => startBookingUnderTest({ schedule: { roomCapacityCovers: 10 } }));
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.waitlist_entries');
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.idempotency_keys');
  t.published.length = 0;
});

const german = { 'accept-language': 'de' };
const errorOf = async (answer: Response) => errorResponseSchema.parse(await answer.json());

/** Staff fill a slot by phone (no e-mails): `guests` covers each. */
async function phoneBooking(date: string, time: string, guests: number) {
  const answer = await t.asAdmin('POST', '/api/admin/reservations', { ...reservationForm({ date, time, guests }), email: '' });
  expect(answer.status).toBe(201);
  return reservationSchema.parse(await answer.json());
}
const join = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.asGuest('POST', '/api/waitlist', reservationForm(overrides), headers);

/** One pass of the offers at `now`, and the offers' tokens it mailed, by e-mail address. */
async function offersAt(now: Date, offerMinutes = 60) {
  await t.quiet();
  t.published.length = 0;
  const made = await offerFreedTables(t.booking.pool, schedule, now, offerMinutes);
  await t.quiet();
  const tokens = Object.fromEntries(
    t.published
      .filter((message) => message.type === 'waitlist.offered')
      .map((message) => {
        const payload = message.payload as { email: string; offerToken: string };
        return [payload.email, payload.offerToken];
      }),
  );
  return { made, tokens };
}
const offer = (token: string) => t.asGuest('GET', '/api/waitlist/offer', undefined, { [guestTokenHeader]: token });
const claim = (token: string, headers: Record<string, string> = {}) =>
  t.asGuest('POST', '/api/waitlist/offer/claim', undefined, { [guestTokenHeader]: token, ...headers });

describe('a full slot has a waitlist (docs/decisions.md 115)', () => {
  it('guests join in order, once each, and hear so; a slot with room sends them to book instead', async () => {
    const date = daysAhead(12);
    await phoneBooking(date, '19:00', 10);
    const first = await join({ date, time: '19:00', guests: 2, email: 'erste@example.org' });
    expect(first.status).toBe(201);
    expect(waitlistEntrySchema.parse(await first.json())).toMatchObject({ status: 'waiting', ahead: 0, guests: 2 });
    const second = await join({ date, time: '19:00', guests: 4, email: 'zweite@example.org' });
    expect(waitlistEntrySchema.parse(await second.json())).toMatchObject({ ahead: 1 });
    const again = await join({ date, time: '19:00', guests: 2, email: 'ERSTE@example.org' });
    expect(again.status).toBe(200);
    expect(waitlistEntrySchema.parse(await again.json())).toMatchObject({ ahead: 0 });
    await t.quiet();
    expect(t.published.filter((message) => message.type === 'waitlist.joined')).toHaveLength(2);

    const roomy = await join({ date, time: '21:30', guests: 2 }, german);
    expect(roomy.status).toBe(409);
    expect((await errorOf(roomy)).error).toBe(
      `Am ${date.split('-').reverse().join('.')} um 21:30 Uhr ist noch Platz: Sie können direkt reservieren.`,
    );
    const bad = await join({ date: '', time: '19:00', guests: 0, email: 'x' }, german);
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['date', 'email', 'guests']);
    expect(await t.sql('SELECT 1 FROM booking.waitlist_entries')).toHaveLength(2);
  });

  it('when covers free up, the first guest who fits gets the offer; the claim books once; a later one waits its turn', async () => {
    const date = daysAhead(13);
    const big = await phoneBooking(date, '19:00', 3);
    await phoneBooking(date, '19:00', 7);
    expect((await join({ date, time: '19:00', guests: 4, email: 'vier@example.org' })).status).toBe(201);
    expect((await join({ date, time: '19:00', guests: 2, email: 'zwei@example.org' })).status).toBe(201);
    expect((await offersAt(new Date())).made).toBe(0);

    // Staff delete a booking the guest called off: its covers are free.
    expect((await t.asAdmin('DELETE', `/api/reservations/${big.id}`)).status).toBe(204);
    const now = new Date();
    const { made, tokens } = await offersAt(now);
    // Three covers are free: the party of four who came first does not fit, the party of two does.
    expect(made).toBe(1);
    expect(Object.keys(tokens)).toEqual(['zwei@example.org']);
    const token = tokens['zwei@example.org']!;
    const shown = waitlistOfferSchema.parse(await (await offer(token)).json());
    expect(shown).toMatchObject({ date, time: '19:00', guests: 2, status: 'offered' });
    expect(shown.expiresAt).toBe(new Date(now.getTime() + 60 * 60_000).toISOString());
    // A second pass offers the same covers to nobody else.
    expect((await offersAt(new Date())).made).toBe(0);

    const claims = await Promise.all([claim(token), claim(token)]);
    expect(claims.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const requests = await t.sql<{ email: string; status: string; guests: number }>(
      "SELECT email, status, guests FROM booking.reservations WHERE email = 'zwei@example.org'",
    );
    expect(requests).toEqual([{ email: 'zwei@example.org', status: 'pending', guests: 2 }]);
    await t.quiet();
    // The request is like any other: the guest gets its mail with their personal link.
    expect(t.published.find((message) => message.type === 'reservation.requested')?.payload).toMatchObject({
      email: 'zwei@example.org',
      manageToken: expect.any(String),
    });
  });

  it('an offer not claimed in time expires and the next guest who fits gets one (clock under test control)', async () => {
    const date = daysAhead(14);
    const freed = await phoneBooking(date, '19:00', 2);
    await phoneBooking(date, '19:00', 8);
    await join({ date, time: '19:00', guests: 2, email: 'langsam@example.org' });
    await join({ date, time: '19:00', guests: 2, email: 'schnell@example.org' });
    // Staff delete a booking the guest called off: its covers are free.
    expect((await t.asAdmin('DELETE', `/api/reservations/${freed.id}`)).status).toBe(204);
    const now = new Date();
    const first = await offersAt(now, 30);
    expect(Object.keys(first.tokens)).toEqual(['langsam@example.org']);

    expect((await offersAt(new Date(now.getTime() + 29 * 60_000), 30)).made).toBe(0);
    const later = await offersAt(new Date(now.getTime() + 30 * 60_000), 30);
    expect(Object.keys(later.tokens)).toEqual(['schnell@example.org']);
    const expired = await claim(first.tokens['langsam@example.org']!, german);
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).error).toBe('Dieses Angebot ist abgelaufen.');
    expect(waitlistOfferSchema.parse(await (await offer(first.tokens['langsam@example.org']!)).json()).status).toBe('expired');
  });

  it('while an offer is open, its table is held: the public form shows the slot full and a direct request is refused; the claim books it (docs/decisions.md 132)', async () => {
    const date = daysAhead(15);
    const freed = await phoneBooking(date, '19:00', 2);
    await phoneBooking(date, '19:00', 8);
    await join({ date, time: '19:00', guests: 2, email: 'warte@example.org' });
    // Staff delete a booking the guest called off: its covers are free.
    expect((await t.asAdmin('DELETE', `/api/reservations/${freed.id}`)).status).toBe(204);
    const { tokens } = await offersAt(new Date());
    const slot = async () =>
      availabilitySchema
        .parse(await (await t.asGuest('GET', `/api/availability?date=${date}&guests=2`)).json())
        .slots.find((candidate) => candidate.time === '19:00');
    expect(await slot()).toMatchObject({ state: 'full', left: 0 });
    const direct = await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '19:00', guests: 2 }));
    expect(direct.status).toBe(409);
    expect((await claim(tokens['warte@example.org']!)).status).toBe(201);
    expect(await t.sql("SELECT guests FROM booking.reservations WHERE email = 'warte@example.org'")).toEqual([{ guests: 2 }]);
  });

  it('an offer whose time ran out holds nothing: the table is anyone’s again', async () => {
    const date = daysAhead(16);
    const freed = await phoneBooking(date, '19:00', 2);
    await phoneBooking(date, '19:00', 8);
    await join({ date, time: '19:00', guests: 2, email: 'spaet@example.org' });
    expect((await t.asAdmin('DELETE', `/api/reservations/${freed.id}`)).status).toBe(204);
    await offersAt(new Date());
    // The offer's time runs out before any pass marks it expired.
    await t.sql("UPDATE booking.waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE status = 'offered'");
    const direct = await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '19:00', guests: 2 }));
    expect(direct.status).toBe(201);
  });

  it('a claim is checked like any request: staff who squeezed a party in meanwhile leave no room (409), and the guest keeps their place', async () => {
    const date = daysAhead(17);
    const freed = await phoneBooking(date, '19:00', 2);
    await phoneBooking(date, '19:00', 8);
    await join({ date, time: '19:00', guests: 2, email: 'warte@example.org' });
    expect((await t.asAdmin('DELETE', `/api/reservations/${freed.id}`)).status).toBe(204);
    const { tokens } = await offersAt(new Date());
    const squeezed = await t.asAdmin('POST', '/api/admin/reservations', {
      ...reservationForm({ date, time: '19:00', guests: 2 }),
      email: '',
      overbook: true,
    });
    expect(squeezed.status).toBe(201);
    const taken = await claim(tokens['warte@example.org']!);
    expect(taken.status).toBe(409);
    expect(await t.sql("SELECT 1 FROM booking.reservations WHERE email = 'warte@example.org'")).toEqual([]);
    // The guest keeps their place for the next freed table; the dead offer's link says it is not valid.
    expect(await t.sql("SELECT status FROM booking.waitlist_entries WHERE email = 'warte@example.org'")).toEqual([
      { status: 'waiting' },
    ]);
    expect((await offer(tokens['warte@example.org']!)).status).toBe(404);
    const wrong = await t.asGuest('GET', '/api/waitlist/offer', undefined, { [guestTokenHeader]: 'A'.repeat(43) });
    expect(wrong.status).toBe(404);
  });
});

describe('a place on the waitlist after joining (docs/decisions.md 132)', () => {
  /** Joins and answers the leave link's token the joined mail carries. */
  async function joinedWithLink(fields: Record<string, unknown>) {
    t.published.length = 0;
    expect((await join(fields)).status).toBe(201);
    await t.quiet();
    const joined = t.published.find((message) => message.type === 'waitlist.joined')!;
    return waitlistJoined.payload.parse(joined.payload).leaveToken!;
  }
  const place = (token: string, method: 'GET' | 'POST' = 'GET') =>
    t.asGuest(method, method === 'GET' ? '/api/waitlist/entry' : '/api/waitlist/entry/leave', undefined, {
      [guestTokenHeader]: token,
    });

  it("the joined mail's link shows the place and leaves it once; the place is free for the next in line and the guest may join again", async () => {
    const date = daysAhead(18);
    await phoneBooking(date, '19:00', 10);
    const first = await joinedWithLink({ date, time: '19:00', guests: 2, email: 'erst@example.org' });
    const second = await joinedWithLink({ date, time: '19:00', guests: 2, email: 'dann@example.org' });
    expect(waitlistPlaceSchema.parse(await (await place(second)).json())).toMatchObject({
      date,
      time: '19:00',
      guests: 2,
      status: 'waiting',
      ahead: 1,
    });
    const left = await place(first, 'POST');
    expect(left.status).toBe(200);
    expect(waitlistPlaceSchema.parse(await left.json()).status).toBe('left');
    expect(waitlistPlaceSchema.parse(await (await place(first, 'POST')).json()).status).toBe('left');
    expect(waitlistPlaceSchema.parse(await (await place(second)).json()).ahead).toBe(0);
    expect((await join({ date, time: '19:00', guests: 2, email: 'erst@example.org' })).status).toBe(201);
    expect((await place('A'.repeat(43))).status).toBe(404);
  });

  it('leaving with an open offer frees its table for the next guest who fits', async () => {
    const date = daysAhead(19);
    const freed = await phoneBooking(date, '19:00', 2);
    await phoneBooking(date, '19:00', 8);
    const first = await joinedWithLink({ date, time: '19:00', guests: 2, email: 'erst@example.org' });
    await joinedWithLink({ date, time: '19:00', guests: 2, email: 'dann@example.org' });
    expect((await t.asAdmin('DELETE', `/api/reservations/${freed.id}`)).status).toBe(204);
    expect(Object.keys((await offersAt(new Date())).tokens)).toEqual(['erst@example.org']);
    expect(waitlistPlaceSchema.parse(await (await place(first, 'POST')).json()).status).toBe('left');
    expect(Object.keys((await offersAt(new Date())).tokens)).toEqual(['dann@example.org']);
  });

  it('staff see every open place of tables and events in line with offers and their deadlines, and remove one without a mail', async () => {
    const date = daysAhead(20);
    const freed = await phoneBooking(date, '19:00', 2);
    await phoneBooking(date, '19:00', 8);
    await joinedWithLink({ date, time: '19:00', guests: 2, email: 'erst@example.org', name: 'Erna Erst' });
    await joinedWithLink({ date, time: '19:00', guests: 4, email: 'dann@example.org', name: 'Dora Dann' });
    expect((await t.asAdmin('DELETE', `/api/reservations/${freed.id}`)).status).toBe(204);
    await offersAt(new Date());
    const listed = async () => staffWaitlistSchema.parse(await (await t.asAdmin('GET', '/api/admin/waitlist')).json()).entries;
    const entries = await listed();
    expect(entries.map((entry) => [entry.name, entry.position, entry.status, entry.event])).toEqual([
      ['Erna Erst', 1, 'offered', null],
      ['Dora Dann', 2, 'waiting', null],
    ]);
    expect(entries[0]!.offerExpiresAt).not.toBeNull();
    expect(entries[1]).toMatchObject({ email: 'dann@example.org', guests: 4, date, time: '19:00', offerExpiresAt: null });

    t.published.length = 0;
    expect((await t.asAdmin('DELETE', `/api/admin/waitlist/${entries[1]!.id}`)).status).toBe(204);
    expect((await listed()).map((entry) => entry.name)).toEqual(['Erna Erst']);
    await t.quiet();
    expect(t.published).toEqual([]);
    expect((await t.asAdmin('DELETE', `/api/admin/waitlist/${randomUUID()}`)).status).toBe(404);
    expect((await t.asGuest('GET', '/api/admin/waitlist')).status).toBe(401);
  });
});

describe("the waitlist follows the owner's schedule (docs/decisions.md 115)", () => {
  it('an entry for a day the owner has since closed is not offered, and its claim is refused', async () => {
    const date = daysAhead(16);
    const freed = await phoneBooking(date, '19:00', 2);
    await phoneBooking(date, '19:00', 8);
    await join({ date, time: '19:00', guests: 2, email: 'geschlossen@example.org' });
    expect((await t.asAdmin('DELETE', `/api/reservations/${freed.id}`)).status).toBe(204);
    // The owner closes that day (as the schedule's exception would); the pass judges by the schedule it is given.
    const closed = {
      ...schedule,
      exceptions: [{ from: date, to: date, hours: null, note: { de: 'Betriebsferien', en: 'Holidays' } }],
    };
    await t.quiet();
    const made = await offerFreedTables(t.booking.pool, closed, new Date(), 60);
    expect(made).toBe(0);
    expect(await t.sql("SELECT status FROM booking.waitlist_entries WHERE email = 'geschlossen@example.org'")).toEqual([
      { status: 'expired' },
    ]);
  });
});
