import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultHouseSchedule,
  errorResponseSchema,
  publishedScheduleSchema,
  eventBookingSchema,
  guestListItemSchema,
  guestProfileSchema,
  reservationDaySchema,
  reservationRequested,
  reservationSchema,
  toE164,
  type Reservation,
} from '@ristorante/contracts';
import { startedForTests, waitFor } from '@ristorante/kit/testing';
import { daysAhead, eventBookingForm, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

const t = startedForTests(() => startBookingUnderTest());
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.event_bookings');
  await t.sql('DELETE FROM booking.guests');
  await t.sql('DELETE FROM booking.idempotency_keys');
  // The opening rules unless a test sets its own.
  await t.saveSchedule({});
  t.published.length = 0;
});

const english = { 'accept-language': 'en-GB' };
const errorOf = async (answer: Response) => errorResponseSchema.parse(await answer.json());

const reserve = async (overrides: Record<string, unknown> = {}) => {
  const answer = await t.asGuest('POST', '/api/reservations', reservationForm(overrides));
  expect(answer.status).toBe(201);
  return reservationSchema.parse(await answer.json());
};
const phoneBooking = async (overrides: Record<string, unknown> = {}) => {
  const answer = await t.asAdmin('POST', '/api/admin/reservations', reservationForm({ email: '', ...overrides }));
  expect(answer.status).toBe(201);
  return reservationSchema.parse(await answer.json());
};
/** A reservation's day moved `days` back, as time passing would (a no-show needs its time to have come). */
const inThePast = (id: string, days: number) =>
  t.sql(`UPDATE booking.reservations SET date = (now() AT TIME ZONE 'Europe/Berlin')::date - $2::int WHERE id = $1`, [id, days]);
const setStatus = async (id: string, status: string) => {
  const answer = await t.asAdmin('PATCH', `/api/reservations/${id}/status`, { status });
  expect(answer.status, await answer.clone().text()).toBe(200);
};
/** A visit that happened `days` ago: booked, confirmed, its day past. */
const pastVisit = async (overrides: Record<string, unknown>, days: number, status: 'confirmed' | 'no_show' = 'confirmed') => {
  const reservation = await reserve(overrides);
  await setStatus(reservation.id, 'confirmed');
  await inThePast(reservation.id, days);
  if (status === 'no_show') await setStatus(reservation.id, 'no_show');
  return reservation;
};
/** The reservation as staff's list shows it. */
const listedAs = async (id: string): Promise<Reservation> => {
  const answer = await t.asAdmin('GET', '/api/reservations?pageSize=200');
  const found = reservationSchema
    .array()
    .parse(await answer.json())
    .find((each) => each.id === id);
  if (!found) throw new Error(`reservation ${id} is not listed`);
  return found;
};
const profiles = () =>
  t.sql<{ id: string; name: string; email: string | null; phone: string | null }>(
    'SELECT id, name, email, phone FROM booking.guests ORDER BY created_at',
  );
const profile = async (id: string) => {
  const answer = await t.asAdmin('GET', `/api/admin/guests/${id}`);
  expect(answer.status).toBe(200);
  return guestProfileSchema.parse(await answer.json());
};

describe('guest profiles: one per guest (docs/decisions.md 163)', () => {
  it('matches an e-mail whatever its case and spaces, and a phone number however it was typed', async () => {
    const first = await reserve({ email: 'Anna.Schmidt@Example.org', phone: '030 1234567', date: daysAhead(3) });
    const second = await reserve({ email: ' anna.schmidt@example.ORG ', phone: '+49 30 1234567', date: daysAhead(4) });
    // Staff take a booking by phone without an address: the number in another notation finds her.
    const third = await phoneBooking({ phone: '0049 (30) 123-4567', name: 'Frau Schmidt', date: daysAhead(5) });
    // Someone else: another address and another number.
    await reserve({ email: 'bruno@example.org', phone: '+49 170 7654321', name: 'Bruno Weber', date: daysAhead(3) });
    expect(await profiles()).toEqual([
      expect.objectContaining({ email: 'anna.schmidt@example.org', phone: '+49301234567', name: 'Frau Schmidt' }),
      expect.objectContaining({ email: 'bruno@example.org', phone: '+491707654321', name: 'Bruno Weber' }),
    ]);
    const ids = await Promise.all([first, second, third].map(async (each) => (await listedAs(each.id)).guest?.id));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeDefined();
  });

  it('two addresses are two people, though they share a number; a phone booking joins the profile of its number', async () => {
    await reserve({ email: 'anna@example.org', phone: '+49 30 1234567', name: 'Anna Schmidt' });
    await reserve({ email: 'bruno@example.org', phone: '030 1234567', name: 'Bruno Schmidt' });
    const rows = await profiles();
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Anna Schmidt', phone: '+49301234567' }),
      expect.objectContaining({ name: 'Bruno Schmidt', email: 'bruno@example.org', phone: null }),
    ]);
    // Staff take a booking by phone, with no address: the number finds the profile that holds it.
    const byPhone = await phoneBooking({ phone: '030 123 45 67', name: 'Anna Schmidt', date: daysAhead(9) });
    expect((await listedAs(byPhone.id)).guest?.id).toBe(rows[0]!.id);
  });

  it('an online booking is found by its address alone: a number proves nothing, so a phone profile is never joined online; staff merge the two', async () => {
    // A regular known by phone, with staff's notes; someone who knows her number books online with another name.
    const byPhone = await phoneBooking({ phone: '+49 151 2223334', name: 'Carla Rossi', date: daysAhead(3) });
    const carla = (await listedAs(byPhone.id)).guest!.id;
    await t.asAdmin('PATCH', `/api/admin/guests/${carla}`, { notes: 'Allergie: Nüsse', tags: ['VIP'] });
    const online = await reserve({ phone: '0151 222 3334', email: 'mallory@example.org', name: 'Mallory', date: daysAhead(4) });
    // Her profile is untouched: not renamed, given no address; the online booking has one of its own, without the number.
    const own = (await listedAs(online.id)).guest!.id;
    expect(own).not.toBe(carla);
    expect(await profile(carla)).toMatchObject({
      name: 'Carla Rossi',
      email: null,
      phone: '+491512223334',
      notes: 'Allergie: Nüsse',
    });
    expect(await profile(own)).toMatchObject({ name: 'Mallory', email: 'mallory@example.org', phone: null });
    // The real Carla books online later with her own address: a profile of its own too, until staff merge the two.
    const carlaOnline = await reserve({
      phone: '0151 2223334',
      email: 'carla@example.org',
      name: 'Carla Rossi',
      date: daysAhead(5),
    });
    const byAddress = (await listedAs(carlaOnline.id)).guest!.id;
    expect(byAddress).not.toBe(carla);
    expect((await t.asAdmin('POST', `/api/admin/guests/${byAddress}/merge`, { otherId: carla })).status).toBe(200);
    expect(await profile(byAddress)).toMatchObject({
      email: 'carla@example.org',
      phone: '+491512223334',
      notes: 'Allergie: Nüsse',
      tags: ['VIP'],
    });
    expect((await listedAs(byPhone.id)).guest?.id).toBe(byAddress);
    // Merged, her next booking with her address finds the one profile.
    const next = await reserve({ phone: '0151 2223334', email: 'Carla@example.org', name: 'Carla Rossi', date: daysAhead(6) });
    expect((await listedAs(next.id)).guest?.id).toBe(byAddress);
  });

  it('a profile deleted while a booking is finding it (a merge, an erasure, the retention job in between) gives the booking a live one, not a 500', async () => {
    await reserve({ email: 'rosa@example.org', phone: '+49 170 2223334', name: 'Rosa Neri', date: daysAhead(3) });
    const [rosa] = await profiles();
    // Another transaction deletes her profile and has not committed yet: its row is locked.
    const eraser = await t.booking.pool.connect();
    try {
      await eraser.query('BEGIN');
      await eraser.query('DELETE FROM guests WHERE id = $1', [rosa!.id]);
      const booking = t.asGuest('POST', '/api/reservations', reservationForm({ email: 'rosa@example.org', name: 'Rosa Neri' }));
      // The booking's INSERT found her profile and waits on that lock to update it; then the delete commits.
      await waitFor('the booking waiting on the profile', async () => {
        const waiting = await t.sql(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
              AND query LIKE '%booking_guest_for%'`,
        );
        return waiting.length === 1 ? true : undefined;
      });
      await eraser.query('COMMIT');
      const answer = await booking;
      expect(answer.status, await answer.clone().text()).toBe(201);
      const made = reservationSchema.parse(await answer.json());
      const now = await profiles();
      expect(now).toEqual([expect.objectContaining({ email: 'rosa@example.org', name: 'Rosa Neri' })]);
      expect(now[0]!.id).not.toBe(rosa!.id);
      expect((await listedAs(made.id)).guest?.id).toBe(now[0]!.id);
    } finally {
      eraser.release();
    }
  });

  it('two first bookings of one new guest at once make one profile', async () => {
    const made = await Promise.all(
      ['19:00', '19:30', '20:00', '20:30'].map((time) => reserve({ email: 'neu@example.org', time, date: daysAhead(6) })),
    );
    expect(await profiles()).toHaveLength(1);
    expect(new Set(await Promise.all(made.map(async (each) => (await listedAs(each.id)).guest?.id))).size).toBe(1);
  });

  it("the database's reading of a phone number is contracts' toE164, format by format", async () => {
    const typed = [
      '+49 30 1234567',
      '030 1234567',
      '0049 (30) 123-4567',
      '030/123.45.67',
      '+39 06 1234 5678',
      '0039 06 12345678',
      '+1 (212) 555-0100',
      '12345',
      '0 000',
      '+0 30 1234567',
      '',
      '(030) 12 34 56 78 90 12 34 56',
    ];
    const rows = await t.sql<{ key: string | null }>('SELECT booking.booking_phone_key(p) AS key FROM unnest($1::text[]) AS p', [
      typed,
    ]);
    expect(rows.map((row) => row.key)).toEqual(typed.map((each) => toE164(each) ?? null));
  });

  it('wishes are remembered only when the guest ticks the box, and kept until they tick it again', async () => {
    await reserve({ specialRequests: 'Kinderstuhl', date: daysAhead(3) });
    const [fresh] = await profiles();
    expect((await profile(fresh!.id)).preferences).toBeNull();
    await reserve({ specialRequests: 'Nussallergie, Fensterplatz', rememberWishes: true, date: daysAhead(4) });
    expect((await profile(fresh!.id)).preferences).toBe('Nussallergie, Fensterplatz');
    // A later booking without the box leaves them as they were; its own wishes are not remembered.
    const later = await reserve({ specialRequests: 'Geburtstag', date: daysAhead(5) });
    expect((await listedAs(later.id)).guest?.preferences).toBe('Nussallergie, Fensterplatz');
    const refused = await t.asGuest('POST', '/api/reservations', reservationForm({ rememberWishes: 'ja' }), english);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ rememberWishes: 'Please tick the box or leave it empty' });
  });

  it("the day sheet shows a returning guest's visits before this one, her no-shows and tags", async () => {
    const anna = { email: 'anna@example.org' };
    await pastVisit(anna, 40);
    await pastVisit(anna, 20);
    await pastVisit(anna, 10, 'no_show');
    // A cancelled booking is no visit.
    const cancelled = await reserve({ ...anna, date: daysAhead(2) });
    await setStatus(cancelled.id, 'cancelled');
    const today = await phoneBooking({ ...anna, date: daysAhead(1), time: '19:00' });
    const guestId = (await listedAs(today.id)).guest!.id;
    await t.asAdmin('PATCH', `/api/admin/guests/${guestId}`, { tags: ['Stammgast'] });
    const day = reservationDaySchema.parse(
      await (await t.asAdmin('GET', `/api/admin/reservations/day?date=${today.date}`)).json(),
    );
    const row = day.slots.flatMap((slot) => slot.reservations).find((each) => each.id === today.id);
    expect(row?.guest).toEqual({ id: guestId, visits: 2, noShows: 1, tags: ['Stammgast'], preferences: null });
    // Once seated, it is a visit of its own, but not counted beside itself.
    await t.sql(`UPDATE booking.reservations SET date = (now() AT TIME ZONE 'Europe/Berlin')::date WHERE id = $1`, [today.id]);
    await setStatus(today.id, 'seated');
    expect((await listedAs(today.id)).guest).toMatchObject({ visits: 2 });
    expect(await profile(guestId)).toMatchObject({ visits: 3, noShows: 1, cancellations: 1 });
  });

  it('an event booking names its guest, and an event that took place counts as a visit', async () => {
    const event = await t.createEvent({ max_attendees: 20 });
    const booked = await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ email: 'LUCA@example.org' }));
    expect(booked.status).toBe(201);
    const { id } = eventBookingSchema.parse(await booked.json());
    expect((await t.asAdmin('PATCH', `/api/admin/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    await t.sql(`UPDATE booking.event_bookings SET event_date = now() - interval '3 days' WHERE id = $1`, [id]);
    const next = await reserve({ email: 'luca@example.org', phone: '+49 170 1234567', name: 'Luca Bianchi' });
    expect((await listedAs(next.id)).guest).toMatchObject({ visits: 1, noShows: 0 });
    const bookings = eventBookingSchema.array().parse(await (await t.asAdmin('GET', '/api/admin/bookings')).json());
    expect(bookings[0]?.guest).toMatchObject({ id: (await listedAs(next.id)).guest!.id, visits: 0 });
  });

  it('through the API: a booking marked no_show makes the next booking of the same e-mail carry noShows: 1', async () => {
    const missed = await reserve({ email: 'mia@example.org', phone: '+49 160 1112223', date: daysAhead(3) });
    await setStatus(missed.id, 'confirmed');
    await inThePast(missed.id, 1);
    await setStatus(missed.id, 'no_show');
    const next = await reserve({ email: 'Mia@Example.org', phone: '+49 160 1112223', date: daysAhead(5) });
    expect((await listedAs(next.id)).guest).toMatchObject({ noShows: 1, visits: 0 });
  });
});

describe('the no-show rule (docs/decisions.md 164)', () => {
  const kai = { email: 'kai@example.org', phone: '+49 176 5556667', name: 'Kai Braun' };
  const requestedEvent = (id: string) =>
    t.published.find(
      (message) =>
        message.type === reservationRequested.type && (message.payload as { reservationId: string }).reservationId === id,
    );

  it('a guest with two no-shows in twelve months books online: the request waits for a call, and the guest is told so', async () => {
    await pastVisit(kai, 30, 'no_show');
    const once = await reserve({ ...kai, date: daysAhead(3) });
    expect(once.confirmByPhone).toBeUndefined();
    await pastVisit(kai, 200, 'no_show');
    t.published.length = 0;
    const request = await reserve({ ...kai, email: 'KAI@example.org', date: daysAhead(4) });
    expect(request).toMatchObject({ status: 'pending', confirmByPhone: true });
    expect((await listedAs(request.id)).confirmByPhone).toBe(true);
    await t.quiet();
    expect(requestedEvent(request.id)?.payload).toMatchObject({ confirmByPhone: true, email: 'KAI@example.org' });
    // Staff confirm it once they have called: an ordinary confirmation.
    await setStatus(request.id, 'confirmed');
    // The guest's number alone finds them too (a second address would be another person).
    const byNumber = await reserve({ ...kai, email: 'kai@example.org', phone: '0176 5556667', date: daysAhead(6) });
    expect(byNumber.confirmByPhone).toBe(true);
  });

  it('a guest known by number who missed twice is called first when booking online with an address, though the booking has a profile of its own', async () => {
    for (const days of [30, 60]) {
      const missed = await phoneBooking({ phone: kai.phone, name: kai.name, date: daysAhead(2) });
      await inThePast(missed.id, days);
      await setStatus(missed.id, 'no_show');
    }
    const request = await reserve({ ...kai, phone: '0176 5556667', date: daysAhead(4) });
    expect(request).toMatchObject({ status: 'pending', confirmByPhone: true });
    expect((await listedAs(request.id)).guest).toMatchObject({ noShows: 0 });
  });

  it("no-shows older than the rule's months, a rule set to 0, and staff taking the booking ask for no call", async () => {
    await pastVisit(kai, 30, 'no_show');
    await pastVisit(kai, 400, 'no_show');
    expect((await reserve({ ...kai, date: daysAhead(3) })).confirmByPhone).toBeUndefined();
    await t.saveSchedule({ guestRules: { noShowLimit: 1, noShowMonths: 12, profileMonths: 24 } });
    expect((await reserve({ ...kai, date: daysAhead(4) })).confirmByPhone).toBe(true);
    expect((await phoneBooking({ ...kai, date: daysAhead(5) })).confirmByPhone).toBeUndefined();
    await t.saveSchedule({ guestRules: { noShowLimit: 0, noShowMonths: 12, profileMonths: 24 } });
    expect((await reserve({ ...kai, date: daysAhead(6) })).confirmByPhone).toBeUndefined();
    const { version } = publishedScheduleSchema.parse(await (await t.asGuest('GET', '/api/schedule')).json());
    const refused = await t.asAdmin(
      'PUT',
      '/api/admin/schedule',
      { ...defaultHouseSchedule, guestRules: { noShowLimit: -1, noShowMonths: 0, profileMonths: 500 } },
      { ...english, 'if-match': `"${version}"` },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual([
      'guestRules.noShowLimit',
      'guestRules.noShowMonths',
      'guestRules.profileMonths',
    ]);
  });
});

describe('the guests screen (GET/PATCH /api/admin/guests, merge)', () => {
  const seedGuests = async () => {
    await reserve({ name: 'Anna Schmidt', email: 'anna@example.org', phone: '+49 30 1234567', date: daysAhead(3) });
    await reserve({ name: 'Bruno Weber', email: 'bruno@example.org', phone: '+49 170 7654321', date: daysAhead(4) });
    await phoneBooking({ name: 'Carla Rossi', phone: '0151 2223334', date: daysAhead(5) });
  };
  const listed = async (query: string) => {
    const answer = await t.asAdmin('GET', `/api/admin/guests${query}`);
    expect(answer.status).toBe(200);
    return {
      names: guestListItemSchema
        .array()
        .parse(await answer.json())
        .map((g) => g.name),
      total: answer.headers.get('x-total-count'),
    };
  };

  it('lists the latest booked first, searches name, address and a number however typed, and pages', async () => {
    await seedGuests();
    expect(await listed('')).toEqual({ names: ['Carla Rossi', 'Bruno Weber', 'Anna Schmidt'], total: '3' });
    expect((await listed('?q=schmi')).names).toEqual(['Anna Schmidt']);
    expect((await listed('?q=BRUNO%40')).names).toEqual(['Bruno Weber']);
    expect((await listed('?q=0151%20222')).names).toEqual(['Carla Rossi']);
    expect((await listed('?q=%25')).names).toEqual([]);
    expect(await listed('?pageSize=2&page=2')).toEqual({ names: ['Anna Schmidt'], total: '3' });
    const bad = await t.asAdmin('GET', '/api/admin/guests?page=0', undefined, english);
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(['page']);
  });

  it('a profile shows its history, upcoming first; staff keep notes and tags, and bad ones are refused naming each field', async () => {
    await pastVisit({ email: 'anna@example.org' }, 14);
    const upcoming = await reserve({ email: 'anna@example.org', date: daysAhead(9), guests: 4 });
    const id = (await listedAs(upcoming.id)).guest!.id;
    const read = await profile(id);
    expect(read).toMatchObject({ name: 'Anna Schmidt', visits: 1, noShows: 0, notes: '', tags: [] });
    expect(read.upcoming.map((each) => [each.kind, each.id, each.guests])).toEqual([['reservation', upcoming.id, 4]]);
    expect(read.history).toHaveLength(1);
    expect(read.lastVisit).toBe(read.history[0]!.date);

    const patched = await t.asAdmin('PATCH', `/api/admin/guests/${id}`, {
      notes: ' Sitzt gern am Fenster ',
      tags: ['VIP', 'vip', 'Stammgast'],
    });
    expect(patched.status).toBe(200);
    expect(guestProfileSchema.parse(await patched.json())).toMatchObject({
      notes: 'Sitzt gern am Fenster',
      tags: ['VIP', 'Stammgast'],
    });
    const bad = await t.asAdmin('PATCH', `/api/admin/guests/${id}`, { notes: 'x'.repeat(2001), tags: ['x'.repeat(31)] }, english);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      notes: 'Please shorten the notes to at most 2000 characters',
      tags: 'Please give at most 10 tags of 1 to 30 characters each',
    });
    expect(await profile(id)).toMatchObject({ notes: 'Sitzt gern am Fenster', tags: ['VIP', 'Stammgast'] });
    const forget = await t.asAdmin('PATCH', `/api/admin/guests/${id}`, { preferences: null });
    expect(forget.status).toBe(200);
    expect((await t.asAdmin('GET', '/api/admin/guests/8a0c1f3e-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('merges two profiles into one; itself, a missing one and a repeat are refused and change nothing', async () => {
    const byPhone = await phoneBooking({ name: 'Frau Rossi', phone: '+39 06 1234 5678', date: daysAhead(3) });
    const online = await reserve({
      name: 'Carla Rossi',
      email: 'carla@example.org',
      phone: '+49 151 2223334',
      date: daysAhead(4),
    });
    const keep = (await listedAs(online.id)).guest!.id;
    const other = (await listedAs(byPhone.id)).guest!.id;
    await t.asAdmin('PATCH', `/api/admin/guests/${other}`, { notes: 'Ruft immer an', tags: ['VIP'] });
    await t.asAdmin('PATCH', `/api/admin/guests/${keep}`, { notes: 'Vegetarierin', tags: ['vip', 'Stammgast'] });

    const self = await t.asAdmin('POST', `/api/admin/guests/${keep}/merge`, { otherId: keep }, english);
    expect(self.status).toBe(400);
    expect((await errorOf(self)).fields).toEqual({
      otherId: 'A profile cannot be merged with itself: please choose the other guest',
    });
    expect((await t.asAdmin('POST', `/api/admin/guests/${keep}/merge`, { otherId: 'nope' })).status).toBe(400);

    const merged = await t.asAdmin('POST', `/api/admin/guests/${keep}/merge`, { otherId: other });
    expect(merged.status).toBe(200);
    const profileAfter = guestProfileSchema.parse(await merged.json());
    expect(profileAfter).toMatchObject({
      notes: 'Vegetarierin\nRuft immer an',
      tags: ['vip', 'Stammgast'],
      email: 'carla@example.org',
      phone: '+491512223334',
    });
    expect(profileAfter.upcoming.map((each) => each.id).sort()).toEqual([byPhone.id, online.id].sort());
    expect((await listedAs(byPhone.id)).guest?.id).toBe(keep);
    // Merged already (or erased): refused, and nothing changes.
    const again = await t.asAdmin('POST', `/api/admin/guests/${keep}/merge`, { otherId: other });
    expect(again.status).toBe(404);
    expect(await profiles()).toHaveLength(1);
  });
});
