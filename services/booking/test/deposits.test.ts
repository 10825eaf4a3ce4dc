import { beforeEach, describe, expect, it } from 'vitest';
import {
  berlinDate,
  berlinLocalToInstant,
  berlinTime,
  defaultHouseSchedule,
  errorResponseSchema,
  girocodeOf,
  guestBookingSchema,
  guestTokenHeader,
  publishedScheduleSchema,
  reservationSchema,
  slotsOn,
  type Reservation,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { runFollowUps } from '../src/follow-ups/follow-up-job.js';
import { followUpSettings, followUpsAt as runFollowUpsAt, minutesFrom as at } from './support/follow-ups-at.js';
import { offerFreedTables } from '../src/waitlist/waitlist-offers.js';
import { daysAhead, reservationForm, startBookingUnderTest } from './support/booking-under-test.js';

/** The owner's deposits: eight guests or more pay €20 each within three days (docs/decisions.md 165). */
const deposits = {
  fromGuests: 8,
  amountPerPersonCents: 2000,
  daysToPay: 3,
  holder: 'Trattoria La Sosta GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
};

const t = startedForTests(() => startBookingUnderTest({ schedule: { deposits } }));
beforeEach(async () => {
  await t.quiet();
  await t.sql('DELETE FROM booking.reservations');
  await t.sql('DELETE FROM booking.idempotency_keys');
  // The owner's settings of this file, whatever a test changed.
  await t.saveSchedule({ deposits });
  t.published.length = 0;
});

const english = { 'accept-language': 'en-GB' };
const errorOf = async (answer: Response) => errorResponseSchema.parse(await answer.json());

const request = async (overrides: Record<string, unknown> = {}) => {
  const answer = await t.asGuest('POST', '/api/reservations', reservationForm({ guests: 10, date: daysAhead(20), ...overrides }));
  expect(answer.status).toBe(201);
  return reservationSchema.parse(await answer.json());
};
const markDeposit = (id: string, status: string) => t.asAdmin('PATCH', `/api/reservations/${id}/deposit`, { status }, english);
const stored = async (id: string): Promise<Reservation> => {
  const list = reservationSchema.array().parse(await (await t.asAdmin('GET', '/api/reservations?pageSize=200')).json());
  return list.find((each) => each.id === id)!;
};

const followUpsAt = (now: Date) => runFollowUpsAt(t, now);
const hour = 3_600_000;

/** The personal link's token the guest's mail of this reservation carried. */
async function tokenOf(id: string): Promise<string> {
  await t.quiet();
  const requested = t.published.find(
    (message) => message.type === 'reservation.requested' && (message.payload as { reservationId: string }).reservationId === id,
  );
  return (requested!.payload as { manageToken: string }).manageToken;
}
const changeByLink = (token: string, body: Record<string, unknown>) =>
  t.asGuest('PUT', '/api/guest-booking', { specialRequests: null, ...body }, { ...english, [guestTokenHeader]: token });
/** The soonest slot a guest may still choose, a quarter of an hour ahead at least: a day or less away, no time to pay. */
function soonestSlot(): { date: string; time: string } {
  const soon = new Date(Date.now() + 15 * 60_000);
  for (let days = 0; days < 3; days += 1) {
    const date = berlinDate(new Date(soon.getTime() + days * 24 * hour));
    const time = slotsOn(defaultHouseSchedule, date).find((slot) => days > 0 || slot > berlinTime(soon));
    if (time) return { date, time };
  }
  throw new Error('no open slot in three days');
}

describe('deposits by bank transfer (docs/decisions.md 165)', () => {
  it("a party from the owner's size awaits its deposit: amount, time, reference and the account in the guest's mail facts", async () => {
    const before = Date.now();
    const reservation = await request({ guests: 10 });
    expect(reservation.status).toBe('pending');
    expect(reservation.deposit).toMatchObject({
      status: 'awaiting',
      amountCents: 20_000,
      reference: `Anzahlung R-${reservation.id.slice(0, 8).toUpperCase()}`,
    });
    const due = Date.parse(reservation.deposit!.dueAt) - before;
    expect(due).toBeGreaterThan(3 * 24 * 3600_000 - 60_000);
    expect(due).toBeLessThan(3 * 24 * 3600_000 + 60_000);
    await t.quiet();
    const requested = t.published.find((message) => message.type === 'reservation.requested')!;
    const facts = (requested.payload as { deposit: Parameters<typeof girocodeOf>[0] }).deposit;
    expect(facts).toEqual({
      amountCents: 20_000,
      dueAt: reservation.deposit!.dueAt,
      reference: reservation.deposit!.reference,
      holder: 'Trattoria La Sosta GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(girocodeOf(facts)).toBe(
      `BCD\n002\n1\nSCT\nCOBADEFFXXX\nTrattoria La Sosta GmbH\nDE89370400440532013000\nEUR200\n\n\n${reservation.deposit!.reference}`,
    );
    // A smaller party, and a party staff take by phone, ask for none.
    expect((await request({ guests: 7 })).deposit).toBeUndefined();
    const phone = await t.asAdmin('POST', '/api/admin/reservations', reservationForm({ guests: 10, date: daysAhead(21) }));
    expect(reservationSchema.parse(await phone.json()).deposit).toBeUndefined();
  });

  it('the guest link page shows the deposit and the account to pay it to', async () => {
    const reservation = await request();
    await t.quiet();
    const token = (t.published.find((message) => message.type === 'reservation.requested')!.payload as { manageToken: string })
      .manageToken;
    const page = guestBookingSchema.parse(
      await (await t.asGuest('GET', '/api/guest-booking', undefined, { [guestTokenHeader]: token })).json(),
    );
    expect(page).toMatchObject({
      kind: 'reservation',
      deposit: {
        status: 'awaiting',
        amountCents: 20_000,
        iban: 'DE89370400440532013000',
        reference: reservation.deposit!.reference,
      },
    });
  });

  it('unpaid: staff are not alerted as for an unanswered request; one reminder a day before it falls due; released when it does, told once', async () => {
    const reservation = await request();
    const dueAt = reservation.deposit!.dueAt;
    // Hours later the request waits on the guest's transfer, not on staff.
    expect((await followUpsAt(at(reservation.created_at, 180))).counts).toMatchObject({ escalated: 0, noticed: 0 });
    expect((await followUpsAt(at(dueAt, -25 * 60))).counts).toMatchObject({ depositReminded: 0 });
    const reminded = await followUpsAt(at(dueAt, -23 * 60));
    expect(reminded.counts).toMatchObject({ depositReminded: 1, released: 0 });
    expect(reminded.types).toEqual(['reservation.deposit_reminder']);
    expect((await followUpsAt(at(dueAt, -60))).counts).toMatchObject({ depositReminded: 0, released: 0 });

    const released = await followUpsAt(at(dueAt, 1));
    expect(released.counts).toMatchObject({ released: 1 });
    expect(released.types).toEqual(['reservation.deposit_released']);
    expect(await stored(reservation.id)).toMatchObject({ status: 'cancelled', deposit: { status: 'released' } });
    expect((await followUpsAt(at(dueAt, 60))).counts).toMatchObject({ released: 0 });
    // Paid too late: refused, saying why; it can be refunded.
    const late = await markDeposit(reservation.id, 'received');
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error).toContain('the booking was cancelled because the deposit had not arrived');
    expect((await markDeposit(reservation.id, 'refunded')).status).toBe(200);
  });

  it('received just before it falls due: confirmed and the guest told, never released; marked twice, answered the same', async () => {
    const reservation = await request();
    await t.quiet();
    t.published.length = 0;
    const first = await markDeposit(reservation.id, 'received');
    expect(first.status).toBe(200);
    const confirmed = reservationSchema.parse(await first.json());
    expect(confirmed).toMatchObject({ status: 'confirmed', deposit: { status: 'received' } });
    const again = await markDeposit(reservation.id, 'received');
    expect(again.status).toBe(200);
    expect(reservationSchema.parse(await again.json())).toMatchObject({ status: 'confirmed', deposit: { status: 'received' } });
    await t.quiet();
    expect(t.published.map((message) => message.type)).toEqual(['reservation.confirmed']);
    expect((await followUpsAt(at(reservation.deposit!.dueAt, 1))).counts).toMatchObject({ released: 0, depositReminded: 0 });
    expect((await stored(reservation.id)).status).toBe('confirmed');
    // Refunded once it came back; refunding again answers the same.
    expect((await markDeposit(reservation.id, 'refunded')).status).toBe(200);
    expect((await markDeposit(reservation.id, 'refunded')).status).toBe(200);
    expect((await stored(reservation.id)).deposit?.status).toBe('refunded');
  });

  it("received for a request the room no longer has a table for: refused as staff's confirmation is, and nothing marked", async () => {
    const date = daysAhead(20);
    const reservation = await request({ date, time: '19:00', guests: 10 });
    // The owner lowers the online limit: the request of ten is a large party's now, which holds no place until staff
    // confirm it (docs/decisions.md 109); staff give its tables (10+11, the only place for ten) to a party by phone.
    await t.saveSchedule({ deposits, onlinePartyLimit: 8 });
    const byPhone = await t.asAdmin(
      'POST',
      '/api/admin/reservations',
      reservationForm({ email: '', date, time: '19:00', guests: 10 }),
    );
    expect(byPhone.status).toBe(201);
    await t.quiet();
    t.published.length = 0;
    const marked = await markDeposit(reservation.id, 'received');
    expect(marked.status).toBe(409);
    const confirmed = await t.asAdmin('PATCH', `/api/reservations/${reservation.id}/status`, { status: 'confirmed' }, english);
    expect(confirmed.status).toBe(409);
    const refusal = (await errorOf(marked)).error;
    expect(refusal).toBe((await errorOf(confirmed)).error);
    expect(refusal).toBe(
      `Sorry, at 19:00 on ${date} we have no table free for 10 guests for the whole seating. Please choose another time.`,
    );
    expect(await stored(reservation.id)).toMatchObject({ status: 'pending', deposit: { status: 'awaiting' } });
    await t.quiet();
    expect(t.published).toEqual([]);
    // Staff make room (the party by phone called off): the same mark confirms it now, at its tables.
    const phoneId = reservationSchema.parse(await byPhone.json()).id;
    expect((await t.asAdmin('PATCH', `/api/reservations/${phoneId}/status`, { status: 'cancelled' })).status).toBe(200);
    await t.quiet();
    t.published.length = 0;
    const again = await markDeposit(reservation.id, 'received');
    expect(again.status).toBe(200);
    expect(reservationSchema.parse(await again.json())).toMatchObject({
      status: 'confirmed',
      deposit: { status: 'received' },
      tables: [{ name: '10' }, { name: '11' }],
    });
    await t.quiet();
    expect(t.published.map((message) => message.type)).toEqual(['reservation.confirmed']);
  });

  it("the guest moves the visit through their link: the deposit falls due anew and is reminded of again; no time left to pay is refused in the guest's words", async () => {
    const reservation = await request({ date: daysAhead(20) });
    const token = await tokenOf(reservation.id);
    expect((await followUpsAt(at(reservation.deposit!.dueAt, -23 * 60))).counts).toMatchObject({ depositReminded: 1 });
    // Two days ahead: it falls due a day before the visit, sooner than the owner's three days.
    const date = daysAhead(2);
    t.published.length = 0;
    const moved = await changeByLink(token, { date, time: '19:00', guests: 10 });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const dueAt = new Date(berlinLocalToInstant(`${date}T19:00`)!.getTime() - 24 * hour).toISOString();
    expect(await stored(reservation.id)).toMatchObject({
      status: 'pending',
      deposit: { status: 'awaiting', amountCents: 20_000, dueAt, reference: reservation.deposit!.reference },
    });
    expect(await t.sql('SELECT deposit_reminded_at FROM booking.reservations WHERE id = $1', [reservation.id])).toEqual([
      { deposit_reminded_at: null },
    ]);
    await t.quiet();
    const changed = t.published.find((message) => message.type === 'reservation.changed')!;
    expect(changed.payload).toMatchObject({ deposit: { dueAt, amountCents: 20_000, iban: 'DE89370400440532013000' } });
    expect((await followUpsAt(at(dueAt, -60))).counts).toMatchObject({ depositReminded: 1 });

    // The soonest slot leaves no time for a transfer: refused, and the booking stays as it was.
    const refused = await changeByLink(token, { ...soonestSlot(), guests: 10 });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe(
      'Your booking awaits its deposit, and a visit this soon leaves no time to pay it by bank transfer. Please choose a later day, or call us.',
    );
    expect(await stored(reservation.id)).toMatchObject({ date, time: '19:00', deposit: { dueAt } });
  });

  it("a party raised through the link to the owner's size is asked its deposit, as a new request of that size is", async () => {
    const reservation = await request({ guests: 4 });
    expect(reservation.deposit).toBeUndefined();
    const token = await tokenOf(reservation.id);
    t.published.length = 0;
    const before = Date.now();
    const raised = await changeByLink(token, { date: reservation.date, time: reservation.time, guests: 9 });
    expect(raised.status, await raised.clone().text()).toBe(200);
    const now = await stored(reservation.id);
    expect(now).toMatchObject({
      status: 'pending',
      guests: 9,
      deposit: { status: 'awaiting', amountCents: 18_000, reference: `Anzahlung R-${reservation.id.slice(0, 8).toUpperCase()}` },
    });
    const due = Date.parse(now.deposit!.dueAt) - before;
    expect(due).toBeGreaterThan(3 * 24 * hour - 60_000);
    expect(due).toBeLessThan(3 * 24 * hour + 60_000);
    await t.quiet();
    expect(t.published.find((message) => message.type === 'reservation.changed')?.payload).toMatchObject({
      deposit: { amountCents: 18_000 },
    });
    // Unpaid, it is released as any: the guest's raise cannot skip it.
    expect((await followUpsAt(at(now.deposit!.dueAt, 1))).counts).toMatchObject({ released: 1 });
  });

  it("a waitlist offer claimed for a party of the owner's size awaits its deposit, and the no-show rule applies", async () => {
    const date = daysAhead(15);
    // Staff fill the evening (over the floor's tables, knowingly).
    const full = await t.asAdmin(
      'POST',
      '/api/admin/reservations',
      reservationForm({ email: '', date, time: '19:00', guests: 40, overbook: true }),
    );
    expect(full.status, await full.clone().text()).toBe(201);
    const waiter = { email: 'gruppe@example.org', phone: '+49 171 9998887', name: 'Gruppe Weber' };
    // Two no-shows of theirs within the rule's months.
    for (const days of [20, 40]) {
      const missed = await request({ ...waiter, guests: 2, date: daysAhead(3) });
      await t.asAdmin('PATCH', `/api/reservations/${missed.id}/status`, { status: 'confirmed' });
      await t.sql(`UPDATE booking.reservations SET date = (now() AT TIME ZONE 'Europe/Berlin')::date - $2::int WHERE id = $1`, [
        missed.id,
        days,
      ]);
      expect((await t.asAdmin('PATCH', `/api/reservations/${missed.id}/status`, { status: 'no_show' })).status).toBe(200);
    }
    const joined = await t.asGuest('POST', '/api/waitlist', reservationForm({ ...waiter, date, time: '19:00', guests: 8 }));
    expect(joined.status).toBe(201);
    expect((await t.asAdmin('DELETE', `/api/reservations/${reservationSchema.parse(await full.json()).id}`)).status).toBe(204);
    await t.quiet();
    t.published.length = 0;
    const claimedAt = Date.now();
    expect(await offerFreedTables(t.booking.pool, { ...defaultHouseSchedule, deposits }, new Date(), 60)).toBe(1);
    await t.quiet();
    const offered = t.published.find((message) => message.type === 'waitlist.offered')!;
    const claim = await t.asGuest('POST', '/api/waitlist/offer/claim', undefined, {
      [guestTokenHeader]: (offered.payload as { offerToken: string }).offerToken,
    });
    expect(claim.status).toBe(201);
    const [made] = await t.sql<{ id: string }>('SELECT id FROM booking.reservations WHERE date = $1 AND guests = 8', [date]);
    const claimed = await stored(made!.id);
    expect(claimed).toMatchObject({
      status: 'pending',
      confirmByPhone: true,
      deposit: { status: 'awaiting', amountCents: 16_000 },
    });
    expect(Date.parse(claimed.deposit!.dueAt) - claimedAt).toBeGreaterThan(3 * 24 * hour - 60_000);
    await t.quiet();
    expect(t.published.find((message) => message.type === 'reservation.requested')?.payload).toMatchObject({
      confirmByPhone: true,
      deposit: { amountCents: 16_000, reference: claimed.deposit!.reference },
    });
  });

  it('the release and a late "received" at once leave one outcome, told to the guest once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const reservation = await request({ date: daysAhead(20 + round) });
      await t.quiet();
      t.published.length = 0;
      const [marked] = await Promise.all([
        markDeposit(reservation.id, 'received'),
        runFollowUps(t.booking.pool, followUpSettings, at(reservation.deposit!.dueAt, 1)),
      ]);
      await t.quiet();
      const told = t.published.map((message) => message.type);
      const now = await stored(reservation.id);
      if (marked.status === 200) {
        expect(now).toMatchObject({ status: 'confirmed', deposit: { status: 'received' } });
        expect(told).toEqual(['reservation.confirmed']);
      } else {
        expect(marked.status).toBe(409);
        expect(now).toMatchObject({ status: 'cancelled', deposit: { status: 'released' } });
        expect(told).toEqual(['reservation.deposit_released']);
      }
    }
  });

  it('refused: a refund of a deposit not received, a booking without one, a status that is no mark', async () => {
    const reservation = await request();
    const early = await markDeposit(reservation.id, 'refunded');
    expect(early.status).toBe(409);
    expect((await errorOf(early)).error).toBe('Only a deposit that was received can be refunded.');
    const none = await request({ guests: 2 });
    expect((await markDeposit(none.id, 'received')).status).toBe(409);
    const bad = await markDeposit(reservation.id, 'paid');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ status: "Please choose 'received' or 'refunded'" });
    expect((await stored(reservation.id)).deposit?.status).toBe('awaiting');
  });

  it('confirmed by staff without it: waived, never reminded of or released (docs/decisions.md 166)', async () => {
    const reservation = await request({ guests: 10 });
    const confirmed = await t.asAdmin('PATCH', `/api/reservations/${reservation.id}/status`, { status: 'confirmed' }, english);
    expect(confirmed.status).toBe(200);
    expect(reservationSchema.parse(await confirmed.json()).deposit?.status).toBe('waived');
    expect((await markDeposit(reservation.id, 'refunded')).status).toBe(409);
    const run = await followUpsAt(at(reservation.deposit!.dueAt, 1));
    expect(run.counts).toMatchObject({ released: 0, depositReminded: 0 });
    expect(await stored(reservation.id)).toMatchObject({ status: 'confirmed', deposit: { status: 'waived' } });
  });

  it("the owner's account is checked: an IBAN's country length and check digits, a BIC's shape, whole cents", async () => {
    const save = async (changes: Record<string, unknown>) => {
      const { version } = publishedScheduleSchema.parse(await (await t.asGuest('GET', '/api/schedule')).json());
      return t.asAdmin(
        'PUT',
        '/api/admin/schedule',
        { ...defaultHouseSchedule, deposits: { ...deposits, ...changes } },
        { ...english, 'if-match': `"${version}"` },
      );
    };
    const refused = await save({ iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBA', amountPerPersonCents: 12.5, fromGuests: 0 });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({
      'deposits.iban': 'Please enter a valid IBAN (its length for the country and its check digits)',
      'deposits.bic': 'Please enter a valid BIC (8 or 11 letters and digits), or leave it empty',
      'deposits.amountPerPersonCents': 'Please enter an amount per person of at least 0.01 euros, in whole cents',
      'deposits.fromGuests': 'Please enter a whole number of guests from 1 to 100, or leave it empty for no deposit',
    });
    const noAccount = await save({ iban: '', holder: '' });
    expect(Object.keys((await errorOf(noAccount)).fields ?? {})).toEqual(['deposits.holder', 'deposits.iban']);
    expect((await save({ iban: 'DE89 3704 0044 0532 0130 0' })).status).toBe(400);
    // Tables asking none, an account given for event nights (docs/decisions.md 166) still needs its holder.
    const noHolder = await save({ fromGuests: null, holder: '' });
    expect(Object.keys((await errorOf(noHolder)).fields ?? {})).toEqual(['deposits.holder']);
    expect((await save({ fromGuests: null, holder: '', iban: '' })).status).toBe(200);
  });
});
