import { describe, expect, it } from 'vitest';
import { eventBookingSchema, floorSchema, reservationSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { daysAhead, eventBookingForm, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

const t = startedForTests(() => startBookingUnderTest({ schedule: { roomCapacityCovers: 20 } }));

describe('bookings under load', () => {
  it('when 300 guests book 1-3 seats at once for an event with 20, then seats held equal the bookings stored, never more', async () => {
    const event = await t.createEvent({ max_attendees: 20 });
    const requests = Array.from({ length: 300 }, (_, index) => (index % 3) + 1);
    const answers = await Promise.all(
      requests.map((guests, index) =>
        t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ guests, name: `Gast ${index}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const created = await Promise.all(
      answers.filter((answer) => answer.status === 201).map(async (answer) => eventBookingSchema.parse(await answer.json())),
    );

    const stored = await t.sql<{ id: string; guests: number }>(
      'SELECT id, guests FROM booking.event_bookings WHERE event_id = $1',
      [event.id],
    );
    const holds = await t.sql<{ booking_id: string; seats: number }>(
      'SELECT booking_id, seats FROM catalog.event_seat_holds WHERE event_id = $1',
      [event.id],
    );
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    // No booking without its seats, no seats without a booking: the same ids, the same numbers.
    expect(new Set(holds.map((hold) => hold.booking_id))).toEqual(new Set(stored.map((row) => row.id)));
    expect(new Set(created.map((booking) => booking.id))).toEqual(new Set(stored.map((row) => row.id)));
    expect(sum(holds.map((hold) => hold.seats))).toBe(sum(stored.map((row) => row.guests)));
    // Never oversold, and (with 1-seat requests among them) filled to the last seat.
    expect(sum(stored.map((row) => row.guests))).toBe(20);
    expect(await t.readEvent(event.id)).toMatchObject({ current_attendees: 20, spots_left: 0 });
    expect(await t.sql('SELECT * FROM booking.seat_claims')).toEqual([]);
  });

  it('when 300 guests reserve 1-3 covers at once for a slot of 20, then the slot fills exactly, never more', async () => {
    // Tables enough for any mix of parties: the room's covers are what this is about (the tables' own run is in
    // floor-api.test.ts, docs/decisions.md 155).
    const { version, areas } = floorSchema.parse(await (await t.asAdmin('GET', '/api/admin/floor')).json());
    const tables = Array.from({ length: 30 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(500 + index).padStart(12, '0')}`,
      name: `T${index + 1}`,
      areaId: areas[0]!.id,
      minGuests: 1,
      maxGuests: 4,
    }));
    expect((await t.asAdmin('PUT', '/api/admin/floor', { version, areas, tables, combinations: [] })).status).toBe(200);
    const date = daysAhead(9);
    const requests = Array.from({ length: 300 }, (_, index) => (index % 3) + 1);
    const answers = await Promise.all(
      requests.map((guests, index) =>
        t.asGuest('POST', '/api/reservations', reservationForm({ guests, date, time: '20:00', name: `Gast ${index}` })),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const created = await Promise.all(
      answers.filter((answer) => answer.status === 201).map(async (answer) => reservationSchema.parse(await answer.json())),
    );
    const stored = await t.sql<{ guests: number }>("SELECT guests FROM booking.reservations WHERE date = $1 AND time = '20:00'", [
      date,
    ]);
    expect(stored).toHaveLength(created.length);
    expect(stored.reduce((total, row) => total + row.guests, 0)).toBe(20);
  });
});
