import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '@ristorante/kit';
import { listReservations } from '../src/reservations/reservation-repository.js';
import { applyRetention } from '../src/retention/retention-job.js';
import { daysAhead, reservationForm, startBookingUnderTest, type BookingUnderTest } from './support/booking-under-test.js';

// The staff list's unfiltered total is kept as bookings are written, not counted (docs/decisions.md 172): whatever
// adds or removes bookings, it must answer what counting them would.

let t: BookingUnderTest;
beforeAll(async () => {
  t = await startBookingUnderTest();
});
afterAll(async () => {
  await t.stop();
});

/** `count` bookings for the day `days` from today (negative: past), written as the administrator in one statement. */
const insertAsAdmin = (count: number, days: number) =>
  t.sql(
    `INSERT INTO booking.reservations (name, email, phone, date, time, guests, status)
     SELECT 'Gast ' || n, 'gast-' || n || '@example.org', '+49 30 ' || (5550000 + n), current_date + $2::int, '19:00', 2,
            'confirmed'
       FROM generate_series(1, $1::int) AS n`,
    [count, days],
  );

/** The unfiltered list's total, as the service answers it and as counting every booking does. */
async function totals() {
  const answer = await t.asAdmin('GET', '/api/reservations?page=1&pageSize=10');
  expect(answer.status).toBe(200);
  const [counted] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM booking.reservations');
  return { answered: Number(answer.headers.get('x-total-count')), counted: counted!.n };
}

describe("the staff list's total of every booking (docs/decisions.md 172)", () => {
  it('answers what counting them would, through bookings made, written in bulk, at once, rolled back and removed', async () => {
    for (const days of [3, 4, 5]) {
      const made = await t.asGuest('POST', '/api/reservations', reservationForm({ date: daysAhead(days) }));
      expect(made.status).toBe(201);
    }
    expect(await totals()).toEqual({ answered: 3, counted: 3 });

    await insertAsAdmin(500, -30);
    expect(await totals()).toEqual({ answered: 503, counted: 503 });

    // Forty statements at once on the service's own connections, some sharing a row of the total: none is lost.
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.booking.pool.query(
          `INSERT INTO reservations (name, email, phone, date, time, guests, status)
           VALUES ($1, $2, '+49 30 5551234', current_date + 10, '18:00', 2, 'pending')`,
          [`Parallel ${index}`, `parallel-${index}@example.org`],
        ),
      ),
    );
    expect(await totals()).toEqual({ answered: 543, counted: 543 });

    // A booking written and rolled back was never there.
    await expect(
      withTransaction(t.booking.pool, async (client) => {
        await client.query(
          `INSERT INTO reservations (name, email, phone, date, time, guests, status)
           VALUES ('Ohne Folgen', 'rollback@example.org', '+49 30 5550001', current_date + 11, '18:00', 2, 'pending')`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await totals()).toEqual({ answered: 543, counted: 543 });

    await t.booking.pool.query("DELETE FROM reservations WHERE name LIKE 'Parallel 1%'");
    expect(await totals()).toEqual({ answered: 532, counted: 532 });

    // The retention job removes the old ones in one statement.
    await insertAsAdmin(120, -800);
    const retained = await applyRetention(t.booking.pool, t.booking.logger, 730, 24);
    expect(retained?.reservations).toBe(120);
    expect(await totals()).toEqual({ answered: 532, counted: 532 });

    await t.sql('TRUNCATE booking.reservations CASCADE');
    expect(await totals()).toEqual({ answered: 0, counted: 0 });
    await insertAsAdmin(2, 7);
    expect(await totals()).toEqual({ answered: 2, counted: 2 });
  });

  it('a filter still counts the bookings it lets through', async () => {
    await insertAsAdmin(5, 20);
    const list = await listReservations(t.booking.pool, { sort: 'newest', page: 1, pageSize: 10, date: daysAhead(20) });
    expect(list.total).toBe(5);
  });
});
