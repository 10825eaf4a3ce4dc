import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, guestTokenHeader, reservationSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

// Text no form may store (docs/decisions.md 123): half a UTF-16 pair used to be a 500 (PostgreSQL refuses it in
// the outbox's JSON), the invisible marks were stored. Each is a 400 naming its field, and nothing is written.
const t = startedForTests(() => startBookingUnderTest());
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.idempotency_keys');
  t.published.length = 0;
});

const unusable = [
  ['half a UTF-16 pair', 'Anna \ud83d'],
  ['a zero-width space', 'An\u200bna'],
  ['a right-to-left mark', 'Anna\u200f'],
  ['a byte-order mark inside', 'An\ufeffna'],
  ['a non-character', 'Anna\uffff'],
] as const;
const refusal = 'This text contains a character that cannot be used here (a control character or an invisible mark).';

/** What the answer names, after checking it is a 400. */
const fieldsOf = async (answer: Response) => {
  expect(answer.status).toBe(400);
  return errorResponseSchema.parse(await answer.json()).fields;
};

describe.each(unusable)('a reservation’s name or note holding %s', (_what, text) => {
  it('from the guest’s form: 400 names each field, in the guest’s language, and nothing is stored', async () => {
    const form = reservationForm({ name: text, specialRequests: text, date: daysAhead(6) });
    expect(await fieldsOf(await t.asGuest('POST', '/api/reservations', form, { 'accept-language': 'en' }))).toEqual({
      name: refusal,
      specialRequests: refusal,
    });
    expect(await t.sql('SELECT id FROM booking.reservations')).toEqual([]);
  });

  it('from the staff’s phone form and their edit: 400 names the field, and nothing changes', async () => {
    const phone = reservationForm({ name: text, email: '', date: daysAhead(6) });
    expect(await fieldsOf(await t.asAdmin('POST', '/api/admin/reservations', phone, { 'accept-language': 'en' }))).toEqual({
      name: refusal,
    });
    const made = await t.asGuest('POST', '/api/reservations', reservationForm({ date: daysAhead(6) }));
    const reservation = reservationSchema.parse(await made.json());
    const edit = reservationForm({ date: daysAhead(6), specialRequests: text });
    const edited = await t.asAdmin('PUT', `/api/reservations/${reservation.id}`, edit, { 'accept-language': 'en' });
    expect(await fieldsOf(edited)).toEqual({ specialRequests: refusal });
    expect(await t.sql('SELECT special_requests FROM booking.reservations')).toEqual([
      { special_requests: reservation.specialRequests },
    ]);
  });

  it('from the guest’s own link: 400 names the field, and nothing changes', async () => {
    const made = await t.asGuest('POST', '/api/reservations', reservationForm({ date: daysAhead(7) }));
    const reservation = reservationSchema.parse(await made.json());
    await t.quiet();
    const requested = t.published.find(
      (message) => (message.payload as { reservationId?: string }).reservationId === reservation.id,
    );
    const token = (requested!.payload as { manageToken: string }).manageToken;
    const change = { date: reservation.date, time: reservation.time, guests: reservation.guests, specialRequests: text };
    const answer = await t.asGuest('PUT', '/api/guest-booking', change, { [guestTokenHeader]: token, 'accept-language': 'en' });
    expect(await fieldsOf(answer)).toEqual({ specialRequests: refusal });
    expect(await t.sql('SELECT special_requests FROM booking.reservations')).toEqual([
      { special_requests: reservation.specialRequests },
    ]);
  });
});
