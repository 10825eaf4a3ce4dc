import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@ristorante/kit';
import { applyRetention } from '../src/retention/retention-job.js';
import { daysAhead, startBookingUnderTest, type BookingUnderTest } from './support/booking-under-test.js';

const retentionDays = 730;
const profileMonths = 24;
const logger = createLogger('t', 'silent');

let t: BookingUnderTest;
beforeAll(async () => {
  t = await startBookingUnderTest();
  // The service runs retention once as it starts: let that run end, so the lock is free for the tests.
  await vi.waitFor(async () => {
    if (!(await applyRetention(t.booking.pool, logger, retentionDays, profileMonths)))
      throw new Error('retention lock still held');
  });
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.event_bookings');
  await t.sql('DELETE FROM booking.idempotency_keys');
  await t.sql('DELETE FROM booking.guests');
});

const run = () => applyRetention(t.booking.pool, logger, retentionDays, profileMonths);

const addReservation = async (date: string, name: string) =>
  (
    await t.sql<{ id: string }>(
      `INSERT INTO booking.reservations (name, email, phone, date, time, guests)
       VALUES ($1, 'anna@example.org', '+49 30 1234567', $2, '19:00', 2) RETURNING id`,
      [name, date],
    )
  )[0]!.id;
const addEventBooking = async (eventDate: string | null, name: string) =>
  (
    await t.sql<{ id: string }>(
      `INSERT INTO booking.event_bookings
         (id, event_id, event_title_de, event_title_en, event_date, name, email, phone, guests, total_amount_cents)
       VALUES ($1, $2, 'Weinabend', 'Wine evening', $3, $4, 'luca@example.org', '+49 170 1234567', 2, 9900)
       RETURNING id`,
      [randomUUID(), randomUUID(), eventDate, name],
    )
  )[0]!.id;
const addKey = async (key: string, age: string) => {
  await t.sql(
    `INSERT INTO booking.idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
     VALUES ('reservation', $1, 'hash', 201, '{}', now() - $2::interval)`,
    [key, age],
  );
};
/** An instant `days` from now (negative: in the past), as timestamptz text. */
const instantAhead = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

const names = async (table: 'reservations' | 'event_bookings') =>
  (await t.sql<{ name: string }>(`SELECT name FROM booking.${table} ORDER BY name`)).map((row) => row.name);
const keys = async () =>
  (await t.sql<{ key: string }>('SELECT key FROM booking.idempotency_keys ORDER BY key')).map((row) => row.key);

/** Two of each kind past the two years, and what must stay: recent, upcoming, and the boundary's safe side. */
async function seed() {
  await addReservation(daysAhead(-800), 'old reservation 1');
  await addReservation(daysAhead(-731 - 2), 'old reservation 2');
  await addReservation(daysAhead(-700), 'recent reservation');
  await addReservation(daysAhead(7), 'upcoming reservation');
  await addEventBooking(instantAhead(-800), 'old booking 1');
  await addEventBooking(instantAhead(-740), 'old booking 2');
  await addEventBooking(instantAhead(-30), 'recent booking');
  await addEventBooking(instantAhead(14), 'upcoming booking');
  await addKey('old-key-000001', '2 days');
  await addKey('old-key-000002', '25 hours');
  await addKey('fresh-key-0001', '1 hour');
}

describe('applyRetention', () => {
  it('when bookings are over two years past, then they are deleted and counted; recent ones stay', async () => {
    await seed();
    expect(await run()).toEqual({ reservations: 2, bookings: 2, profiles: 0 });
    expect(await names('reservations')).toEqual(['recent reservation', 'upcoming reservation']);
    expect(await names('event_bookings')).toEqual(['recent booking', 'upcoming booking']);
  });

  it('when idempotency keys are over a day old, then they are deleted; fresh ones stay', async () => {
    await seed();
    await run();
    expect(await keys()).toEqual(['fresh-key-0001']);
  });

  it('when events’ claims on the room ended over two years ago, then they go; later ones and deleted events’ recent rows stay', async () => {
    await t.sql('DELETE FROM booking.event_room_claims');
    const claim = (title: string, endedDaysAgo: number, places: number) =>
      t.sql(
        `INSERT INTO booking.event_room_claims (event_id, version, title_de, title_en, starts_at, ends_at, places, exclusive)
         VALUES ($1, 1, $2, $2, $3::timestamptz - interval '3 hours', $3, $4, false)`,
        [randomUUID(), title, instantAhead(-endedDaysAgo), places],
      );
    await claim('old', 740, 20);
    await claim('old deleted', 800, 0);
    await claim('recent', 30, 20);
    await claim('recent deleted', 10, 0);
    await claim('upcoming', -20, 20);
    await run();
    const left = await t.sql<{ title_en: string }>('SELECT title_en FROM booking.event_room_claims ORDER BY title_en');
    expect(left.map((row) => row.title_en)).toEqual(['recent', 'recent deleted', 'upcoming']);
  });

  it('when an event booking has no event date, then its age counts from when it was made', async () => {
    const old = await addEventBooking(null, 'undated old booking');
    await addEventBooking(null, 'undated new booking');
    await t.sql(`UPDATE booking.event_bookings SET created_at = now() - interval '800 days' WHERE id = $1`, [old]);
    expect(await run()).toEqual({ reservations: 0, bookings: 1, profiles: 0 });
    expect(await names('event_bookings')).toEqual(['undated new booking']);
  });

  it('when it runs again, then it deletes nothing more (idempotent)', async () => {
    await seed();
    expect(await run()).toEqual({ reservations: 2, bookings: 2, profiles: 0 });
    expect(await run()).toEqual({ reservations: 0, bookings: 0, profiles: 0 });
    expect(await names('reservations')).toHaveLength(2);
    expect(await names('event_bookings')).toHaveLength(2);
    expect(await keys()).toEqual(['fresh-key-0001']);
  });

  it('when nothing is old, then it deletes nothing', async () => {
    await addReservation(daysAhead(-700), 'recent reservation');
    expect(await run()).toEqual({ reservations: 0, bookings: 0, profiles: 0 });
    expect(await names('reservations')).toEqual(['recent reservation']);
  });

  it('when two replicas run it at once, then each old row is deleted once in total', async () => {
    await seed();
    const results = await Promise.all([run(), run()]);
    // One may find the other holding the lock and skip (undefined); together they delete each row once.
    expect(results.some((result) => result !== undefined)).toBe(true);
    const total = results.reduce<{ reservations: number; bookings: number }>(
      (sum, result) => ({
        reservations: sum.reservations + (result?.reservations ?? 0),
        bookings: sum.bookings + (result?.bookings ?? 0),
      }),
      { reservations: 0, bookings: 0 },
    );
    expect(total).toEqual({ reservations: 2, bookings: 2 });
    expect(await names('reservations')).toEqual(['recent reservation', 'upcoming reservation']);
    expect(await names('event_bookings')).toEqual(['recent booking', 'upcoming booking']);
  });

  it('when a run is over, then the lock is released for the next one', async () => {
    const results = [];
    for (let index = 0; index < 3; index += 1) results.push(await run());
    expect(results).toEqual(Array(3).fill({ reservations: 0, bookings: 0, profiles: 0 }));
    const held = await t.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_locks
        WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(held[0]!.count).toBe(0);
  });

  it("when a guest profile has had no booking for the owner's months, then it goes; one with a booking since stays", async () => {
    // Made and last booked `months` ago; a reservation of theirs `visitedMonths` ago, when given.
    const addGuest = async (name: string, months: number, visitedMonths?: number) => {
      const [guest] = await t.sql<{ id: string }>(
        `INSERT INTO booking.guests (id, name, email, created_at, last_booked_at)
         VALUES (gen_random_uuid(), $1, lower($1) || '@example.org', now() - make_interval(months => $2 + 1),
                 now() - make_interval(months => $2)) RETURNING id`,
        [name, months],
      );
      if (visitedMonths !== undefined) {
        await t.sql(
          `INSERT INTO booking.reservations (name, email, phone, date, time, guests, guest_id)
           VALUES ($1, 'x@example.org', '', (now() - make_interval(months => $2))::date, '19:00', 2, $3)`,
          [name, visitedMonths, guest!.id],
        );
      }
    };
    await addGuest('Forgotten', 25);
    await addGuest('Booked long ago, came lately', 30, 2);
    await addGuest('Recent', 3);
    await addGuest('Half a year', 8, 8);
    expect(await run()).toMatchObject({ profiles: 1 });
    const left = async () =>
      (await t.sql<{ name: string }>('SELECT name FROM booking.guests ORDER BY name')).map((row) => row.name);
    expect(await left()).toEqual(['Booked long ago, came lately', 'Half a year', 'Recent']);
    // The owner keeps profiles six months: the half year's goes, its reservation stays for the books, unnamed by it.
    expect(await applyRetention(t.booking.pool, logger, retentionDays, 6)).toMatchObject({ profiles: 1, reservations: 0 });
    expect(await left()).toEqual(['Booked long ago, came lately', 'Recent']);
    expect(await t.sql("SELECT guest_id FROM booking.reservations WHERE name = 'Half a year'")).toEqual([{ guest_id: null }]);
  });
});
