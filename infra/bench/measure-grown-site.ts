// How soon a change reaches the rendered pages once the site has grown (issue 41; docs/decisions.md 169): the
// catalog filled to `events` event nights (each a page in both languages), then, through the whole stack, the
// time from a new event to its page (a whole render, which before 169 every change cost), from a dish's new price
// to both menu pages, and from a seat sold to its event's page (those pages only).
import type pg from 'pg';
import type { StaffSession } from './measure-pictures.js';

export interface GrownSiteFigures {
  events: number;
  /** A new event's page served: the whole site rendered (two pages for each event). */
  wholeRenderMs: number;
  /** A dish's new price on both menu pages. */
  menuChangeMs: number;
  /** A seat sold shown on the event's page. */
  seatChangeMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `address` until its HTML holds `text`, answering the milliseconds since `since`. */
async function shownAfter(site: string, address: string, text: string, since: number): Promise<number> {
  for (;;) {
    const answer = await fetch(`${site}${address}`);
    if (answer.ok && (await answer.text()).includes(text)) return Math.round(performance.now() - since);
    if (performance.now() - since > 60_000) throw new Error(`${address} did not show ${text} within 60 s`);
    await pause(25);
  }
}

/** From a dish's price changed by staff to both languages' menu pages showing it. */
export async function timeToMenuChange(site: string, owner: StaffSession): Promise<number> {
  // Past Nginx's kept answer, as the dashboard reads after its own write: the dish as it is now.
  const menu = await fetch(`${site}/api/menu`, { headers: { 'cache-control': 'no-cache' } });
  const [dish] = (await menu.json()) as Array<Record<string, unknown> & { id: string; price: number }>;
  // A price no dish of the menu has (from €100), so no page shows it before the change.
  const price = Math.round(10_000 + Math.random() * 9_999) / 100;
  const changed = await fetch(`${site}/api/menu/${dish!.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: owner.cookie, 'x-csrf-token': owner.csrfToken },
    body: JSON.stringify({ ...dish, price }),
  });
  if (!changed.ok) throw new Error(`changing a dish answered ${changed.status}: ${await changed.text()}`);
  const since = performance.now();
  await shownAfter(site, '/de/menu', `${price.toFixed(2).replace('.', ',')}\u00a0€`, since);
  return shownAfter(site, '/en/menu', `€${price.toFixed(2)}`, since);
}

export async function measureGrownSite(
  site: string,
  db: pg.Client,
  owner: StaffSession,
  events: number,
): Promise<GrownSiteFigures> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog.events');
  // The nights beside those the run made, a day apart from next month on: the renderer hears nothing of rows
  // written straight to the database, so the new event below renders them with the rest.
  await db.query(
    `INSERT INTO catalog.events (title_en, title_de, description_en, event_date, price_cents, max_attendees)
     SELECT 'Night ' || n, 'Abend ' || n, 'A night of the bench.', now() + (30 + n) * interval '1 day', 4500, 40
       FROM generate_series(1, $1::int) AS n`,
    [Math.max(0, events - 1 - rows[0]!.n)],
  );
  const staff = { 'content-type': 'application/json', cookie: owner.cookie, 'x-csrf-token': owner.csrfToken };
  let since = performance.now();
  const created = await fetch(`${site}/api/events`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({
      title_de: 'Trüffelabend',
      title_en: 'Truffle night',
      description_de: 'Vier Gänge.',
      description_en: 'Four courses.',
      event_date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      price: 89,
      max_attendees: 30,
    }),
  });
  if (created.status !== 201) throw new Error(`creating an event answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  const wholeRenderMs = await shownAfter(site, `/en/events/${id}`, 'Truffle night', since);
  // The renderer quiet again before the changes measured (a second whole render may follow the first).
  await pause(3_000);

  const menuChangeMs = await timeToMenuChange(site, owner);
  await pause(1_000);

  since = performance.now();
  const booked = await fetch(`${site}/api/events/${id}/book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Gast', email: 'bench-seat@example.org', phone: '+49 30 7654321', guests: 2 }),
  });
  if (booked.status !== 201) throw new Error(`booking seats answered ${booked.status}`);
  const seatChangeMs = await shownAfter(site, `/en/events/${id}`, '"remainingAttendeeCapacity":28', since);
  const { rows: counted } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog.events');
  return { events: counted[0]!.n, wholeRenderMs, menuChangeMs, seatChangeMs };
}
