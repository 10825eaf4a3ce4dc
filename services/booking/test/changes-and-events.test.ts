import { beforeEach, describe, expect, it } from 'vitest';
import { guestTokenHeader, reservationSchema } from '@ristorante/contracts';
import { startedForTests, withEventsRefused } from '@ristorante/kit/testing';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

// Every change booking announces is written with its event in one transaction (docs/decisions.md 7, 125): when the
// event cannot be recorded, the change is not made either. The reservation's own case is in reservations-api.test.ts.
const t = startedForTests(() => startBookingUnderTest({ schedule: { roomCapacityCovers: 10 } }));
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.waitlist_entries');
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.idempotency_keys');
  t.published.length = 0;
});
const refused = <T>(work: () => Promise<T>) => withEventsRefused(t.sql, 'booking', work);

/** A guest's request for a table, and the token of its mailed link. */
async function requested(date: string, time = '19:00', guests = 2) {
  const answer = await t.asGuest('POST', '/api/reservations', reservationForm({ date, time, guests }));
  expect(answer.status).toBe(201);
  const reservation = reservationSchema.parse(await answer.json());
  await t.quiet();
  const event = t.published.find((message) => (message.payload as { reservationId?: string }).reservationId === reservation.id);
  return { reservation, token: (event!.payload as { manageToken: string }).manageToken };
}

describe('a booking change and its event: both, or neither', () => {
  it('when joining a waitlist cannot be announced, then nobody is on it', async () => {
    const date = daysAhead(12);
    const full = await t.asAdmin('POST', '/api/admin/reservations', {
      ...reservationForm({ date, time: '19:00', guests: 10 }),
      email: '',
    });
    expect(full.status).toBe(201);
    const answer = await refused(() => t.asGuest('POST', '/api/waitlist', reservationForm({ date, time: '19:00', guests: 2 })));
    expect(answer.status).toBe(500);
    expect(await t.sql('SELECT id FROM booking.waitlist_entries')).toEqual([]);
  });

  it('when a guest’s change or cancellation through their link cannot be announced, then the booking stays as it was', async () => {
    const { reservation, token } = await requested(daysAhead(9));
    const row = () =>
      t.sql('SELECT date::text, time::text, guests, status FROM booking.reservations WHERE id = $1', [reservation.id]);
    const before = await row();
    const link = { [guestTokenHeader]: token };
    await refused(async () => {
      const change = { date: reservation.date, time: '20:00', guests: 4, specialRequests: 'Am Fenster' };
      expect((await t.asGuest('PUT', '/api/guest-booking', change, link)).status).toBe(500);
      expect((await t.asGuest('POST', '/api/guest-booking/cancel', undefined, link)).status).toBe(500);
    });
    expect(await row()).toEqual(before);
  });

  it('when staff’s confirmation cannot be announced, then the reservation still waits', async () => {
    const { reservation } = await requested(daysAhead(10));
    const answer = await refused(() => t.asAdmin('PATCH', `/api/reservations/${reservation.id}/status`, { status: 'confirmed' }));
    expect(answer.status).toBe(500);
    expect(await t.sql('SELECT status FROM booking.reservations WHERE id = $1', [reservation.id])).toEqual([
      { status: 'pending' },
    ]);
  });
});
