// Three years of a busy restaurant (issue 41; docs/decisions.md 171): the reads staff and guests make most, and a
// guest's booking, measured on the install's last ten weeks, then again once the three years before them are in,
// through the whole stack (Nginx → gateway → service); then the retention jobs on the full install, as each
// service runs them.
import type pg from 'pg';
import { createLogger, createPool } from '@ristorante/kit';
import { defaultGuestRules, guestTokenHeader } from '@ristorante/contracts';
import { applyRetention } from '@ristorante/booking';
import { applyInboxRetention } from '@ristorante/inbox';
import { pruneWorkerRecords } from '@ristorante/notification-worker';
import { measure, type HttpFigures } from './measure-http.js';
import { waitForQuietMachine } from './quiet-machine.js';
import type { StaffSession } from './measure-pictures.js';
import { fillOlderYears, fillRecentWeeks } from './fill-three-years.js';

export interface HistoryFigures {
  /** The rows of the full install, by what they are. */
  rows: Record<string, number>;
  fillMs: number;
  connections: number;
  /** Each read's figures on the recent weeks alone (`before`) and with the three years (`after`). */
  reads: Record<string, { before: HttpFigures; after: HttpFigures }>;
  /** Guests' table reservations on each. */
  writes: { before: HttpFigures; after: HttpFigures };
  /** The three services' retention jobs on the full install, one after another, and what each deleted. */
  retention: { ms: number; deleted: Record<string, number> };
}

export interface HistoryRun {
  site: string;
  db: pg.Client;
  /** The install's database as its administrator: the retention jobs run on it in each service's schema. */
  adminDatabaseUrl: string;
  owner: StaffSession;
  seconds: number;
  /** A new guest's reservation, for the writes. */
  reservation: () => string;
}

/** The staff dashboard's few tablets and phones at once, not a crowd. */
const connections = 16;

export async function measureHistory(run: HistoryRun): Promise<HistoryFigures> {
  const recent = await fillRecentWeeks(run.db);
  const staff = { cookie: run.owner.cookie };
  const { from, to } = recent.month;
  const availabilityDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  // What staff read through the evening (the dashboard polls its list), and what guests read.
  const reads: Record<string, { url: string; headers: Record<string, string> }> = {
    "the bookings list's first page": { url: '/api/reservations?page=1&pageSize=10', headers: staff },
    'the bookings list searched by a name': { url: '/api/reservations?q=Ida%20Moretti&page=1&pageSize=10', headers: staff },
    'the bookings list searched by phone digits': {
      url: '/api/reservations?q=151%202000%20471&page=1&pageSize=10',
      headers: staff,
    },
    'the bookings list of a month by date': {
      url: `/api/reservations?from=${from}&to=${to}&sort=date_asc&page=1&pageSize=10`,
      headers: staff,
    },
    "a busy day's sheet": { url: `/api/admin/reservations/day?date=${recent.busyDay}`, headers: staff },
    "a month's CSV export": { url: `/api/admin/reservations/export?from=${from}&to=${to}&locale=de`, headers: staff },
    "the fortnight's covers": { url: '/api/admin/reservations/covers?days=14', headers: staff },
    'the event bookings list': { url: '/api/admin/bookings?page=1&pageSize=10', headers: staff },
    'the guests searched by a name': { url: '/api/admin/guests?q=Ida%20Moretti&page=1&pageSize=20', headers: staff },
    'the messages': { url: '/api/contact?page=1&pageSize=10', headers: staff },
    "an evening's availability": { url: `/api/availability?date=${availabilityDate}&guests=2`, headers: {} },
    "a guest's link page": { url: '/api/guest-booking', headers: { [guestTokenHeader]: recent.guestTokens[0]! } },
  };
  // Each read twice, a round of all the others between, and the better kept: the renderer's pass over the whole site
  // each minute (docs/decisions.md 169), seconds of work once the blog's years are in, falls on some read's four
  // seconds in one round; the same read in both rounds is rare (docs/decisions.md 171).
  const readAll = async () => {
    const figures: Record<string, HttpFigures> = {};
    for (let round = 1; round <= 2; round++) {
      for (const [name, { url, headers }] of Object.entries(reads)) {
        // The requests the last run left in flight (sixteen searches of every booking, say) done first: not this read's.
        await waitForQuietMachine({ quietSeconds: 1, limitSeconds: 20 });
        const measured = await measure({ url: `${run.site}${url}`, connections, durationSeconds: run.seconds, headers });
        if (measured.ok === 0) {
          const answer = await fetch(`${run.site}${url}`, { headers });
          throw new Error(`${name} answered no 2xx: ${answer.status} ${await answer.text()}`);
        }
        console.log(`history: ${name} @${connections}, round ${round}: ${JSON.stringify(measured)}`);
        const kept = figures[name];
        if (!kept || measured.p99Ms < kept.p99Ms) figures[name] = measured;
      }
    }
    return figures;
  };
  const write = () =>
    measure({
      url: `${run.site}/api/reservations`,
      connections,
      durationSeconds: run.seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: run.reservation,
    });

  const before = await readAll();
  const writesBefore = await write();
  const fillMs = await fillOlderYears(run.db);
  console.log(`history: three years filled in ${fillMs} ms`);
  const after = await readAll();
  const writesAfter = await write();

  const { rows: counted } = await run.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM booking.reservations) AS reservations,
            (SELECT count(*)::int FROM booking.event_bookings) AS "event bookings",
            (SELECT count(*)::int FROM booking.guests) AS "guest profiles",
            (SELECT count(*)::int FROM notify.sent_mails) AS "mail records",
            (SELECT count(*)::int FROM inbox.contact_messages) AS messages,
            (SELECT count(*)::int FROM catalog.events) AS events,
            (SELECT count(*)::int FROM catalog.blog_posts) AS "blog posts"`,
  );
  const retention = await retainAsTheServicesDo(run.adminDatabaseUrl);
  return {
    rows: counted[0]!,
    fillMs,
    connections,
    reads: Object.fromEntries(Object.keys(reads).map((name) => [name, { before: before[name]!, after: after[name]! }])),
    writes: { before: writesBefore, after: writesAfter },
    retention,
  };
}

/**
 * A job under its service's session lock, run once: should the service be running its own just then (it does so at
 * start and every six hours), after it.
 */
async function once<Done>(job: () => Promise<Done | undefined>): Promise<Done> {
  for (let tries = 0; tries < 60; tries++) {
    const done = await job();
    if (done) return done;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('a retention job found its lock held for 30 s');
}

/**
 * Each service's retention job, with the services' default periods (docs/operations.md): bookings two years after
 * their day, messages after a year, the worker's records after thirty days. Their code, on a pool as theirs.
 */
async function retainAsTheServicesDo(adminDatabaseUrl: string): Promise<HistoryFigures['retention']> {
  const logger = createLogger('bench-retention', 'warn');
  const inSchema = (schema: string) => createPool({ connectionString: adminDatabaseUrl, schema, max: 2 });
  const booking = inSchema('booking');
  const inbox = inSchema('inbox');
  const notify = inSchema('notify');
  try {
    // The worker says only in its log how many records went: counted first.
    const { rows } = await notify.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sent_mails WHERE sent_at < now() - interval '30 days'",
    );
    const started = performance.now();
    const bookings = await once(() => applyRetention(booking, logger, 730, defaultGuestRules.profileMonths));
    const messages = await once(() => applyInboxRetention(inbox, logger, 365, 7));
    await pruneWorkerRecords({ pool: notify, logger, amqpUrl: undefined, queue: 'unused' }, { keepDays: 30, deadLetterDays: 30 });
    const ms = Math.round(performance.now() - started);
    return {
      ms,
      deleted: {
        reservations: bookings.reservations,
        'event bookings': bookings.bookings,
        'guest profiles': bookings.profiles,
        messages: messages.messages,
        'mail records': rows[0]!.n,
      },
    };
  } finally {
    await Promise.all([booking.end(), inbox.end(), notify.end()]);
  }
}
