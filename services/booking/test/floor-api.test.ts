import { afterEach, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  errorResponseSchema,
  floorSchema,
  reservationSchema,
  slotRefusedSchema,
  type FloorSave,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

const t = startedForTests(() => startBookingUnderTest({ schedule: { roomCapacityCovers: 40 } }));
const english = { 'accept-language': 'en-GB,en;q=0.9' };
const errorOf = async (answer: Response) => errorResponseSchema.parse(await answer.json());

const area = '00000000-0000-4000-8000-00000000aa01';
const patio = '00000000-0000-4000-8000-00000000aa02';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The acceptance's floor: a 2-top, a 2-top and a 4-top, the two 2-tops joinable. */
const smallFloor = (): Omit<FloorSave, 'version'> => ({
  areas: [{ id: area, name: 'Gastraum', closures: [] }],
  tables: [
    { id: id(1), name: 'A', areaId: area, minGuests: 1, maxGuests: 2, bookableOnline: true },
    { id: id(2), name: 'B', areaId: area, minGuests: 1, maxGuests: 2, bookableOnline: true },
    { id: id(3), name: 'C', areaId: area, minGuests: 1, maxGuests: 4, bookableOnline: true },
  ],
  combinations: [{ id: id(12), name: 'A+B', tableIds: [id(1), id(2)], minGuests: 3, maxGuests: 4 }],
});

const readFloor = async () => floorSchema.parse(await (await t.asAdmin('GET', '/api/admin/floor')).json());
async function putFloor(floor: Omit<FloorSave, 'version'>, version?: number, headers: Record<string, string> = {}) {
  return t.asAdmin('PUT', '/api/admin/floor', { ...floor, version: version ?? (await readFloor()).version }, headers);
}
const reserve = (fields: Record<string, unknown>, headers: Record<string, string> = english) =>
  t.asGuest('POST', '/api/reservations', reservationForm(fields), headers);
const reserved = async (fields: Record<string, unknown>) => {
  const answer = await reserve(fields);
  expect(answer.status).toBe(201);
  return reservationSchema.parse(await answer.json());
};
const setStatus = (reservationId: string, status: string) =>
  t.asAdmin('PATCH', `/api/reservations/${reservationId}/status`, { status }, english);
const tablesOf = (reservation: { tables?: Array<{ name: string }> }) => reservation.tables?.map((table) => table.name);

afterEach(async () => {
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.idempotency_keys');
});

describe('the floor (docs/decisions.md 154)', () => {
  it('when nothing was saved yet, then the seeded floor seats the 40 covers of the old room, a party of up to 12 joined', async () => {
    const floor = await readFloor();
    expect(floor.tables.reduce((sum, table) => sum + table.maxGuests, 0)).toBe(40);
    expect(Math.max(...floor.combinations.map((combination) => combination.maxGuests))).toBe(12);
    expect(floor).toMatchObject({ lateAfterMinutes: 15, pacingCoversPerSlot: null, tablesShownToGuests: false });
  });

  it('when a floor breaks its rules, then 400 names each field by its path and nothing is saved', async () => {
    const before = await readFloor();
    const bad = smallFloor();
    bad.tables[1]!.name = ' a ';
    bad.tables[2]!.minGuests = 5;
    bad.areas.push({ id: patio, name: 'Terrasse', closures: [{ from: '2026-12-24', to: '2026-12-20' }] });
    bad.tables.push({ id: id(4), name: 'D', areaId: patio, minGuests: 1, maxGuests: 4 });
    bad.combinations!.push({ id: id(34), name: 'C+D', tableIds: [id(3), id(4)], minGuests: 5, maxGuests: 8 });
    bad.combinations!.push({ id: id(99), name: 'X', tableIds: [id(1), id(98)], minGuests: 1, maxGuests: 2 });
    const answer = await putFloor(bad, before.version, english);
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).fields).toEqual({
      'areas.1.closures.0.to': 'The last day must not be before the first',
      'tables.1.name': 'This name is already used: please give each one its own',
      'tables.2.maxGuests': 'The most guests must not be fewer than the least',
      'combinations.1.tableIds': 'Joined tables must stand in one area',
      'combinations.2.tableIds': 'Please choose tables of this floor',
    });
    expect(await readFloor()).toEqual(before);
  });

  it('when two owners save from the same version, then the second gets 412', async () => {
    const { version } = await readFloor();
    expect((await putFloor(smallFloor(), version)).status).toBe(200);
    expect((await putFloor(smallFloor(), version)).status).toBe(412);
    expect((await readFloor()).version).toBe(version + 1);
  });
});

describe('every booking sits at a table (docs/decisions.md 155)', () => {
  it('when a 2-top, a 2-top and a 4-top take parties at 19:00, then four sit at the 4-top, four more at the joined 2-tops, and a couple is refused with covers left', async () => {
    expect((await putFloor(smallFloor())).status).toBe(200);
    const date = daysAhead(10);
    expect(tablesOf(await reserved({ date, time: '19:00', guests: 4, name: 'Erste Gruppe' }))).toEqual(['C']);
    expect(tablesOf(await reserved({ date, time: '19:00', guests: 4, name: 'Zweite Gruppe' }))).toEqual(['A', 'B']);
    const refused = await reserve({ date, time: '19:00', guests: 2 });
    expect(refused.status).toBe(409);
    const refusal = slotRefusedSchema.parse(await refused.json());
    expect(refusal.error).toMatch(/no table free for 2 guests for the whole seating/);
    // The next times that can: the nearest of that evening whose whole seating misses the two parties' tables.
    expect(refusal.nextTimes).toEqual([
      { date, time: '17:00' },
      { date, time: '21:00' },
      { date, time: '21:30' },
    ]);
    // The room's 40 covers are far from full: the tables refused it, and the form says so too.
    const availability = availabilitySchema.parse(
      await (await t.asGuest('GET', `/api/availability?date=${date}&guests=2`)).json(),
    );
    const slot = (time: string) => availability.slots.find((entry) => entry.time === time)!;
    expect(slot('19:00')).toMatchObject({ state: 'full', left: 32 });
    expect(slot('21:00')).toMatchObject({ state: 'open' });
    const stored = await t.sql<{ table_name: string }>('SELECT table_name FROM booking.reservation_tables ORDER BY table_name');
    expect(stored.map((row) => row.table_name)).toEqual(['A', 'B', 'C']);
  });

  it('when a floor change takes away a booked table, then the booking moves to a free one, and when none is free the save is refused with its list', async () => {
    expect((await putFloor(smallFloor())).status).toBe(200);
    const date = daysAhead(11);
    const four = await reserved({ date, time: '19:00', guests: 4, name: 'Familie Rossi' });
    expect(tablesOf(four)).toEqual(['C']);
    // C goes, a new 4-top E comes: the Rossis move to E.
    const withE = smallFloor();
    withE.tables[2] = { id: id(5), name: 'E', areaId: area, minGuests: 1, maxGuests: 4, bookableOnline: true };
    expect((await putFloor(withE)).status).toBe(200);
    const [row] = await t.sql<{ table_name: string }>(
      'SELECT table_name FROM booking.reservation_tables WHERE reservation_id = $1',
      [four.id],
    );
    expect(row).toEqual({ table_name: 'E' });
    // E goes too, and the 2-tops are held by another party: nowhere to go.
    await reserved({ date, time: '19:30', guests: 4, name: 'Familie Weber' });
    const withoutE = smallFloor();
    withoutE.tables.splice(2, 1);
    const refused = await putFloor(withoutE, undefined, english);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; stranded: Array<{ id: string }> };
    expect(body.error).toMatch(/1 booking without a table/);
    expect(body.stranded.map((booking) => booking.id)).toEqual([four.id]);
    expect((await readFloor()).tables.map((table) => table.name)).toEqual(['A', 'B', 'E']);
  });

  it('when the pacing limit is set, then a slot takes no more arriving covers than it, whatever tables are free', async () => {
    expect((await putFloor({ ...smallFloor(), pacingCoversPerSlot: 5 })).status).toBe(200);
    const date = daysAhead(12);
    await reserved({ date, time: '19:00', guests: 4 });
    const refused = await reserve({ date, time: '19:00', guests: 2 });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toMatch(/kitchen takes no more arrivals at 19:00/);
    expect((await reserve({ date, time: '19:30', guests: 2 })).status).toBe(201);
  });

  it('when 64 guests book parties of 1 to 6 at once over one evening, then no table is ever held by two parties at the same minute (read from the database)', async () => {
    // Ten tables and a room that does not limit: only the tables decide.
    await t.saveSchedule({ roomCapacityCovers: 1000 });
    const sizes = [2, 2, 2, 2, 4, 4, 4, 4, 6, 6];
    const tables = sizes.map((most, index) => ({
      id: id(20 + index),
      name: `T${index + 1}`,
      areaId: area,
      minGuests: 1,
      maxGuests: most,
    }));
    const combinations = [
      { id: id(40), name: 'T1+T2', tableIds: [id(20), id(21)], minGuests: 3, maxGuests: 4 },
      { id: id(41), name: 'T5+T6', tableIds: [id(24), id(25)], minGuests: 5, maxGuests: 8 },
    ];
    expect((await putFloor({ areas: smallFloor().areas, tables, combinations })).status).toBe(200);
    const date = daysAhead(13);
    const times = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, index) =>
        reserve({ date, time: times[index % times.length], guests: (index % 6) + 1, name: `Gast ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(15);
    // Minute by minute: every table's holders, each seating two hours from its time.
    const doubled = await t.sql(
      `SELECT rt.table_name, m.minute, count(*) AS parties
         FROM booking.reservations r JOIN booking.reservation_tables rt ON rt.reservation_id = r.id,
              generate_series((r.date + r.time), (r.date + r.time) + interval '119 minutes', interval '1 minute') AS m(minute)
        WHERE r.date = $1 AND r.status IN ('pending', 'confirmed', 'seated')
        GROUP BY rt.table_name, m.minute HAVING count(*) > 1`,
      [date],
    );
    expect(doubled).toEqual([]);
    const unseated = await t.sql(
      `SELECT id FROM booking.reservations r WHERE date = $1 AND NOT EXISTS (SELECT 1 FROM booking.reservation_tables rt WHERE rt.reservation_id = r.id)`,
      [date],
    );
    expect(unseated).toEqual([]);
    await t.saveSchedule({ roomCapacityCovers: 40 });
  });
});

describe('the evening on the floor (docs/decisions.md 156)', () => {
  it('when staff seat a walk-in at a free table and it finishes, then the table is free at once for the next', async () => {
    expect((await putFloor(smallFloor())).status).toBe(200);
    const walkIn = await t.asAdmin('POST', '/api/admin/walk-ins', { guests: 2, tableIds: [id(1)], name: 'Herr Neri' }, english);
    expect(walkIn.status).toBe(201);
    const seated = reservationSchema.parse(await walkIn.json());
    expect(seated).toMatchObject({ status: 'seated', source: 'walk_in', name: 'Herr Neri', email: null, guests: 2 });
    expect(tablesOf(seated)).toEqual(['A']);
    const taken = await t.asAdmin('POST', '/api/admin/walk-ins', { guests: 2, tableIds: [id(1)] }, english);
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).error).toMatch(/^Table A is held by Herr Neri \(2 guests\)/);
    expect((await setStatus(seated.id, 'finished')).status).toBe(200);
    const next = await t.asAdmin('POST', '/api/admin/walk-ins', { guests: 2, tableIds: [id(1)] }, english);
    expect(next.status).toBe(201);
    // Without tables chosen, the best free place: four at C.
    const four = await t.asAdmin('POST', '/api/admin/walk-ins', { guests: 4 }, english);
    expect(tablesOf(reservationSchema.parse(await four.json()))).toEqual(['C']);
    const nobody = await t.asAdmin('POST', '/api/admin/walk-ins', { guests: 4 }, english);
    expect(nobody.status).toBe(409);
    expect((await errorOf(nobody)).error).toBe('No table is free for 4 guests now.');
  });

  it('when statuses are set out of order, then 409 says which, and nothing changes', async () => {
    expect((await putFloor(smallFloor())).status).toBe(200);
    const future = await reserved({ date: daysAhead(14), time: '19:00', guests: 2 });
    const refusal = async (status: string) => (await errorOf(await setStatus(future.id, status))).error;
    expect(await refusal('finished')).toBe('A pending booking cannot be finished.');
    expect((await setStatus(future.id, 'confirmed')).status).toBe(200);
    expect(await refusal('no_show')).toBe('A party can be marked no-show only once its time has come.');
    expect(await refusal('seated')).toBe('Only a booking of today can be seated.');
    expect(await refusal('finished')).toBe('A confirmed booking cannot be finished.');
    // Its time has come (the booking moved to yesterday): a no-show frees its table.
    await t.sql(`UPDATE booking.reservations SET date = (now() AT TIME ZONE 'Europe/Berlin')::date - 1 WHERE id = $1`, [
      future.id,
    ]);
    const missed = await setStatus(future.id, 'no_show');
    expect(missed.status).toBe(200);
    expect(reservationSchema.parse(await missed.json()).status).toBe('no_show');
    expect(await refusal('finished')).toBe('A no-show booking cannot be finished.');
  });

  it('when staff move a party, then onto a free combination it goes, onto a held table 409 names the holder, and a stale move is told', async () => {
    expect((await putFloor(smallFloor())).status).toBe(200);
    const date = daysAhead(15);
    const couple = await reserved({ date, time: '19:00', guests: 2, name: 'Paar Conti' });
    const three = await reserved({ date, time: '19:30', guests: 3, name: 'Familie Bruno' });
    expect(tablesOf(couple)).toEqual(['A']);
    expect(tablesOf(three)).toEqual(['C']);
    const onto = (reservationId: string, body: Record<string, unknown>) =>
      t.asAdmin('PATCH', `/api/reservations/${reservationId}/tables`, body, english);
    const held = await onto(couple.id, { tableIds: [id(3)] });
    expect(held.status).toBe(409);
    expect((await errorOf(held)).error).toBe('Table C is held by Familie Bruno (3 guests) at 19:30.');
    // The three move to the joined 2-tops? A is the couple's: refused; the couple moves to B first.
    expect((await onto(three.id, { tableIds: [id(1), id(2)] })).status).toBe(409);
    const moved = await onto(couple.id, { tableIds: [id(2)], updatedAt: couple.updated_at });
    expect(moved.status).toBe(200);
    expect(tablesOf(reservationSchema.parse(await moved.json()))).toEqual(['B']);
    // A second waiter who read the couple before the move is told, and nothing moves.
    const stale = await onto(couple.id, { tableIds: [id(1)], updatedAt: couple.updated_at });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).error).toMatch(/^Someone else changed this booking a moment ago/);
    const notJoined = await onto(three.id, { tableIds: [id(1), id(3)] });
    expect((await errorOf(notJoined)).error).toMatch(/^These tables are not a combination/);
    const later = await onto(couple.id, { tableIds: [id(1)], time: '21:00' });
    expect(reservationSchema.parse(await later.json())).toMatchObject({ time: '21:00', tables: [{ name: 'A' }] });
  });

  it('when staff give an event night a table, then no booking sits there during its hours, and bookings already there refuse it', async () => {
    expect((await putFloor(smallFloor())).status).toBe(200);
    const date = daysAhead(16);
    const event = await t.createEvent({ event_date: `${date}T19:00`, max_attendees: 4, duration_minutes: 180 });
    await expect
      .poll(async () => (await t.sql('SELECT 1 FROM booking.event_room_claims WHERE event_id = $1', [event.id])).length)
      .toBe(1);
    const give = (body: Record<string, unknown>) => t.asAdmin('PUT', `/api/admin/event-room/${event.id}/tables`, body, english);
    expect(await (await give({ tableIds: [id(3)] })).json()).toEqual({ tableIds: [id(3)], areaIds: [] });
    // Four at 19:30 would have had C: the event holds it, so the joined 2-tops take them.
    expect(tablesOf(await reserved({ date, time: '19:30', guests: 4 }))).toEqual(['A', 'B']);
    // Before the event, C is free: 17:00–19:00 ends as it begins.
    expect(tablesOf(await reserved({ date, time: '17:00', guests: 3 }))).toEqual(['C']);
    // The whole area now: the 19:30 party sits there, so nothing changes and the 409 names it.
    const refused = await give({ areaIds: [area] });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; stranded: Array<{ time: string }> };
    expect(body.error).toBe('1 booking sits at these tables during the event. Please move it first.');
    expect(body.stranded.map((booking) => booking.time)).toEqual(['19:30']);
    const day = (await (await t.asAdmin('GET', `/api/admin/reservations/day?date=${date}`)).json()) as {
      events: Array<{ tableIds: string[] }>;
    };
    expect(day.events.map((night) => night.tableIds)).toEqual([[id(3)]]);
  });
});
