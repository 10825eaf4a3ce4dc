import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { berlinDate, type Floor, type PublishedSchedule } from '@ristorante/contracts';
import { signedInAdminApi, type AdminApi } from './support/admin-api.js';
import { baseUrl, faultsAmong, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
import { signIn } from './support/staff.js';

/**
 * The evening on a tablet (docs/decisions.md 154–159): a busy day of 40 bookings on 14 tables, some already
 * seated, one party late, and staff seating a walk-in, moving a party to joined tables, marking the late party a
 * no-show and finishing a table early, whose freed time the public form then offers. Today's service has to be
 * under way whatever the hour the journey runs, so the day is opened round the clock by an exception, and the
 * bookings already made tonight (seated, finished, late) are written to the stack's database as the booking
 * service would have written them: no form can make a party that is already late.
 */
const tablet = { width: 1024, height: 768 };
const db = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 2 });
let browser: Browser;
let owner: AdminApi;
let savedSchedule: PublishedSchedule;
let savedFloor: Floor;

const today = berlinDate(new Date());
const area = randomUUID();
const terrace = randomUUID();
const tableIds = Object.fromEntries(
  ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'W1', 'W2', 'W3', 'W4'].map((name) => [name, randomUUID()]),
);
const sizes: Record<string, [number, number]> = { T1: [1, 2], T2: [1, 2], T3: [1, 2], T4: [1, 2], T9: [3, 6], T10: [3, 6] };
const floorOfTheNight = {
  areas: [
    { id: area, name: 'Saal', closures: [] },
    { id: terrace, name: 'Terrasse', closures: [] },
  ],
  tables: Object.entries(tableIds).map(([name, id]) => ({
    id,
    name,
    areaId: name.startsWith('W') ? terrace : area,
    minGuests: (sizes[name] ?? [1, 4])[0],
    maxGuests: (sizes[name] ?? [1, 4])[1],
    bookableOnline: true,
  })),
  combinations: [
    { id: randomUUID(), name: 'T1+T2', tableIds: [tableIds.T1!, tableIds.T2!], minGuests: 3, maxGuests: 4 },
    { id: randomUUID(), name: 'T5+T6', tableIds: [tableIds.T5!, tableIds.T6!], minGuests: 5, maxGuests: 8 },
    { id: randomUUID(), name: 'W1+W2', tableIds: [tableIds.W1!, tableIds.W2!], minGuests: 5, maxGuests: 8 },
  ],
  lateAfterMinutes: 15,
  pacingCoversPerSlot: null,
  tablesShownToGuests: false,
};

/** Berlin's wall clock now, in minutes since midnight, rounded down to five. */
const nowMinutes = () => {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return Math.floor((hours! * 60 + minutes!) / 5) * 5;
};
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Seeded {
  name: string;
  table: string;
  offset: number;
  guests: number;
  status: 'pending' | 'confirmed' | 'seated' | 'finished' | 'cancelled';
}

/**
 * Tonight, relative to now: every table but T3 had a party two and a half hours ago (finished) and has one that
 * came half an hour ago (seated; at T6 the Spät party has not come: late), and most have one more in an hour and a
 * half; T1, T2 and T4 have none then (T1+T2 take the moved party; T4, finished early, frees the evening's last
 * seating for a couple). Four cancelled bookings make forty.
 */
function tonight(): Seeded[] {
  const seeded: Seeded[] = [];
  const names = Object.keys(tableIds);
  names
    .filter((table) => table !== 'T3' && table !== 'W4')
    .forEach((table, index) =>
      seeded.push({ name: `Gast Früh ${index + 1}`, table, offset: -150, guests: 2, status: 'finished' }),
    );
  names
    .filter((table) => table !== 'T3')
    .forEach((table, index) => {
      const late = table === 'T6';
      const name = late ? 'Familie Spät' : table === 'T4' ? 'Paar Eilig' : `Gast Abend ${index + 1}`;
      seeded.push({ name, table, offset: -30, guests: 2, status: late ? 'confirmed' : 'seated' });
    });
  names
    .filter((table) => !['T1', 'T2', 'T3', 'T4'].includes(table))
    .forEach((table, index) => {
      const name = table === 'T5' ? 'Familie Moretti' : `Gast Später ${index + 1}`;
      seeded.push({ name, table, offset: 90, guests: table === 'T5' ? 4 : 2, status: index % 3 === 0 ? 'pending' : 'confirmed' });
    });
  for (let index = 0; index < 4; index++)
    seeded.push({ name: `Abgesagt ${index + 1}`, table: '', offset: 60, guests: 2, status: 'cancelled' });
  return seeded;
}

/**
 * The moment tonight is built around: now, but no later than 22:25, so that the last seatings (an hour and a half
 * on) still start today whenever the journey runs; later in the evening the parties seated came earlier, and are
 * still there, and one is later still. None starts before midnight.
 */
const anchorOf = (now: number) => Math.min(now, 22 * 60 + 25);

async function seed(now: number): Promise<number> {
  let written = 0;
  for (const booking of tonight()) {
    const at = Math.max(0, anchorOf(now) + booking.offset);
    const id = randomUUID();
    await db.query(
      `INSERT INTO booking.reservations (id, name, email, phone, date, time, guests, locale, source, status, confirmed_at,
         seated_at, finished_at)
       VALUES ($1, $2, NULL, '+49 30 5550100', $3, $4, $5, 'de', 'phone', $6,
         CASE WHEN $6 <> 'pending' THEN now() END,
         CASE WHEN $6 IN ('seated', 'finished') THEN now() END,
         CASE WHEN $6 = 'finished' THEN now() - interval '40 minutes' END)`,
      [id, booking.name, today, clock(at), booking.guests, booking.status],
    );
    if (booking.table)
      await db.query(
        `INSERT INTO booking.reservation_tables (reservation_id, table_id, table_name, position) VALUES ($1, $2, $3, 1)`,
        [id, tableIds[booking.table], booking.table],
      );
    written += 1;
  }
  return written;
}

const statusOf = async (name: string) =>
  (await db.query<{ status: string }>('SELECT status FROM booking.reservations WHERE name = $1 AND date = $2', [name, today]))
    .rows[0]?.status;
const tablesOfGuest = async (name: string) =>
  (
    await db.query<{ table_name: string }>(
      `SELECT rt.table_name FROM booking.reservation_tables rt JOIN booking.reservations r ON r.id = rt.reservation_id
        WHERE r.name = $1 AND r.date = $2 ORDER BY rt.position`,
      [name, today],
    )
  ).rows.map((row) => row.table_name);

/** The public form's availability for a couple tonight (no cache between: the answer is read fresh each time). */
const coupleAt = async (time: string) => {
  const answer = (await (await fetch(`${baseUrl}/api/availability?date=${today}&guests=2`)).json()) as {
    slots: Array<{ time: string; state: string }>;
  };
  return answer.slots.find((slot) => slot.time === time)?.state;
};

const barOf = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`, ${name}, `) }).first();

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedInAdminApi();
  savedFloor = await owner.get<Floor>('/api/admin/floor');
  savedSchedule = await owner.get<PublishedSchedule>('/api/schedule');
  // Today open round the clock, so a service is under way whenever the journey runs.
  const { version: _version, ...schedule } = savedSchedule;
  const exceptions = [
    ...schedule.exceptions.filter((exception) => exception.to < today || exception.from > today),
    { from: today, to: today, hours: { open: '00:00', close: '23:59' }, note: { de: '', en: '' } },
  ];
  const saved = await owner.send('PUT', '/api/admin/schedule', { ...schedule, exceptions });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // Tonight's floor beside the one the other journeys book on (their parties keep their tables), whose areas are
  // closed today: tonight's tables alone decide what a couple is offered.
  const { version: floorVersion, ...kept } = savedFloor;
  const floor = await owner.send('PUT', '/api/admin/floor', {
    ...floorOfTheNight,
    areas: [
      ...kept.areas.map((one) => ({ ...one, closures: [...one.closures, { from: today, to: today }] })),
      ...floorOfTheNight.areas,
    ],
    tables: [...kept.tables, ...floorOfTheNight.tables],
    combinations: [...kept.combinations, ...floorOfTheNight.combinations],
    version: floorVersion,
  });
  expect(floor.status, JSON.stringify(floor.body)).toBe(200);
});

afterAll(async () => {
  // The day's bookings of this journey go, and the floor and hours the other journeys know come back.
  await db.query(`DELETE FROM booking.reservations WHERE date = $1 AND (source = 'walk_in' OR phone = '+49 30 5550100')`, [
    today,
  ]);
  if (owner) {
    const { version } = await owner.get<Floor>('/api/admin/floor');
    const { version: _old, ...floor } = savedFloor;
    await owner.send('PUT', '/api/admin/floor', { ...floor, version });
    const { version: _scheduleVersion, ...schedule } = savedSchedule;
    await owner.send('PUT', '/api/admin/schedule', schedule);
    await owner.dispose();
  }
  await db.end();
  await browser?.close();
});

describe('the evening on the floor, on a tablet', () => {
  it('when staff seat a walk-in, move a party to joined tables, mark a late party no-show and finish a table early, then the freed time is offered on the public form', async () => {
    const now = nowMinutes();
    expect(await seed(now)).toBeGreaterThanOrEqual(36);
    // The next table time of tonight that takes a couple's whole seating before T4's party leaves: none, all held.
    const next = Math.ceil((now + 5) / 30) * 30;
    const slot = next <= 21 * 60 + 30 ? clock(next) : undefined;

    const { page, problems } = await openPage(browser, tablet);
    await signIn(page, 'de');
    await page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations&view=timeline`);
    await expect.poll(() => barOf(page, 'Familie Moretti').isVisible()).toBe(true);
    // The overview's polling reads, cut off by leaving it, are the sign-in's; what counts is the evening's.
    problems.splice(0, problems.length, ...problems.filter((problem) => !problem.endsWith('(net::ERR_ABORTED)')));
    await keepScreenshot(page, 'floor-timeline');

    // A walk-in at the free 2-top.
    await page.getByRole('button', { name: 'Gäste ohne Reservierung an T3 setzen' }).first().click();
    const walkIn = page.getByRole('dialog');
    await walkIn.getByLabel('Personen').fill('2');
    await walkIn.getByLabel('Name (freiwillig)').fill('Herr Neri');
    await walkIn.getByRole('button', { name: 'Platzieren' }).click();
    await expect.poll(() => tablesOfGuest('Herr Neri')).toEqual(['T3']);
    expect(await statusOf('Herr Neri')).toBe('seated');

    // The Morettis (four, at T5 later tonight) move to the joined 2-tops.
    await barOf(page, 'Familie Moretti').click();
    await page.getByRole('button', { name: 'Umsetzen' }).first().click();
    const move = page.getByRole('dialog');
    await move.getByLabel('Tisch oder Kombination').selectOption({ label: 'T1+T2 · bis 4' });
    await move.getByRole('button', { name: 'Umsetzen' }).click();
    await expect.poll(() => tablesOfGuest('Familie Moretti')).toEqual(['T1', 'T2']);

    // The Spät party is half an hour late: marked, and a no-show.
    const late = barOf(page, 'Familie Spät');
    await expect.poll(async () => (await late.getAttribute('aria-label')) ?? '').toMatch(/verspätet/);
    await late.click();
    await page.getByRole('button', { name: 'Nicht erschienen' }).first().click();
    await expect.poll(() => statusOf('Familie Spät')).toBe('no_show');

    // Paar Eilig leave early: before, the public form has no table for a couple at the next time; after, it has.
    if (slot) await expect.poll(() => coupleAt(slot)).toBe('full');
    await barOf(page, 'Paar Eilig').click();
    await page.getByRole('button', { name: 'Beenden' }).first().click();
    await expect.poll(() => statusOf('Paar Eilig')).toBe('finished');
    await keepScreenshot(page, 'floor-timeline-after');
    if (slot) {
      await expect.poll(() => coupleAt(slot), { timeout: 5_000 }).toMatch(/^(open|few)$/);
      const guest = await openPage(browser, phone);
      await guest.page.goto(`${baseUrl}/de/reservations`);
      const form = guest.page.locator('form');
      await form.getByLabel(/^Datum/).fill(today);
      await form.getByLabel(/^Personen/).selectOption('2');
      const offered = form.getByLabel(/^Uhrzeit/).locator(`option[value="${slot}"]`);
      await expect.poll(() => offered.isDisabled()).toBe(false);
      await guest.page.close();
    } else {
      // Past the last table time tonight, no form offers anything; the freed table takes a walk-in at once instead.
      const seated = await owner.send('POST', '/api/admin/walk-ins', { guests: 2, tableIds: [tableIds.T4] });
      expect(seated.status).toBe(201);
    }

    // The same evening on a phone: the timeline scrolls sideways, the list below it.
    await page.getByRole('button', { name: 'Schließen' }).first().click();
    await page.setViewportSize({ width: 360, height: 780 });
    await keepScreenshot(page, 'floor-timeline');
    // A 401 the dashboard answers with its silent refresh is no fault: with six-second tokens a slow run meets some.
    expect(faultsAmong(problems)).toEqual([]);
    await page.close();
  });
});
