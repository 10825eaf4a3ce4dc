import { beforeEach, describe, expect, it } from 'vitest';
import { berlinLocalToInstant, eventBookingSchema, guestTokenHeader, reservationSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { followUpsAt as runFollowUpsAt } from './support/follow-ups-at.js';
import { daysAhead, eventBookingForm, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

const t = startedForTests(() => startBookingUnderTest());
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.event_bookings');
  await t.sql('DELETE FROM booking.idempotency_keys');
  t.published.length = 0;
});

// A millisecond more than the minutes: the database keeps microseconds, a Date only milliseconds.
const minutes = (count: number) => count * 60_000 + 1;

const followUpsAt = (now: Date) => runFollowUpsAt(t, now);

async function requested(overrides: Record<string, unknown> = {}) {
  const answer = await t.asGuest('POST', '/api/reservations', reservationForm(overrides));
  expect(answer.status).toBe(201);
  return reservationSchema.parse(await answer.json());
}
const createdAt = async (id: string) =>
  (await t.sql<{ at: Date }>('SELECT created_at AS at FROM booking.reservations WHERE id = $1', [id]))[0]!.at;
const listed = async (id: string) => {
  const answer = await t.asAdmin('GET', '/api/reservations');
  return reservationSchema
    .array()
    .parse(await answer.json())
    .find((reservation) => reservation.id === id)!;
};

describe('escalation: a request unanswered past the promised 30 minutes (docs/decisions.md 114)', () => {
  it('alerts staff once, marks it in the dashboard, and the mark goes when staff answer; never once the visit began', async () => {
    const reservation = await requested();
    const since = await createdAt(reservation.id);

    expect((await followUpsAt(new Date(since.getTime() + minutes(29)))).types).toEqual([]);
    const due = await followUpsAt(new Date(since.getTime() + minutes(30)));
    expect(due.types).toEqual(['reservation.overdue']);
    expect(due.published[0]!.payload).toMatchObject({ reservationId: reservation.id, pendingSince: since.toISOString() });
    expect((await followUpsAt(new Date(since.getTime() + minutes(45)))).types).toEqual([]);
    expect(await listed(reservation.id)).toMatchObject({ overdue: true });

    expect((await t.asAdmin('PATCH', `/api/reservations/${reservation.id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect((await listed(reservation.id)).overdue).toBeUndefined();

    // A request nobody answered before its time came: no alert, no 'still being checked' any more.
    const late = await requested({ name: 'Zu Spät', email: 'spaet@example.org', time: '20:00' });
    const start = berlinLocalToInstant(`${late.date}T20:00`)!;
    expect((await followUpsAt(new Date(start.getTime() + 1000))).types).toEqual([]);
  });

  it("after the notice time the guest gets one honest 'still being checked' mail with their link; a confirmed one none", async () => {
    const waiting = await requested();
    const answered = await requested({ name: 'Marco Rossi', email: 'marco@example.org', time: '20:00' });
    expect((await t.asAdmin('PATCH', `/api/reservations/${answered.id}/status`, { status: 'confirmed' })).status).toBe(200);
    const since = await createdAt(waiting.id);

    const early = await followUpsAt(new Date(since.getTime() + minutes(119)));
    expect(early.types).toEqual(['reservation.overdue']);
    const notice = await followUpsAt(new Date(since.getTime() + minutes(121)));
    expect(notice.types).toEqual(['reservation.still_pending']);
    expect(notice.published[0]!.payload).toMatchObject({ reservationId: waiting.id, manageToken: expect.any(String) });
    expect((await followUpsAt(new Date(since.getTime() + minutes(600)))).types).toEqual([]);
  });

  it("a guest's change through their link is a new request: its follow-ups start again", async () => {
    const reservation = await requested();
    await t.quiet();
    const token = (t.published.at(-1)!.payload as { manageToken: string }).manageToken;
    const since = await createdAt(reservation.id);
    expect((await followUpsAt(new Date(since.getTime() + minutes(200)))).types.sort()).toEqual([
      'reservation.overdue',
      'reservation.still_pending',
    ]);

    const change = await t.asGuest(
      'PUT',
      '/api/guest-booking',
      { date: reservation.date, time: '20:30', guests: 3 },
      { [guestTokenHeader]: token },
    );
    expect(change.status).toBe(200);
    const restarted = (
      await t.sql<{ pending_since: Date; escalated_at: Date | null; guest_told_pending_at: Date | null }>(
        'SELECT pending_since, escalated_at, guest_told_pending_at FROM booking.reservations WHERE id = $1',
        [reservation.id],
      )
    )[0]!;
    expect(restarted).toMatchObject({ escalated_at: null, guest_told_pending_at: null });
    expect((await followUpsAt(new Date(restarted.pending_since.getTime() + minutes(29)))).types).toEqual([]);
    expect((await followUpsAt(new Date(restarted.pending_since.getTime() + minutes(30)))).types).toEqual(['reservation.overdue']);
  });
});

describe('reminders: the day before a confirmed visit, at the configured time (docs/decisions.md 114)', () => {
  it('remind once at 10:00 Berlin the day before, with a link; never a pending, past or just-booked one', async () => {
    const date = daysAhead(9);
    const confirmed = await requested({ date, time: '19:00' });
    expect((await t.asAdmin('PATCH', `/api/reservations/${confirmed.id}/status`, { status: 'confirmed' })).status).toBe(200);
    await requested({ date, time: '20:00', name: 'Pia Neumann', email: 'pia@example.org' });
    const dayBefore = new Date(new Date(`${date}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    const reminderTime = berlinLocalToInstant(`${dayBefore}T10:00`)!;

    // The pending one only escalates (and gets its notice) as time passes; no reminder for it.
    const before = await followUpsAt(new Date(reminderTime.getTime() - 60_000));
    expect(before.types.filter((type) => type.endsWith('reminder'))).toEqual([]);
    const due = await followUpsAt(reminderTime);
    expect(due.types).toEqual(['reservation.reminder']);
    expect(due.published[0]!.payload).toMatchObject({ reservationId: confirmed.id, manageToken: expect.any(String) });
    expect((await followUpsAt(new Date(reminderTime.getTime() + minutes(60)))).types).toEqual([]);

    // Confirmed only after the day before's reminder time: the confirmation was the reminder.
    await t.sql('UPDATE booking.reservations SET reminded_at = NULL, confirmed_at = $1 WHERE id = $2', [
      new Date(reminderTime.getTime() + minutes(1)),
      confirmed.id,
    ]);
    expect((await followUpsAt(new Date(reminderTime.getTime() + minutes(120)))).types).toEqual([]);
    // A visit already over is never reminded of.
    await t.sql('UPDATE booking.reservations SET confirmed_at = $1 WHERE id = $2', [new Date(0), confirmed.id]);
    const start = berlinLocalToInstant(`${date}T19:00`)!;
    expect((await followUpsAt(new Date(start.getTime() + minutes(1)))).types).toEqual([]);
  });

  it('an event booking: escalated once when unanswered, reminded once the day before when confirmed', async () => {
    const event = await t.createEvent({ max_attendees: 10 });
    const answer = await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm());
    expect(answer.status).toBe(201);
    const booking = eventBookingSchema.parse(await answer.json());
    const since = new Date(booking.created_at);
    expect((await followUpsAt(new Date(since.getTime() + minutes(31)))).types).toEqual(['event_booking.overdue']);
    const listedBooking = async () =>
      eventBookingSchema
        .array()
        .parse(await (await t.asAdmin('GET', '/api/admin/bookings')).json())
        .find((each) => each.id === booking.id)!;
    expect(await listedBooking()).toMatchObject({ overdue: true });

    expect((await t.asAdmin('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect((await listedBooking()).overdue).toBeUndefined();
    const start = new Date(event.event_date);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(start.getTime() - 86_400_000));
    const reminderTime = berlinLocalToInstant(`${day}T10:00`)!;
    expect((await followUpsAt(new Date(reminderTime.getTime() - 1000))).types).toEqual([]);
    const due = await followUpsAt(reminderTime);
    expect(due.types).toEqual(['event_booking.reminder']);
    expect(due.published[0]!.payload).toMatchObject({ bookingId: booking.id, manageToken: expect.any(String) });
    expect((await followUpsAt(new Date(reminderTime.getTime() + minutes(5)))).types).toEqual([]);
  });
});
