import { beforeEach, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  berlinDate,
  coversByDaySchema,
  errorResponseSchema,
  phoneReservationSchema,
  reservationConfirmed,
  reservationDaySchema,
  reservationRequestSchema,
  reservationSchema,
  defaultHouseSchedule,
  weeklySlots,
  type Availability,
  type Reservation,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

const t = startedForTests(() => startBookingUnderTest({ schedule: { roomCapacityCovers: 10 } }));
beforeEach(async () => {
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.event_bookings');
  await t.sql('DELETE FROM booking.idempotency_keys');
  t.published.length = 0;
});

const english = { 'accept-language': 'en-GB,en;q=0.9' };
const german = { 'accept-language': 'de-DE' };
const errorOf = async (answer: Response) => errorResponseSchema.parse(await answer.json());

const phoneBooking = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = english) =>
  t.asAdmin('POST', '/api/admin/reservations', { ...reservationForm({ email: '' }), ...overrides }, headers);
const guestReserved = async (overrides: Record<string, unknown> = {}) => {
  const answer = await t.asGuest('POST', '/api/reservations', reservationForm(overrides));
  expect(answer.status).toBe(201);
  return reservationSchema.parse(await answer.json());
};
const confirm = async (id: string) =>
  expect((await t.asAdmin('PATCH', `/api/reservations/${id}/status`, { status: 'confirmed' })).status).toBe(200);
const cancel = async (id: string) =>
  expect((await t.asAdmin('PATCH', `/api/reservations/${id}/status`, { status: 'cancelled' })).status).toBe(200);
const listed = async (query: string) => {
  const answer = await t.asAdmin('GET', `/api/reservations${query}`);
  expect(answer.status).toBe(200);
  return {
    ids: reservationSchema
      .array()
      .parse(await answer.json())
      .map((item) => item.id),
    total: answer.headers.get('x-total-count'),
  };
};
const eventsOf = (id: string) =>
  t.published.filter((message) => (message.payload as { reservationId?: string }).reservationId === id);

describe('POST /api/admin/reservations (a booking taken by phone)', () => {
  it('when staff enter a booking without e-mail, then it is stored confirmed from the phone and a confirmation without address is published', async () => {
    const date = daysAhead(5);
    const answer = await phoneBooking({
      name: 'Herr Brandt',
      phone: '030 98765432',
      date,
      time: '20:00',
      guests: 3,
      locale: 'de',
    });
    expect(answer.status).toBe(201);
    const reservation = reservationSchema.parse(await answer.json());
    expect(reservation).toMatchObject({
      name: 'Herr Brandt',
      phone: '030 98765432',
      email: null,
      date,
      time: '20:00',
      guests: 3,
      locale: 'de',
      status: 'confirmed',
      source: 'phone',
    });
    await t.quiet();
    expect(eventsOf(reservation.id).map((message) => message.type)).toEqual(['reservation.confirmed']);
    expect(reservationConfirmed.payload.parse(eventsOf(reservation.id)[0]!.payload)).toMatchObject({ email: null, locale: 'de' });
  });

  it("when staff give the guest's e-mail and language, then the confirmation carries both", async () => {
    const answer = await phoneBooking({ email: ' guest@example.org ', locale: 'en' }, german);
    expect(answer.status).toBe(201);
    const reservation = reservationSchema.parse(await answer.json());
    expect(reservation).toMatchObject({ email: 'guest@example.org', locale: 'en', status: 'confirmed' });
    await t.quiet();
    expect(eventsOf(reservation.id).length).toBe(1);
    expect(reservationConfirmed.payload.parse(eventsOf(reservation.id)[0]!.payload)).toMatchObject({
      email: 'guest@example.org',
      locale: 'en',
    });
  });

  it("when fields are wrong, then 400 names each in the staff's language (not the guest's) and nothing is stored", async () => {
    const answer = await phoneBooking(
      { name: 'A', phone: 'abc', email: 'nope', time: '16:00', guests: 0, locale: 'de' },
      english,
    );
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).fields).toEqual({
      name: 'Name must be at least 2 characters long',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      time: 'Please choose one of the reservation times',
      guests: 'Please select a valid number of guests (1-100)',
    });
    expect(await t.sql('SELECT id FROM booking.reservations')).toEqual([]);
  });

  it('when the day has passed, then 400 names the date', async () => {
    const answer = await phoneBooking({ date: daysAhead(-2) }, german);
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).fields).toEqual({ date: 'Bitte wählen Sie ein zukünftiges Datum' });
  });

  it('when the slot is full, then 409 says so in the staff language and nothing is stored', async () => {
    const date = daysAhead(6);
    await guestReserved({ date, time: '19:00', guests: 8 });
    const answer = await phoneBooking({ date, time: '19:00', guests: 3 }, english);
    expect(answer.status).toBe(409);
    expect((await errorOf(answer)).error).toBe(
      `Sorry, at 19:00 on ${date} we only have room for 2 more guests. Please choose another time.`,
    );
    expect(await t.sql('SELECT id FROM booking.reservations WHERE source = $1', ['phone'])).toEqual([]);
  });

  it('when staff knowingly overbook a full slot, then it is stored confirmed, names who did it, and the day sheet shows it and the room over', async () => {
    const date = daysAhead(6);
    await guestReserved({ date, time: '19:00', guests: 8 });
    const answer = await phoneBooking({ name: 'Herr Stammgast', date, time: '19:00', guests: 3, overbook: true });
    expect(answer.status).toBe(201);
    const reservation = reservationSchema.parse(await answer.json());
    expect(reservation).toMatchObject({ status: 'confirmed', source: 'phone', overbookedBy: 'Giulia' });
    expect(await t.sql('SELECT overbooked_by FROM booking.reservations WHERE id = $1', [reservation.id])).toEqual([
      { overbooked_by: 'Giulia' },
    ]);
    const day = reservationDaySchema.parse(await (await t.asAdmin('GET', `/api/admin/reservations/day?date=${date}`)).json());
    const slot = day.slots.find((candidate) => candidate.time === '19:00')!;
    expect(slot.reservations.find((item) => item.id === reservation.id)).toMatchObject({ overbookedBy: 'Giulia' });
    expect(slot.covers.confirmed + slot.covers.pending).toBe(11);
    expect(slot.left).toBe(0);
  });

  it('when staff ask to overbook where there is room, then it is an ordinary booking with no mark', async () => {
    const answer = await phoneBooking({ date: daysAhead(6), time: '19:00', guests: 3, overbook: true });
    expect(answer.status).toBe(201);
    expect(reservationSchema.parse(await answer.json()).overbookedBy).toBeUndefined();
  });

  it('when overbook is not a yes or no, then 400 names it and nothing is stored', async () => {
    const answer = await phoneBooking({ overbook: 'yes' }, german);
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).fields).toEqual({ overbook: 'Überbuchen ist gewählt oder nicht (true oder false)' });
    expect(await t.sql('SELECT id FROM booking.reservations')).toEqual([]);
  });

  it('when the same form is sent twice with one key, then one booking is stored', async () => {
    const headers = { ...english, 'idempotency-key': 'phone-booking-0001' };
    const [first, second] = await Promise.all([phoneBooking({}, headers), phoneBooking({}, headers)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(reservationSchema.parse(await first.json()).id).toBe(reservationSchema.parse(await second.json()).id);
    expect(await t.sql('SELECT id FROM booking.reservations')).toHaveLength(1);
  });

  it('when called without an admin, then 401 and nothing is stored', async () => {
    const answer = await t.asGuest('POST', '/api/admin/reservations', reservationForm());
    expect(answer.status).toBe(401);
    expect(await t.sql('SELECT id FROM booking.reservations')).toEqual([]);
  });
});

describe('GET /api/admin/availability (the phone form)', () => {
  const availability = async (query: string) => {
    const answer = await t.asAdmin('GET', `/api/admin/availability?${query}`);
    expect(answer.status).toBe(200);
    return availabilitySchema.parse(await answer.json());
  };
  const stateAt = (day: Availability, time: string) => day.slots.find((slot) => slot.time === time);

  it("when a slot is full for the party, then staff see it full with the covers left, as the guest's form does", async () => {
    const date = daysAhead(6);
    await guestReserved({ date, time: '19:00', guests: 8 });
    const forThree = await availability(`date=${date}&guests=3`);
    expect(stateAt(forThree, '19:00')).toEqual({ time: '19:00', state: 'full', left: 2 });
    expect(stateAt(forThree, '17:00')).toEqual({ time: '17:00', state: 'open', left: 10 });
    const guests = availabilitySchema.parse(await (await t.asGuest('GET', `/api/availability?date=${date}&guests=3`)).json());
    expect(stateAt(guests, '19:00')).toEqual(stateAt(forThree, '19:00'));
  });

  it('when a party is larger than the online limit, then for staff it fits or not (no request), and past the online horizon the day is still open', async () => {
    const large = await availability(`date=${daysAhead(6)}&guests=13`);
    expect(new Set(large.slots.map((slot) => slot.state))).toEqual(new Set(['full']));
    const far = await availability(`date=${daysAhead(400)}&guests=2`);
    expect(far.slots.some((slot) => slot.state === 'open')).toBe(true);
    const guests = availabilitySchema.parse(
      await (await t.asGuest('GET', `/api/availability?date=${daysAhead(400)}&guests=2`)).json(),
    );
    expect(new Set(guests.slots.map((slot) => slot.state))).toEqual(new Set(['closed']));
  });

  it('when called without an admin, then 401', async () => {
    expect((await t.asGuest('GET', `/api/admin/availability?date=${daysAhead(6)}&guests=2`)).status).toBe(401);
  });
});

describe('the phone schema, judged at 19:10 in Berlin', () => {
  const now = new Date('2026-11-23T18:10:00Z');
  const form = reservationForm({ date: '2026-11-23', time: '19:00', email: '' });

  it('when the slot of today began ten minutes ago, then staff may book it and a guest may not', () => {
    expect(phoneReservationSchema(defaultHouseSchedule, now).safeParse(form).success).toBe(true);
    const guest = reservationRequestSchema(defaultHouseSchedule, now).safeParse({ ...form, email: 'anna@example.org' });
    expect(guest.success ? [] : guest.error.issues.map((issue) => issue.path.join('.'))).toEqual(['time']);
  });

  it('when the slot began more than half an hour ago, then staff may not book it either', () => {
    const late = phoneReservationSchema(defaultHouseSchedule, now).safeParse({ ...form, time: '18:30' });
    expect(late.success ? [] : late.error.issues.map((issue) => issue.path.join('.'))).toEqual(['time']);
    expect(phoneReservationSchema(defaultHouseSchedule, now).safeParse({ ...form, time: '19:30' }).success).toBe(true);
  });

  it('when the e-mail is blank, then it is null; when it is given, then it must be an address', () => {
    expect(phoneReservationSchema(defaultHouseSchedule, now).parse({ ...form, email: '  ' }).email).toBeNull();
    expect(phoneReservationSchema(defaultHouseSchedule, now).safeParse({ ...form, email: 'no-at-sign' }).success).toBe(false);
  });
});

describe('PUT /api/reservations/{id} (staff)', () => {
  it('when staff remove the e-mail of a reservation, then it is kept without one', async () => {
    const reservation = await guestReserved();
    const answer = await t.asAdmin('PUT', `/api/reservations/${reservation.id}`, { ...reservationForm(), email: '' });
    expect(answer.status).toBe(200);
    expect(reservationSchema.parse(await answer.json())).toMatchObject({ email: null, source: 'online' });
  });
});

describe('GET /api/reservations filters (staff)', () => {
  let made: Record<string, Reservation>;
  beforeEach(async () => {
    made = {
      anna: await guestReserved({
        name: 'Anna Schmidt',
        email: 'anna@example.org',
        phone: '+49 (30) 1234567',
        date: daysAhead(3),
        time: '19:00',
      }),
      bruno: await guestReserved({
        name: 'Bruno Weiß',
        email: 'bruno@example.org',
        phone: '0170 5550001',
        date: daysAhead(4),
        time: '17:30',
      }),
      carla: await guestReserved({
        name: 'Carla 50%_Rabatt',
        email: 'carla@example.org',
        phone: '0151 2223334',
        date: daysAhead(5),
        time: '21:00',
      }),
    };
    const phone = await phoneBooking({ name: 'Dora Telefon', phone: '040 7778889', date: daysAhead(4), time: '20:00' });
    made.dora = reservationSchema.parse(await phone.json());
    await confirm(made.anna!.id);
  });

  it('when a date range is given, then both ends are included', async () => {
    expect((await listed(`?from=${daysAhead(4)}&to=${daysAhead(5)}&sort=date_asc`)).ids).toEqual([
      made.bruno!.id,
      made.dora!.id,
      made.carla!.id,
    ]);
    expect((await listed(`?to=${daysAhead(3)}`)).ids).toEqual([made.anna!.id]);
  });

  it('when a text is searched, then name, e-mail and the digits of a phone number match, case-insensitively', async () => {
    expect((await listed('?q=weiß')).ids).toEqual([made.bruno!.id]);
    expect((await listed('?q=CARLA@EXAMPLE')).ids).toEqual([made.carla!.id]);
    expect((await listed('?q=30 123 45')).ids).toEqual([made.anna!.id]);
    expect((await listed('?q=7778889')).ids).toEqual([made.dora!.id]);
  });

  it('when a search has digits but is no phone number, then it does not match phone numbers by their digits', async () => {
    const mail = await guestReserved({ name: 'Mara Jahrgang', email: 'mara2223334@example.org', phone: '+49 30 7000000' });
    expect((await listed('?q=2223334')).ids).toEqual([mail.id, made.carla!.id]);
    expect((await listed('?q=mara2223334')).ids).toEqual([mail.id]);
  });

  it("when the search holds LIKE's own characters, then they mean themselves", async () => {
    expect((await listed(`?q=${encodeURIComponent('50%_')}`)).ids).toEqual([made.carla!.id]);
    expect((await listed(`?q=${encodeURIComponent('%')}`)).ids).toEqual([made.carla!.id]);
  });

  it('when status and source are asked for, then they combine with the rest', async () => {
    expect((await listed('?status=confirmed&sort=date_asc')).ids).toEqual([made.anna!.id, made.dora!.id]);
    expect((await listed('?source=phone')).ids).toEqual([made.dora!.id]);
    expect((await listed(`?source=online&status=pending&from=${daysAhead(5)}`)).ids).toEqual([made.carla!.id]);
  });

  it('when sorted by date, then by date and time either way, with the total unchanged by paging', async () => {
    const ascending = [made.anna!.id, made.bruno!.id, made.dora!.id, made.carla!.id];
    expect((await listed('?sort=date_asc')).ids).toEqual(ascending);
    expect((await listed('?sort=date_desc')).ids).toEqual([...ascending].reverse());
    expect(await listed('?sort=date_asc&page=2&pageSize=3')).toEqual({ ids: [made.carla!.id], total: '4' });
  });

  it('when the sort or range is not valid, then 400 names it', async () => {
    const answer = await t.asAdmin('GET', '/api/reservations?sort=random&from=2027-02-30', undefined, english);
    expect(answer.status).toBe(400);
    expect(Object.keys((await errorOf(answer)).fields ?? {}).sort()).toEqual(['from', 'sort']);
  });
});

describe('GET /api/admin/reservations/day', () => {
  it('when a day has reservations, then every slot lists its own with pending and confirmed covers apart, and those seated then, cancelled ones counted nowhere', async () => {
    const date = daysAhead(8);
    const a = await guestReserved({ date, time: '19:00', guests: 2 });
    const b = await guestReserved({ date, time: '19:00', guests: 4 });
    const c = await guestReserved({ date, time: '19:00', guests: 3 });
    const d = await guestReserved({ date, time: '21:30', guests: 5 });
    await guestReserved({ date: daysAhead(9), time: '19:00', guests: 6 });
    await confirm(b.id);
    await cancel(c.id);
    const answer = await t.asAdmin('GET', `/api/admin/reservations/day?date=${date}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const day = reservationDaySchema.parse(await answer.json());
    expect(day.roomCapacity).toBe(10);
    expect(day.hours).toEqual(expect.objectContaining({ open: '17:00' }));
    expect(day.slots.map((slot) => slot.time)).toEqual(weeklySlots(defaultHouseSchedule));
    const slot = (time: string) => day.slots.find((entry) => entry.time === time)!;
    expect(slot('19:00').covers).toEqual({ pending: 2, confirmed: 4 });
    expect(slot('19:00').reservations.map((reservation) => reservation.id)).toEqual([a.id, b.id, c.id]);
    expect(slot('21:30')).toMatchObject({ covers: { pending: 5, confirmed: 0 } });
    expect(slot('21:30').reservations.map((reservation) => reservation.id)).toEqual([d.id]);
    expect(slot('17:00')).toEqual({
      time: '17:00',
      covers: { pending: 0, confirmed: 0 },
      seated: { pending: 0, confirmed: 0 },
      eventCovers: 0,
      left: 10,
      // Every table of the seeded floor is free until 19:00: its largest combination seats 12 (docs/decisions.md 155).
      largestParty: 12,
      reservations: [],
    });
    // Seated: the 19:00 guests are at table for their two hours (docs/decisions.md 108), then the 21:30 ones.
    expect(slot('19:00').seated).toEqual({ pending: 2, confirmed: 4 });
    expect(slot('20:30')).toMatchObject({ covers: { pending: 0, confirmed: 0 }, seated: { pending: 2, confirmed: 4 } });
    expect(slot('21:00').seated).toEqual({ pending: 0, confirmed: 0 });
    expect(slot('21:30').seated).toEqual({ pending: 5, confirmed: 0 });
    // Left: what a booking starting then could take for its whole seating (room of 10), as the booking check counts.
    expect(Object.fromEntries(day.slots.map((entry) => [entry.time, entry.left]))).toEqual({
      '17:00': 10,
      '17:30': 4,
      '18:00': 4,
      '18:30': 4,
      '19:00': 4,
      '19:30': 4,
      '20:00': 4,
      '20:30': 4,
      '21:00': 5,
      '21:30': 5,
    });
  });

  it('when the date is missing or no date, then 400 names it', async () => {
    expect((await t.asAdmin('GET', '/api/admin/reservations/day', undefined, english)).status).toBe(400);
    const answer = await t.asAdmin('GET', '/api/admin/reservations/day?date=tomorrow', undefined, english);
    expect((await errorOf(answer)).fields).toEqual({ date: 'Please enter a valid date' });
  });
});

describe('GET /api/admin/reservations/covers', () => {
  it('when asked for 14 days, then every day is listed in order, empty ones as 0, cancelled ones left out', async () => {
    const from = daysAhead(20);
    const a = await guestReserved({ date: daysAhead(20), guests: 2 });
    await guestReserved({ date: daysAhead(20), time: '20:00', guests: 3 });
    const c = await guestReserved({ date: daysAhead(33), guests: 4 });
    await guestReserved({ date: daysAhead(34), guests: 6 });
    await confirm(a.id);
    await cancel(c.id);
    const answer = await t.asAdmin('GET', `/api/admin/reservations/covers?from=${from}&days=14`);
    expect(answer.status).toBe(200);
    const days = coversByDaySchema.parse(await answer.json());
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, index) => daysAhead(20 + index)));
    expect(days[0]).toEqual({ date: from, pending: 3, confirmed: 2 });
    expect(days.slice(1).every((day) => day.pending === 0 && day.confirmed === 0)).toBe(true);
  });

  it("when no start is given, then the days begin with today's in Berlin", async () => {
    const answer = await t.asAdmin('GET', '/api/admin/reservations/covers?days=3');
    const days = coversByDaySchema.parse(await answer.json());
    expect(days.map((day) => day.date)[0]).toBe(berlinDate(new Date()));
    expect(days).toHaveLength(3);
  });

  it('when more than 62 days are asked for, then 400', async () => {
    expect((await t.asAdmin('GET', '/api/admin/reservations/covers?days=400')).status).toBe(400);
  });
});

/** The CSV's rows, read as RFC 4180 says a spreadsheet reads quoted cells (the byte-order mark dropped). */
function rowsOf(csv: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('GET /api/admin/reservations/export', () => {
  it('when exported in German, then UTF-8 with a byte-order mark, semicolons, German headers and words, and the filter applied', async () => {
    const date = daysAhead(10);
    const anna = await guestReserved({
      name: 'Jürgen Größe',
      date,
      time: '19:30',
      guests: 4,
      specialRequests: 'Fensterplatz, "ruhig"',
    });
    await confirm(anna.id);
    await guestReserved({ name: 'Nicht dabei', date: daysAhead(11) });
    const answer = await t.asAdmin('GET', `/api/admin/reservations/export?from=${date}&to=${date}&locale=de`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="reservierungen-${berlinDate(new Date())}.csv"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = rowsOf(csv, ';');
    expect(rows[0]).toEqual([
      'Datum',
      'Uhrzeit',
      'Personen',
      'Name',
      'Telefon',
      'E-Mail',
      'Status',
      'Quelle',
      'Besondere Wünsche',
      'Sprache',
      'Eingegangen',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        date,
        '19:30',
        '4',
        'Jürgen Größe',
        "'+49 30 1234567",
        'anna@example.org',
        'bestätigt',
        'Online',
        'Fensterplatz, "ruhig"',
        'Deutsch',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      ],
    ]);
  });

  it('when exported in English, then commas and English words', async () => {
    await phoneBooking({ name: 'Phone Guest', locale: 'en' });
    const answer = await t.asAdmin('GET', '/api/admin/reservations/export?locale=en');
    const rows = rowsOf(await answer.text(), ',');
    expect(rows[0]![0]).toBe('Date');
    expect(rows[1]).toEqual(expect.arrayContaining(['Phone Guest', 'confirmed', 'Phone', 'English', '']));
    expect(answer.headers.get('content-disposition')).toContain('reservations-');
  });

  it("when a guest's text starts like a formula, then the cell is neutralised", async () => {
    await guestReserved({ name: '=HYPERLINK("http://evil.example","Klick")', specialRequests: '@SUM(A1:A9)' });
    await guestReserved({ name: '-2+3 Gäste', specialRequests: '+1 Kinderstuhl' });
    const csv = await (await t.asAdmin('GET', '/api/admin/reservations/export?locale=en&sort=newest')).text();
    const rows = rowsOf(csv, ',').slice(1);
    expect(rows.map((row) => [row[3], row[8]])).toEqual([
      ["'-2+3 Gäste", "'+1 Kinderstuhl"],
      ['\'=HYPERLINK("http://evil.example","Klick")', "'@SUM(A1:A9)"],
    ]);
  });

  it('when called without an admin, then 401 and no guest data', async () => {
    await guestReserved();
    const answer = await t.asGuest('GET', '/api/admin/reservations/export');
    expect(answer.status).toBe(401);
    expect(await answer.text()).not.toContain('anna@example.org');
  });
});

describe('GET /api/admin/bookings/export', () => {
  it('when one event is exported, then its bookings only, with amounts as German spreadsheets read them', async () => {
    const event = await t.createEvent({ price: 49, max_attendees: 20 });
    const other = await t.createEvent({ title_de: 'Anderer Abend', title_en: 'Other night' });
    const booked = await t.asGuest('POST', `/api/events/${event.id}/book`, {
      name: 'Luca Bianchi',
      email: 'luca@example.org',
      phone: '+49 170 1234567',
      guests: 2,
    });
    expect(booked.status).toBe(201);
    await t.asGuest('POST', `/api/events/${other.id}/book`, {
      name: 'Not Here',
      email: 'x@example.org',
      phone: '+49 170 1234567',
      guests: 1,
    });
    const answer = await t.asAdmin('GET', `/api/admin/bookings/export?eventId=${event.id}&locale=de`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('veranstaltungsbuchungen-');
    const rows = rowsOf(await answer.text(), ';');
    expect(rows[0]![0]).toBe('Veranstaltung');
    expect(rows.slice(1)).toEqual([
      [
        'Sizilianischer Weinabend',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
        'Luca Bianchi',
        "'+49 170 1234567",
        'luca@example.org',
        '2',
        '98,00',
        'ausstehend',
        '',
        'Deutsch',
        expect.any(String),
      ],
    ]);
  });

  it('when the event id is not an id, then 400', async () => {
    expect((await t.asAdmin('GET', '/api/admin/bookings/export?eventId=42')).status).toBe(400);
  });
});
