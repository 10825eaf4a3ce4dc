import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHouseSchedule } from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
import { allReservations, coversByDay, listReservations } from '../src/reservations/reservation-repository.js';
import { daySheet } from '../src/reservations/day-sheet.js';
import { listGuests } from '../src/guests/guest-repository.js';
import { findLinkedBooking } from '../src/guest-links/guest-booking-repository.js';
import { startBookingUnderTest, type BookingUnderTest } from './support/booking-under-test.js';

// The queries staff and guests run most, on years of bookings (issue 41; docs/decisions.md 171): each is planned as
// the service sends it (recorded from the repository's own calls, with its parameters) and none may read a whole
// table of bookings, guests or links to answer. `make bench`'s part `history` measures the same reads over HTTP on
// three years of a busy restaurant; this keeps the indexes they need from going unnoticed.

/** The tables that grow with every booking; a sequential scan of one is a read of the restaurant's whole history. */
const growing = new Set(['reservations', 'guests', 'guest_links', 'booking_changes', 'event_bookings']);

interface Sent {
  text: string;
  values: unknown[];
}

/** The pool, recording each query it is asked before asking it. */
function recording(pool: Pool, sent: Sent[]): Pool {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      // As the repositories call it: a text and its values, or a query's config holding both; passed on as it came.
      return (query: string | Sent, values?: unknown[]) => {
        sent.push(
          typeof query === 'string' ? { text: query, values: values ?? [] } : { text: query.text, values: query.values ?? [] },
        );
        return values === undefined ? target.query(query as string) : target.query(query as string, values);
      };
    },
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let t: BookingUnderTest;
const days = 3 * 365;

beforeAll(async () => {
  t = await startBookingUnderTest();
  // A few years of one restaurant, at a third of the bench's size: enough rows that a plan reading them all costs
  // more than an index, as it does on a real install.
  await t.sql(
    `INSERT INTO booking.guests (id, name, email, phone, last_booked_at)
     SELECT gen_random_uuid(), (ARRAY['Anna','Ben','Clara','David','Elena'])[1 + n % 5] || ' ' ||
            (ARRAY['Achterberg','Bauer','Conti','Dietrich','Esposito','Fischer','Graf'])[1 + (n / 5) % 7] || n,
            'guest-' || n || '@example.org', '+49151' || (20000000 + n), now() - n * interval '1 hour'
       FROM generate_series(1, 30000) AS n`,
  );
  await t.sql(
    `INSERT INTO booking.reservations (name, email, phone, date, time, guests, status, created_at, guest_id)
     SELECT g.name, g.email, '+49 151 ' || substr(g.phone, 7), current_date - 1 - (n % $1::int), '19:00', 2,
            (ARRAY['finished','cancelled','no_show','confirmed'])[1 + n % 4], now() - n * interval '10 minutes', g.id
       FROM generate_series(1, 30000) AS n
       JOIN (SELECT id, name, email, phone, row_number() OVER (ORDER BY id) AS k FROM booking.guests) g ON g.k = 1 + n % 30000`,
    [days],
  );
  await t.sql(
    `INSERT INTO booking.event_bookings (event_id, name, email, phone, guests, total_amount_cents, status, event_date,
                                         event_title_de, event_title_en, guest_id)
     SELECT gen_random_uuid(), g.name, g.email, g.phone, 2, 9800, 'confirmed', now() - n * interval '6 hours',
            'Weinabend', 'Wine evening', g.id
       FROM generate_series(1, 3000) AS n
       JOIN (SELECT id, name, email, phone, row_number() OVER (ORDER BY id) AS k FROM booking.guests) g ON g.k = 1 + n * 3`,
  );
  await t.sql(
    `INSERT INTO booking.guest_links (token_hash, reservation_id)
     SELECT sha256(convert_to(id::text, 'UTF8')), id FROM booking.reservations`,
  );
  await t.sql(
    `INSERT INTO booking.booking_changes (reservation_id, actor, action)
     SELECT id, 'guest', 'changed' FROM booking.reservations WHERE random() < 0.05`,
  );
  for (const table of ['guests', 'reservations', 'event_bookings', 'guest_links', 'booking_changes'])
    await t.sql(`VACUUM ANALYZE booking.${table}`);
}, 60_000);
afterAll(async () => {
  await t.stop();
});

/** The plans of what `read` sends: every node of each, by query. */
async function plansOf(read: (pool: Pool) => Promise<unknown>): Promise<Array<{ text: string; nodes: PlanNode[] }>> {
  const sent: Sent[] = [];
  await read(recording(t.booking.pool, sent));
  expect(sent.length).toBeGreaterThan(0);
  return Promise.all(
    sent.map(async ({ text, values }) => {
      const { rows } = await t.booking.pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (FORMAT JSON) ${text}`,
        values,
      );
      return { text, nodes: nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan) };
    }),
  );
}

/** The growing tables a query reads whole. */
const wholeReads = (nodes: PlanNode[]) =>
  nodes
    .filter((node) => node['Node Type'] === 'Seq Scan' && growing.has(node['Relation Name'] ?? ''))
    .map((node) => node['Relation Name']);

/** The trigram indexes a plan finds its rows by. */
const searchIndexesOf = (nodes: PlanNode[]) =>
  nodes.map((node) => node['Index Name']).filter((name): name is string => name?.endsWith('_search_idx') ?? false);

const page = { sort: 'newest' as const, page: 1, pageSize: 10 };
const lastMonth = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

describe('the hot queries on years of bookings read no growing table whole', () => {
  it.each([
    // As staff look for one guest: a few of the 30,000 match each, or a few hundred.
    ['a part of a name', 'chterberg12'],
    // A name many guests share (one in 35 bookings): still found by the indexes, not by walking all bookings' dates.
    ['a whole name', 'Clara Dietrich'],
    ['a part of an address', 'guest-471'],
    ["a phone number's digits, typed otherwise", '151 2000 471'],
  ])('the staff list searched by %s: its page and its count, each through the search indexes', async (_, q) => {
    for (const { text, nodes } of await plansOf((pool) => listReservations(pool, { ...page, q }))) {
      expect(wholeReads(nodes), text).toEqual([]);
      // Not the newest first, each filtered, until ten match: an index scan that reads every booking just the same.
      expect(searchIndexesOf(nodes), text).not.toEqual([]);
    }
  });

  it.each(['newest', 'date_asc', 'date_desc'] as const)(
    'a search found by the indexes first still pages in its order (%s): the second page as the whole list has it',
    async (sort) => {
      const order = {
        newest: 'created_at DESC, id',
        date_asc: 'date, time, created_at, id',
        date_desc: 'date DESC, time DESC, created_at DESC, id',
      }[sort];
      const { rows } = await t.booking.pool.query<{ id: string }>(
        `SELECT id FROM reservations WHERE name ILIKE '%Clara Dietrich%' ORDER BY ${order} LIMIT 10 OFFSET 10`,
      );
      const { rows: all } = await t.booking.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM reservations WHERE name ILIKE '%Clara Dietrich%'",
      );
      const found = await listReservations(t.booking.pool, { sort, page: 2, pageSize: 10, q: 'Clara Dietrich' });
      expect(found.items.map((item) => item.id)).toEqual(rows.map((row) => row.id));
      expect(found.total).toBe(all[0]!.n);
      expect(found.total).toBeGreaterThan(20);
    },
  );

  it("the staff list's first page, unfiltered: its total is the one kept as bookings are written (decision 172)", async () => {
    const [list, count] = await plansOf((pool) => listReservations(pool, page));
    expect(list!.text).toContain('LIMIT');
    expect(wholeReads(list!.nodes)).toEqual([]);
    // Counting every booking kept, even from an index alone, grows with the years: the total reads none of them.
    expect(count!.nodes.map((node) => node['Relation Name']).filter(Boolean)).toEqual(['reservation_counts']);
  });

  it('the guests screen searched by a part of a name and by digits', async () => {
    for (const q of ['chterberg120', '151 2000 47']) {
      for (const { text, nodes } of await plansOf((pool) => listGuests(pool, { q, page: 1, pageSize: 20 }))) {
        expect(wholeReads(nodes), text).toEqual([]);
      }
    }
  });

  it("a day's sheet, with each booking's guest and latest change", async () => {
    const { rows } = await t.booking.pool.query<{ day: string }>(
      "SELECT to_char(date, 'YYYY-MM-DD') AS day FROM reservations GROUP BY date ORDER BY count(*) DESC LIMIT 1",
    );
    for (const { text, nodes } of await plansOf((pool) => daySheet(pool, defaultHouseSchedule, rows[0]!.day))) {
      expect(wholeReads(nodes), text).toEqual([]);
    }
  });

  it("a month's CSV export and the fortnight's covers", async () => {
    for (const { text, nodes } of await plansOf((pool) => allReservations(pool, { ...lastMonth(), sort: 'date_asc' }))) {
      expect(wholeReads(nodes), text).toEqual([]);
    }
    for (const { text, nodes } of await plansOf((pool) => coversByDay(pool, lastMonth().from, 14))) {
      expect(wholeReads(nodes), text).toEqual([]);
    }
  });

  it("a guest's link opened", async () => {
    const { rows } = await t.booking.pool.query<{ id: string }>('SELECT id FROM reservations LIMIT 1');
    const hash = createHash('sha256').update(rows[0]!.id).digest();
    for (const { text, nodes } of await plansOf((pool) => findLinkedBooking(pool, hash))) {
      expect(wholeReads(nodes), text).toEqual([]);
    }
  });
});
