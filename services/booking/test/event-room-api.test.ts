import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  catalogEventScheduled,
  errorResponseSchema,
  eventRoomSchema,
  reservationDaySchema,
  type RestaurantEvent,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

// One room of 20 covers for tables and event nights (docs/decisions.md 111); seatings of two hours.
const t = startedForTests(() => startBookingUnderTest({ schedule: { roomCapacityCovers: 20 } }));
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.event_room_claims');
  await t.sql('DELETE FROM catalog.events');
});

const english = { 'accept-language': 'en-GB,en;q=0.9' };
const german = { 'accept-language': 'de-DE' };
const reserve = (date: string, time: string, guests: number, headers: Record<string, string> = english) =>
  t.asGuest(
    'POST',
    '/api/reservations',
    reservationForm({ date, time, guests, name: `Gast ${randomUUID().slice(0, 6)}` }),
    headers,
  );
const errorOf = async (answer: Response) => errorResponseSchema.parse(await answer.json()).error;

/** Staff save an event in the catalog; the test waits until the booking service keeps its claim on the room. */
async function eventNight(date: string, time: string, fields: Record<string, unknown>): Promise<RestaurantEvent> {
  const event = await t.createEvent({ event_date: `${date}T${time}`, ...fields });
  await claimArrives(event);
  return event;
}
async function claimArrives(event: RestaurantEvent) {
  await expect
    .poll(
      async () =>
        (await t.sql<{ version: number }>('SELECT version FROM booking.event_room_claims WHERE event_id = $1', [event.id]))[0]
          ?.version,
    )
    .toBe(event.version);
}
const availability = async (date: string, guests: number) =>
  availabilitySchema.parse(await (await t.asGuest('GET', `/api/availability?date=${date}&guests=${guests}`)).json());
const states = (answer: { slots: Array<{ time: string; state: string; left: number }> }) =>
  Object.fromEntries(answer.slots.map((slot) => [slot.time, `${slot.state} ${slot.left}`]));

describe('an event shares the room with tables', () => {
  it('when an event takes 12 of 20 covers from 19:00 for three hours, then tables meeting it get the 8 left, and those before or after the whole room', async () => {
    const date = daysAhead(20);
    await eventNight(date, '19:00', { max_attendees: 12, duration_minutes: 180 });
    // 17:30–19:30 meets the event's first half hour: 8 left.
    const tooMany = await reserve(date, '17:30', 9);
    expect(tooMany.status).toBe(409);
    expect(await errorOf(tooMany)).toMatch(/only have room for 8 more guests/);
    expect((await reserve(date, '17:30', 8)).status).toBe(201);
    // 17:00–19:00 ends as the event begins: it met the 8 at 17:30 only (two parties: the 8-top is the 17:30 one's).
    expect((await reserve(date, '17:00', 8)).status).toBe(201);
    expect((await reserve(date, '17:00', 4)).status).toBe(201);
    expect((await reserve(date, '17:00', 1)).status).toBe(409);
    // Every slot of the evening meets the event and the 17:30 table, or the event alone.
    expect(states(await availability(date, 1))).toMatchObject({
      '17:00': 'full 0',
      '17:30': 'full 0',
      '19:00': 'full 0',
      '19:30': 'open 8',
      '21:30': 'open 8',
    });
    expect((await availability(date, 1)).events).toEqual([
      {
        eventId: expect.any(String),
        title_de: 'Sizilianischer Weinabend',
        title_en: 'Sicilian Wine Evening',
        starts_at: expect.any(String),
        ends_at: expect.any(String),
        places: 12,
        exclusive: false,
      },
    ]);
  });

  it('when an event has the room to itself, then a table meeting its hours is refused naming the event, in the guest’s language, and one ending as it begins fits', async () => {
    const date = daysAhead(21);
    await eventNight(date, '19:00', { max_attendees: 12, duration_minutes: 180, exclusive: true });
    const english409 = await reserve(date, '17:30', 2);
    expect(english409.status).toBe(409);
    const spokenDate = date;
    expect(await errorOf(english409)).toBe(
      `On ${spokenDate} the restaurant is reserved for our event “Sicilian Wine Evening” from 19:00 to 22:00. Please choose another time or day.`,
    );
    const german409 = await reserve(date, '21:30', 2, german);
    expect(german409.status).toBe(409);
    const [year, month, day] = date.split('-');
    expect(await errorOf(german409)).toBe(
      `Am ${day}.${month}.${year} ist das Restaurant von 19:00 bis 22:00 Uhr für unsere Veranstaltung „Sizilianischer Weinabend“ reserviert. Bitte wählen Sie eine andere Uhrzeit oder einen anderen Tag.`,
    );
    expect((await reserve(date, '17:00', 12)).status).toBe(201);
    const answer = await availability(date, 2);
    expect(states(answer)).toEqual({
      '17:00': 'open 8',
      '17:30': 'closed 0',
      '18:00': 'closed 0',
      '18:30': 'closed 0',
      '19:00': 'closed 0',
      '19:30': 'closed 0',
      '20:00': 'closed 0',
      '20:30': 'closed 0',
      '21:00': 'closed 0',
      '21:30': 'closed 0',
    });
    expect(answer.events).toMatchObject([{ exclusive: true }]);
    // Nothing else that day: the guest is offered the next free times.
    expect((await availability(date, 9)).nextOpen.length).toBe(3);
  });

  it('when a large party asks for an evening an event has to itself, then it is refused as any table, and its request for a time before the event is taken', async () => {
    const date = daysAhead(27);
    await eventNight(date, '19:00', { max_attendees: 12, exclusive: true });
    // Over the online limit (12): a request staff confirm personally, holding no covers (docs/decisions.md 109).
    const refused = await reserve(date, '18:00', 15);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatch(/reserved for our event “Sicilian Wine Evening” from 19:00 to 22:00/);
    expect(states(await availability(date, 15))).toMatchObject({
      '17:00': 'request 20',
      '17:30': 'closed 0',
      '21:30': 'closed 0',
    });
    expect((await reserve(date, '17:00', 15)).status).toBe(201);
  });

  it('when staff look at the day sheet, then it names the event, and each slot shows the covers it takes and what is left', async () => {
    const date = daysAhead(22);
    const event = await eventNight(date, '19:30', { max_attendees: 12 });
    expect((await reserve(date, '19:00', 4)).status).toBe(201);
    const sheet = reservationDaySchema.parse(await (await t.asAdmin('GET', `/api/admin/reservations/day?date=${date}`)).json());
    expect(sheet.events).toEqual([
      {
        eventId: event.id,
        title_de: 'Sizilianischer Weinabend',
        title_en: 'Sicilian Wine Evening',
        starts_at: event.event_date,
        ends_at: new Date(Date.parse(event.event_date) + 180 * 60_000).toISOString(),
        places: 12,
        exclusive: false,
        // The tables staff gave it, none yet (docs/decisions.md 161).
        tableIds: [],
        areaIds: [],
      },
    ]);
    const slot = (time: string) => sheet.slots.find((entry) => entry.time === time)!;
    expect(slot('19:00')).toMatchObject({ eventCovers: 0, seated: { pending: 4, confirmed: 0 }, left: 4 });
    expect(slot('19:30')).toMatchObject({ eventCovers: 12, seated: { pending: 4, confirmed: 0 }, left: 4 });
    expect(slot('21:30')).toMatchObject({ eventCovers: 12, seated: { pending: 0, confirmed: 0 }, left: 8 });
  });

  it('when staff move an event to another evening and delete another, then their old hours are free again, and a late repeat of an older save changes nothing', async () => {
    const date = daysAhead(23);
    const moved = await eventNight(date, '19:00', { max_attendees: 20, title_en: 'Moved' });
    const deleted = await eventNight(daysAhead(24), '19:00', { max_attendees: 20, title_en: 'Deleted' });
    expect((await reserve(date, '19:00', 1)).status).toBe(409);
    expect((await reserve(daysAhead(24), '19:00', 1)).status).toBe(409);

    const edit = await t.asCatalogAdmin('PUT', `/api/events/${moved.id}`, {
      ...moved,
      event_date: `${daysAhead(30)}T19:00`,
      price: '49.50',
    });
    expect(edit.status).toBe(200);
    expect((await t.asCatalogAdmin('DELETE', `/api/events/${deleted.id}`)).status).toBe(204);
    await claimArrives({ ...moved, version: moved.version + 1 });
    await expect
      .poll(
        async () =>
          (await t.sql<{ places: number }>('SELECT places FROM booking.event_room_claims WHERE event_id = $1', [deleted.id]))[0]
            ?.places,
      )
      .toBe(0);
    expect((await reserve(date, '19:00', 12)).status).toBe(201);
    expect((await reserve(daysAhead(24), '19:00', 12)).status).toBe(201);
    expect((await reserve(daysAhead(30), '19:00', 1)).status).toBe(409);

    // The first saves of both, delivered again late: the newer claim and the deletion stand.
    for (const event of [moved, deleted]) {
      await t.bus.publish({
        id: randomUUID(),
        type: catalogEventScheduled.type,
        occurredAt: new Date().toISOString(),
        payload: {
          eventId: event.id,
          version: event.version,
          title_de: event.title_de,
          title_en: event.title_en,
          starts_at: event.event_date,
          ends_at: new Date(Date.parse(event.event_date) + 180 * 60_000).toISOString(),
          places: 20,
          exclusive: false,
        },
      });
    }
    await t.quiet();
    expect((await reserve(date, '19:30', 8)).status).toBe(201);
    expect((await reserve(daysAhead(24), '19:30', 8)).status).toBe(201);
  });

  it('when 60 guests ask at once for tables around an event night, then no moment seats more than the room, tables and event together', async () => {
    const date = daysAhead(25);
    await eventNight(date, '19:30', { max_attendees: 10, duration_minutes: 120 });
    const times = ['17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '21:00'];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => reserve(date, times[index % times.length]!, (index % 3) + 1)),
    );
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 409).map((answer) => answer.status)).toEqual([]);
    // Counted here minute by minute, apart from the service's own arithmetic: the event holds 10 from 19:30 to 21:30.
    const rows = await t.sql<{ time: string; guests: number }>(
      "SELECT to_char(time, 'HH24:MI') AS time, guests FROM booking.reservations WHERE date = $1 AND status <> 'cancelled'",
      [date],
    );
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    let fullest = 0;
    for (let minute = 17 * 60; minute < 24 * 60; minute++) {
      const event = minute >= minutes('19:30') && minute < minutes('21:30') ? 10 : 0;
      const seated = rows
        .filter((row) => minutes(row.time) <= minute && minute < minutes(row.time) + 120)
        .reduce((sum, row) => sum + row.guests, event);
      fullest = Math.max(fullest, seated);
    }
    expect(fullest).toBeLessThanOrEqual(20);
    expect(fullest).toBeGreaterThanOrEqual(18);
  });

  it('when an owner plans an event over tables already booked, then the event form is told how far over the room it would be, and which tables meet its hours', async () => {
    const date = daysAhead(26);
    const early = await t.asGuest('POST', '/api/reservations', reservationForm({ date, time: '17:00', guests: 6 }));
    const meeting = await t.asGuest(
      'POST',
      '/api/reservations',
      reservationForm({ date, time: '18:00', guests: 8, name: 'Meeting' }),
    );
    expect([early.status, meeting.status]).toEqual([201, 201]);
    const other = await eventNight(date, '20:30', { max_attendees: 5, title_en: 'Other' });
    const startsAt = new Date(Date.parse(other.event_date) - 90 * 60_000).toISOString(); // 19:00 Berlin
    const ask = async (query: string) => {
      const answer = await t.asAdmin('GET', `/api/admin/event-room?starts_at=${encodeURIComponent(startsAt)}&${query}`);
      expect(answer.status).toBe(200);
      return eventRoomSchema.parse(await answer.json());
    };
    // 19:00–22:00 with 10 places: the 18:00 table (8) until 20:00, the other event (5) from 20:30: 18 at most.
    const shared = await ask('duration_minutes=180&places=10');
    expect(shared).toMatchObject({ roomCapacity: 20, over: 0, events: [{ title_en: 'Other', places: 5, exclusive: false }] });
    expect(shared.reservations.map((reservation) => reservation.name)).toEqual(['Meeting']);
    expect((await ask('duration_minutes=180&places=13')).over).toBe(1);
    // Exclusive: the whole room, so every table and event then is in the way; the 8 at 19:00 are the most at once.
    expect((await ask('duration_minutes=180&places=10&exclusive=true')).over).toBe(8);
    // The other event edited: its own claim is left out.
    expect((await ask(`duration_minutes=180&places=13&eventId=${other.id}`)).events).toEqual([]);
    // An exclusive event bigger than the room, on an evening nobody booked: nothing is in its way.
    const emptyEvening = new Date(Date.parse(startsAt) + 2 * 86_400_000).toISOString();
    const big = await t.asAdmin(
      'GET',
      `/api/admin/event-room?starts_at=${encodeURIComponent(emptyEvening)}&duration_minutes=180&places=50&exclusive=true`,
    );
    expect(eventRoomSchema.parse(await big.json())).toMatchObject({ over: 0, reservations: [], events: [] });
    const bad = await t.asAdmin(
      'GET',
      '/api/admin/event-room?starts_at=tomorrow&duration_minutes=5&places=0',
      undefined,
      english,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(errorResponseSchema.parse(await bad.json()).fields ?? {}).sort()).toEqual([
      'duration_minutes',
      'places',
      'starts_at',
    ]);
  });
});
