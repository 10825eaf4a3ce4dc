import { beforeEach, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  defaultHouseSchedule,
  errorResponseSchema,
  publishedScheduleSchema,
  scheduleChanged,
  strandedReservationsSchema,
  weekdayOf,
  type HouseSchedule,
} from '@ristorante/contracts';
import { adminContext, signedCall, startedForTests } from '@ristorante/kit/testing';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

// The owner's hours and capacity in the database (docs/decisions.md 110): read by anyone, saved by an owner,
// used by every check at once, and a save that would strand bookings refused.
const t = startedForTests(() => startBookingUnderTest());
/** The version the test starts from: each starts from the opening schedule, saved through the API (so the
 * service's two-second copy is forgotten too), except the first, which runs before anything was saved. */
let start = 0;
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.reservations');
  if (expect.getState().currentTestName?.includes('nothing was saved')) return;
  const reset = await t.asAdmin('PUT', '/api/admin/schedule', defaultHouseSchedule);
  start = publishedScheduleSchema.parse(await reset.json()).version;
  await t.quiet();
  t.published.length = 0;
});

const german = { 'accept-language': 'de-DE,de;q=0.9' };
const readSchedule = async () => {
  const answer = await t.asGuest('GET', '/api/schedule');
  expect(answer.status).toBe(200);
  return publishedScheduleSchema.parse(await answer.json());
};
const save = (schedule: unknown, headers: Record<string, string> = {}) =>
  t.asAdmin('PUT', '/api/admin/schedule', schedule, headers);
const availability = async (date: string, guests = 2) =>
  availabilitySchema.parse(await (await t.asGuest('GET', `/api/availability?date=${date}&guests=${guests}`)).json());
/** The next date at least `from` days ahead that falls on `weekday`. */
const nextWeekday = (weekday: string, from = 2) => {
  for (let days = from; ; days++) if (weekdayOf(daysAhead(days)) === weekday) return daysAhead(days);
};
const closedOn = (from: string, to = from): HouseSchedule => ({
  ...defaultHouseSchedule,
  exceptions: [{ from, to, hours: null, note: { de: 'Geschlossen wegen Betriebsferien', en: 'Closed for our staff holiday' } }],
});

describe('GET /api/schedule', () => {
  it('when nothing was saved, then the opening schedule is answered as version 0, briefly cacheable', async () => {
    const answer = await t.asGuest('GET', '/api/schedule');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=30');
    expect(publishedScheduleSchema.parse(await answer.json())).toEqual({ ...defaultHouseSchedule, version: 0 });
  });

  it('when an exception has ended, then guests no longer read it', async () => {
    const schedule = {
      ...defaultHouseSchedule,
      exceptions: [
        { from: daysAhead(-20), to: daysAhead(-10), hours: null, note: { de: '', en: '' } },
        { from: daysAhead(10), to: daysAhead(12), hours: null, note: { de: '', en: '' } },
      ],
    };
    expect((await save(schedule)).status).toBe(200);
    expect((await readSchedule()).exceptions.map((exception) => exception.from)).toEqual([daysAhead(10)]);
  });
});

describe('PUT /api/admin/schedule', () => {
  it('when an owner saves, then the next version is answered, read back, and announced for the pages', async () => {
    const changed = { ...defaultHouseSchedule, roomCapacityCovers: 30, kitchenCloses: '21:45' };
    const answer = await save(changed, { 'if-match': `"${start}"` });
    expect(answer.status).toBe(200);
    expect(publishedScheduleSchema.parse(await answer.json())).toEqual({ ...changed, version: start + 1 });
    expect(await readSchedule()).toEqual({ ...changed, version: start + 1 });
    await t.quiet();
    expect(t.published.filter((event) => event.type === scheduleChanged.type).map((event) => event.payload)).toEqual([
      { version: start + 1 },
    ]);
    expect((await save({ ...changed, roomCapacityCovers: 25 }, { 'if-match': `"${start + 1}"` })).status).toBe(200);
    expect((await readSchedule()).version).toBe(start + 2);
  });

  it('when the owner saves from an older version, then 412 asks to reload and nothing changes', async () => {
    expect((await save(defaultHouseSchedule)).status).toBe(200);
    const answer = await save({ ...defaultHouseSchedule, roomCapacityCovers: 5 }, { 'if-match': `"${start}"` });
    expect(answer.status).toBe(412);
    expect((await readSchedule()).roomCapacityCovers).toBe(defaultHouseSchedule.roomCapacityCovers);
  });

  it('when a staff member saves, then 403: the hours are the owner’s', async () => {
    const asStaff = signedCall(t.bookingBase, 'booking', adminContext('staff'));
    expect((await asStaff('PUT', '/api/admin/schedule', defaultHouseSchedule)).status).toBe(403);
    expect((await readSchedule()).version).toBe(start);
  });

  it('when the settings contradict each other, then 400 names each field in German and nothing is saved', async () => {
    const bad = {
      ...defaultHouseSchedule,
      weeklyHours: { ...defaultHouseSchedule.weeklyHours, tuesday: { open: '18:00', close: '17:00' } },
      kitchenCloses: '23:30',
      slots: { first: '16:00', last: '22:00', stepMinutes: 25 },
      seatingMinutes: 20,
      roomCapacityCovers: 0,
      onlinePartyLimit: 101,
      exceptions: [
        { from: daysAhead(10), to: daysAhead(12), hours: null },
        { from: daysAhead(12), to: daysAhead(11), hours: { open: '12:00', close: '16:00' } },
        { from: 'someday', to: daysAhead(14), hours: null, note: { de: 'x'.repeat(201), en: '' } },
      ],
    };
    const answer = await save(bad, german);
    expect(answer.status).toBe(400);
    const { fields } = errorResponseSchema.parse(await answer.json());
    // Every mistake at once, each field's own and those between fields, so the owner corrects them in one pass.
    expect(fields).toEqual({
      'weeklyHours.tuesday.close': 'Die Schließzeit muss nach der Öffnungszeit liegen',
      'slots.stepMinutes': 'Der Abstand muss 15, 20, 30 oder 60 Minuten betragen',
      seatingMinutes: 'Die Sitzdauer muss eine ganze Zahl von 30 bis 360 Minuten sein',
      roomCapacityCovers: 'Die Kapazität muss eine ganze Zahl von 1 bis 1000 Plätzen sein',
      onlinePartyLimit: 'Die größte online buchbare Gruppe muss eine ganze Zahl von 1 bis 100 sein',
      'exceptions.1.to': 'Der letzte Tag darf nicht vor dem ersten liegen',
      'exceptions.1.from': 'Diese Tage überschneiden sich mit einer anderen Ausnahme',
      'exceptions.2.from': 'Bitte geben Sie ein gültiges Datum ein',
      'exceptions.2.note.de': 'Der Hinweis darf höchstens 200 Zeichen lang sein',
      'slots.first': 'Die erste Reservierungszeit darf an keinem geöffneten Tag vor der Öffnung liegen',
      'slots.last': 'Die letzte Reservierungszeit muss an jedem geöffneten Tag vor Küchenschluss und vor der Schließzeit liegen',
      kitchenCloses: 'Die Küche muss an jedem geöffneten Tag nach der Öffnung und spätestens zur Schließzeit schließen',
    });
    expect((await readSchedule()).version).toBe(start);
  });

  it('when a new closed day has reservations on it, then 409 lists them, nothing is saved, and after they are handled it saves', async () => {
    const monday = nextWeekday('monday');
    const reserve = async (time: string, guests: number) => {
      const answer = await t.asGuest('POST', '/api/reservations', reservationForm({ date: monday, time, guests }));
      expect(answer.status).toBe(201);
      return (await answer.json()) as { id: string };
    };
    const first = await reserve('19:00', 4);
    const second = await reserve('20:30', 2);
    const cancelled = await reserve('18:00', 2);
    expect((await t.asAdmin('PATCH', `/api/reservations/${cancelled.id}/status`, { status: 'cancelled' })).status).toBe(200);

    const answer = await save(closedOn(monday), { 'accept-language': 'en' });
    expect(answer.status).toBe(409);
    const body = strandedReservationsSchema.parse(await answer.json());
    expect(body.error).toBe('This change would leave 2 reservations outside the new hours. Please move or cancel them first.');
    expect(body.stranded).toEqual([
      { id: first.id, name: 'Anna Schmidt', date: monday, time: '19:00', guests: 4, status: 'pending' },
      { id: second.id, name: 'Anna Schmidt', date: monday, time: '20:30', guests: 2, status: 'pending' },
    ]);
    expect((await readSchedule()).exceptions).toEqual([]);

    // Hours that still hold them are fine: special hours from 18:00 keep 19:00 and 20:30.
    const later = {
      ...closedOn(monday),
      exceptions: [{ ...closedOn(monday).exceptions[0]!, hours: { open: '18:00', close: '22:30' } }],
    };
    expect((await save(later)).status).toBe(200);
    await t.asAdmin('PATCH', `/api/reservations/${first.id}/status`, { status: 'cancelled' });
    await t.asAdmin('PATCH', `/api/reservations/${second.id}/status`, { status: 'cancelled' });
    expect((await save(closedOn(monday))).status).toBe(200);
  });

  it('when a slot is taken away, then the reservations at that time are listed', async () => {
    const date = daysAhead(5);
    const late = await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '21:30' }));
    const answer = await save({ ...defaultHouseSchedule, slots: { ...defaultHouseSchedule.slots, last: '21:00' } });
    expect(answer.status).toBe(409);
    expect(strandedReservationsSchema.parse(await answer.json()).stranded.map((row) => row.id)).toEqual([
      ((await late.json()) as { id: string }).id,
    ]);
  });
});

describe('a weekday with its own kitchen close and last table (docs/decisions.md 134)', () => {
  const shorterFriday: HouseSchedule = {
    ...defaultHouseSchedule,
    weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '20:00' } },
  };

  it('when the owner saves a shorter Friday, then it is read back, Fridays offer slots up to 20:00, other days the week’s', async () => {
    expect((await save(shorterFriday)).status).toBe(200);
    expect((await readSchedule()).weekdayTimes).toEqual({ friday: { kitchenCloses: '21:00', lastSlot: '20:00' } });
    const friday = nextWeekday('friday');
    const thursday = nextWeekday('thursday');
    expect((await availability(friday)).slots.map((slot) => slot.time).at(-1)).toBe('20:00');
    expect((await availability(thursday)).slots.map((slot) => slot.time).at(-1)).toBe('21:30');
    // The booking check follows: 20:30 is no Friday slot any more, but still a Thursday's.
    const late = await t.asGuest('POST', '/api/reservations', reservationForm({ date: friday, time: '20:30' }), german);
    expect(late.status).toBe(400);
    expect(Object.keys(errorResponseSchema.parse(await late.json()).fields ?? {})).toEqual(['time']);
    expect((await t.asGuest('POST', '/api/reservations', reservationForm({ date: friday, time: '20:00' }))).status).toBe(201);
    expect((await t.asGuest('POST', '/api/reservations', reservationForm({ date: thursday, time: '20:30' }))).status).toBe(201);
    // Staff's day sheet offers the same.
    const sheet = await t.asAdmin('GET', `/api/admin/reservations/day?date=${friday}`);
    expect(sheet.status).toBe(200);
    const body = (await sheet.json()) as { slots: Array<{ time: string }> };
    expect(body.slots.map((slot) => slot.time).at(-1)).toBe('20:00');
  });

  it('when a Friday’s own times are wrong, then 400 names the field in the owner’s language and nothing is saved', async () => {
    const bad = { ...defaultHouseSchedule, weekdayTimes: { friday: { kitchenCloses: '23:30', lastSlot: '21:00' } } };
    const de = await save(bad, german);
    expect(de.status).toBe(400);
    expect(errorResponseSchema.parse(await de.json()).fields).toEqual({
      'weekdayTimes.friday.kitchenCloses':
        'Die Küche muss an diesem Wochentag nach der Öffnung und spätestens zur Schließzeit schließen',
    });
    const en = await save(
      { ...defaultHouseSchedule, weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '21:00' } } },
      {
        'accept-language': 'en',
      },
    );
    expect(en.status).toBe(400);
    expect(errorResponseSchema.parse(await en.json()).fields).toEqual({
      'weekdayTimes.friday.lastSlot': "This weekday's last reservation time must be before its kitchen closes and before closing",
    });
    expect((await readSchedule()).version).toBe(start);
  });

  it('when a shorter Friday would leave booked guests after its last table, then 409 lists them and nothing is saved', async () => {
    const friday = nextWeekday('friday');
    const thursday = nextWeekday('thursday');
    const book = async (date: string, time: string) => {
      const answer = await t.asGuest('POST', '/api/reservations', reservationForm({ date, time }));
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const late = await book(friday, '21:00');
    await book(friday, '20:00');
    await book(thursday, '21:00');
    const answer = await save(shorterFriday, { 'accept-language': 'en' });
    expect(answer.status).toBe(409);
    const body = strandedReservationsSchema.parse(await answer.json());
    expect(body.error).toBe('This change would leave 1 reservation outside the new hours. Please move or cancel it first.');
    expect(body.stranded.map((row) => [row.id, row.date, row.time])).toEqual([[late, friday, '21:00']]);
    expect((await readSchedule()).weekdayTimes).toBeUndefined();
    expect((await t.asAdmin('PATCH', `/api/reservations/${late}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await save(shorterFriday)).status).toBe(200);
  });
});

describe('the schedule in every check', () => {
  it('when the owner closes a day with a note, then it is closed with the note and a booking for it is refused', async () => {
    const date = daysAhead(9);
    expect((await availability(date)).open).toBe(true);
    expect((await save(closedOn(date, daysAhead(10)))).status).toBe(200);
    expect(await availability(date)).toMatchObject({
      open: false,
      note: { de: 'Geschlossen wegen Betriebsferien', en: 'Closed for our staff holiday' },
      slots: [],
    });
    expect((await availability(daysAhead(11))).open).toBe(true);
    const refused = await t.asGuest('POST', '/api/reservations', reservationForm({ date }), german);
    expect(refused.status).toBe(400);
    expect(errorResponseSchema.parse(await refused.json()).fields).toEqual({
      date: 'An diesem Tag haben wir geschlossen. Bitte wählen Sie ein anderes Datum.',
    });
    const phone = await t.asAdmin('POST', '/api/admin/reservations', reservationForm({ date: daysAhead(10) }));
    expect(phone.status).toBe(400);
  });

  it('when a day has special hours, then its slots follow them on the week’s grid, and only those are bookable', async () => {
    const date = daysAhead(8);
    const special = { ...defaultHouseSchedule, exceptions: [{ from: date, to: date, hours: { open: '12:00', close: '16:00' } }] };
    expect((await save(special)).status).toBe(200);
    const answer = await availability(date);
    expect(answer.slots.map((slot) => slot.time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
    expect(answer.note).toBeNull();
    expect((await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '19:00' }))).status).toBe(400);
    expect((await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '13:00' }))).status).toBe(201);
  });

  it('when the owner lowers the room, then availability and the booking check use the new one at once', async () => {
    const date = daysAhead(6);
    expect((await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '19:00', guests: 4 }))).status).toBe(201);
    expect((await save({ ...defaultHouseSchedule, roomCapacityCovers: 8 })).status).toBe(200);
    const slot = (await availability(date, 5)).slots.find((entry) => entry.time === '19:00')!;
    expect(slot).toEqual({ time: '19:00', state: 'full', left: 4 });
    const full = await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '19:30', guests: 5 }));
    expect(full.status).toBe(409);
    const day = await t.asAdmin('GET', `/api/admin/reservations/day?date=${date}`);
    expect(((await day.json()) as { roomCapacity: number }).roomCapacity).toBe(8);
  });

  it('when the owner lengthens the seating, then a seating holds its covers for longer', async () => {
    const date = daysAhead(7);
    expect((await save({ ...defaultHouseSchedule, roomCapacityCovers: 6 })).status).toBe(200);
    expect((await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '17:00', guests: 6 }))).status).toBe(201);
    const at = async (time: string) => (await availability(date)).slots.find((slot) => slot.time === time)!.state;
    expect(await at('19:00')).toBe('open');
    expect(
      (await save({ ...defaultHouseSchedule, roomCapacityCovers: 6, seatingMinutes: 180 }, { 'if-match': `"${start + 1}"` }))
        .status,
    ).toBe(200);
    expect(await at('19:00')).toBe('full');
    expect(await at('20:00')).toBe('open');
  });

  it('when the owner lowers the online limit, then a party over it is a request that holds no covers', async () => {
    const date = daysAhead(12);
    expect((await save({ ...defaultHouseSchedule, onlinePartyLimit: 6 })).status).toBe(200);
    expect((await availability(date, 7)).slots.every((slot) => slot.state === 'request')).toBe(true);
    expect((await availability(date, 6)).slots.every((slot) => slot.state === 'open')).toBe(true);
  });
});
