import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema, guestTokenHeader, personalDataSchema, reservationSchema } from '@ristorante/contracts';
import type { RunningService } from '@ristorante/kit';
import { startedForTests, type RunningTestProcess } from '@ristorante/kit/testing';
import { contactForm, inboxProcess } from '../../inbox/test/support/inbox-under-test.js';
import { daysAhead, eventBookingForm, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

/** Booking, the catalog and the inbox on one test system: the data request travels between them as in production. */
const t = startedForTests(async () => {
  const system = await startBookingUnderTest({ schedule: { roomCapacityCovers: 10 } });
  const inbox: RunningTestProcess<RunningService> = await system.start(inboxProcess());
  return { ...system, inbox };
});
beforeEach(async () => {
  await t.quiet();
  for (const table of [
    'booking.reservations',
    'booking.event_bookings',
    'booking.waitlist_entries',
    'booking.data_request_grants',
    'booking.guests',
    'inbox.contact_messages',
    'inbox.data_requests',
  ]) {
    await t.sql(`DELETE FROM ${table}`);
  }
  t.published.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const anna = 'anna@example.org';
const withToken = (token: string) => ({ [guestTokenHeader]: token });

/** Anna's traces everywhere (a reservation, an event booking, a waitlist place, a message), and Bruno's reservation. */
async function annaEverywhere() {
  const date = daysAhead(16);
  const reserved = await t.asGuest(
    'POST',
    '/api/reservations',
    reservationForm({ date, time: '19:00', email: anna, specialRequests: 'Nussallergie', rememberWishes: true }),
  );
  expect(reserved.status).toBe(201);
  const bruno = await t.asGuest(
    'POST',
    '/api/reservations',
    reservationForm({ date, time: '19:00', name: 'Bruno Weber', email: 'bruno@example.org', guests: 8 }),
  );
  expect(bruno.status).toBe(201);
  expect(
    (await t.asGuest('POST', '/api/waitlist', reservationForm({ date, time: '19:00', email: anna, guests: 2 }))).status,
  ).toBe(201);
  const event = await t.createEvent({ max_attendees: 10 });
  expect(
    (await t.asGuest('POST', `/api/events/${event.id}/book`, eventBookingForm({ email: anna, name: 'Anna Schmidt' }))).status,
  ).toBe(201);
  expect((await t.inbox.asGuest('POST', '/api/contact', contactForm({ email: anna }))).status).toBe(201);
  return { reservation: reservationSchema.parse(await reserved.json()), bruno: reservationSchema.parse(await bruno.json()) };
}

/** A data request for `email`, and the token its mail carries. */
async function dataRequest(email: string, locale = 'de') {
  const answer = await t.inbox.asGuest('POST', '/api/data-requests', { email, locale });
  expect(answer.status).toBe(202);
  await t.quiet();
  const requested = t.published.filter((message) => message.type === 'personal_data.requested').at(-1)!;
  return (requested.payload as { accessToken: string }).accessToken;
}
const recordsOf = async (service: 'booking' | 'inbox', token: string) => {
  const answer = await (service === 'booking' ? t.asGuest : t.inbox.asGuest)(
    'GET',
    `/api/personal-data/${service}`,
    undefined,
    withToken(token),
  );
  expect(answer.status).toBe(200);
  return personalDataSchema.parse(await answer.json());
};

describe("a guest's data rights, self-served (docs/decisions.md 116)", () => {
  it("the link shows what each service stores of the address, whatever its case, and nobody else's", async () => {
    await annaEverywhere();
    const token = await dataRequest('Anna@Example.org');
    const booking = await recordsOf('booking', token);
    expect(booking.records.reservations).toHaveLength(1);
    expect(booking.records.reservations![0]).toMatchObject({
      name: 'Anna Schmidt',
      email: anna,
      special_requests: 'Nussallergie',
    });
    expect(booking.records.eventBookings).toHaveLength(1);
    expect(booking.records.waitlist).toHaveLength(1);
    // The profile staff keep, with their notes and tags and the wishes Anna agreed to have remembered (decisions 163).
    await t.sql("UPDATE booking.guests SET notes = 'Mag den Fensterplatz', tags = '{VIP}' WHERE email = $1", [anna]);
    const again = await recordsOf('booking', token);
    expect(again.records.guestProfile).toEqual([
      expect.objectContaining({
        name: 'Anna Schmidt',
        email: anna,
        notes: 'Mag den Fensterplatz',
        tags: ['VIP'],
        remembered_wishes: 'Nussallergie',
      }),
    ]);
    expect(JSON.stringify(booking)).not.toContain('Bruno');
    const inbox = await recordsOf('inbox', token);
    expect(inbox.records.contactMessages).toHaveLength(1);
    expect(inbox.records.feedback).toEqual([]);
  });

  it("a request answers the same whether the address is known or not; only the token's hash is stored", async () => {
    const unknown = await t.inbox.asGuest('POST', '/api/data-requests', { email: 'niemand@example.org' });
    const bad = await t.inbox.asGuest('POST', '/api/data-requests', { email: 'kein-mail' }, { 'accept-language': 'de' });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual({ accepted: true });
    expect(bad.status).toBe(400);
    expect(errorResponseSchema.parse(await bad.json()).fields).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    });
    await t.quiet();
    const token = (t.published.find((message) => message.type === 'personal_data.requested')!.payload as { accessToken: string })
      .accessToken;
    // Asked again within ten minutes: the same answer, and no second mail (nobody floods a mailbox with it).
    const again = await t.inbox.asGuest('POST', '/api/data-requests', { email: 'NIEMAND@example.org' });
    expect(again.status).toBe(202);
    await t.quiet();
    expect(t.published.filter((message) => message.type === 'personal_data.requested')).toHaveLength(1);
    const stored = await t.sql<{ token_hash: Buffer }>('SELECT token_hash FROM inbox.data_requests');
    expect(stored.map((row) => row.token_hash.toString('hex'))).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(t.inbox.logs.lines())).not.toContain(token);
    for (const service of ['booking', 'inbox'] as const) {
      const call = service === 'booking' ? t.asGuest : t.inbox.asGuest;
      expect((await call('GET', `/api/personal-data/${service}`, undefined, withToken('A'.repeat(43)))).status).toBe(404);
    }
  });

  it('the link expires after a day (clock under test control)', async () => {
    const token = await dataRequest(anna);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 24 * 3_600_000 + 1000));
    for (const service of ['booking', 'inbox'] as const) {
      const call = service === 'booking' ? t.asGuest : t.inbox.asGuest;
      const answer = await call('GET', `/api/personal-data/${service}`, undefined, {
        ...withToken(token),
        'accept-language': 'en',
      });
      expect(answer.status).toBe(410);
      expect(errorResponseSchema.parse(await answer.json()).error).toBe(
        'This link has expired. Please ask for a new one on the privacy page.',
      );
    }
    expect((await t.inbox.asGuest('POST', '/api/personal-data/erase', undefined, withToken(token))).status).toBe(410);
  });

  it('the export shows the profiles the erasure deletes and the phone bookings that name them, which the erasure anonymises too', async () => {
    const book = async (path: string, form: Record<string, unknown>) => {
      const answer = await (path === '/api/reservations' ? t.asGuest : t.asAdmin)('POST', path, reservationForm(form));
      expect(answer.status).toBe(201);
      return reservationSchema.parse(await answer.json());
    };
    const guestOf = async (id: string) => {
      const listed = reservationSchema.array().parse(await (await t.asAdmin('GET', '/api/reservations')).json());
      return listed.find((each) => each.id === id)?.guest?.id;
    };
    const online = await book('/api/reservations', { email: anna, date: daysAhead(16) });
    const work = await book('/api/reservations', {
      email: 'anna.work@example.org',
      phone: '+49 171 0001112',
      date: daysAhead(17),
    });
    // Staff take her call without an address: her number finds her profile. Someone else's call names another.
    const byPhone = await book('/api/admin/reservations', { email: '', name: 'Frau Schmidt', date: daysAhead(18) });
    const other = await book('/api/admin/reservations', { email: '', name: 'Carlo Conti', phone: '+49 160 5556667' });
    const profile = (await guestOf(online.id))!;
    expect(await guestOf(byPhone.id)).toBe(profile);
    // Staff merge the profile of her work address into hers: its booking names hers now.
    const merged = await t.asAdmin('POST', `/api/admin/guests/${profile}/merge`, { otherId: await guestOf(work.id) });
    expect(merged.status).toBe(200);

    const token = await dataRequest('anna.work@example.org', 'en');
    const shown = await recordsOf('booking', token);
    expect(shown.records.guestProfile).toEqual([expect.objectContaining({ email: anna, name: 'Frau Schmidt' })]);
    expect(shown.records.reservations).toEqual([
      expect.objectContaining({ email: 'anna.work@example.org', date: work.date }),
      expect.objectContaining({ email: null, name: 'Frau Schmidt', date: byPhone.date }),
    ]);

    expect((await t.inbox.asGuest('POST', '/api/personal-data/erase', undefined, withToken(token))).status).toBe(200);
    await t.quiet();
    const rows = await t.sql<{ id: string; name: string; email: string | null; phone: string; guest_id: string | null }>(
      'SELECT id, name, email, phone, guest_id FROM booking.reservations',
    );
    const row = (id: string) => rows.find((each) => each.id === id);
    expect(row(work.id)).toMatchObject({ name: 'Gelöscht', email: null, phone: '', guest_id: null });
    expect(row(byPhone.id)).toMatchObject({ name: 'Gelöscht', email: null, phone: '', guest_id: null });
    // Her other address's booking is that address's to erase: kept, but no longer naming the erased profile.
    expect(row(online.id)).toMatchObject({ name: 'Anna Schmidt', email: anna, guest_id: null });
    expect(row(other.id)).toMatchObject({ name: 'Carlo Conti', phone: '+49 160 5556667', guest_id: expect.any(String) });
    expect(await t.sql('SELECT name FROM booking.guests')).toEqual([{ name: 'Carlo Conti' }]);
    expect(Object.values((await recordsOf('booking', token)).records).flat()).toEqual([]);
  });

  it('erasure: every service acts once; bookings stay anonymised for the books, the rest goes; others are untouched', async () => {
    const { reservation, bruno } = await annaEverywhere();
    const token = await dataRequest(anna, 'en');
    t.published.length = 0;
    const [first, second] = await Promise.all([
      t.inbox.asGuest('POST', '/api/personal-data/erase', undefined, withToken(token)),
      t.inbox.asGuest('POST', '/api/personal-data/erase', undefined, withToken(token)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await t.quiet();
    expect(t.published.filter((message) => message.type === 'personal_data.erasure_requested')).toHaveLength(1);
    // Booking announces it has done its part: the worker's receipt waits for that.
    expect(t.published.filter((message) => message.type === 'personal_data.erased')).toHaveLength(1);
    // Copies of the address in events already delivered are gone; only the receipt's own event carries it.
    expect(await t.sql<{ type: string }>("SELECT type FROM booking.outbox WHERE payload->>'email' = $1", [anna])).toEqual([
      { type: 'personal_data.erased' },
    ]);

    // Seen as staff see it, through the admin API: the reservation is there, and nothing names Anna.
    const listed = reservationSchema.array().parse(await (await t.asAdmin('GET', '/api/reservations')).json());
    expect(listed.find((each) => each.id === reservation.id)).toMatchObject({
      name: 'Gelöscht',
      email: null,
      phone: '',
      specialRequests: null,
      guests: reservation.guests,
      date: reservation.date,
    });
    expect(listed.find((each) => each.id === bruno.id)).toMatchObject({ name: 'Bruno Weber', email: 'bruno@example.org' });
    const bookings = (await (await t.asAdmin('GET', '/api/admin/bookings')).json()) as Array<{
      name: string;
      email: string;
      totalAmount: number;
    }>;
    expect(bookings).toEqual([expect.objectContaining({ name: 'Gelöscht', email: '', totalAmount: 99 })]);
    expect(await t.sql('SELECT 1 FROM booking.waitlist_entries')).toEqual([]);
    // Anna's profile went with her bookings' names; Bruno's stays (decisions 163).
    expect(await t.sql('SELECT name FROM booking.guests ORDER BY name')).toEqual([{ name: 'Bruno Weber' }]);
    expect(listed.find((each) => each.id === reservation.id)?.guest).toBeUndefined();
    expect(await t.sql('SELECT 1 FROM booking.guest_links WHERE reservation_id = $1', [reservation.id])).toEqual([]);
    expect(await t.sql("SELECT 1 FROM inbox.contact_messages WHERE lower(email) = 'anna@example.org'")).toEqual([]);

    const after = await recordsOf('booking', token);
    expect(after.erased).toBe(true);
    expect(Object.values(after.records).flat()).toEqual([]);
  });
});
