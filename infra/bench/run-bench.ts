import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as prettier from 'prettier';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { berlinDate, defaultHouseSchedule, slotsOn } from '@ristorante/contracts';
import { startStack, stopStack } from '../stack/local-stack.js';
import { loadStackConfig } from '../stack/stack-config.js';
import { measure, type HttpFigures } from './measure-http.js';
import { measurePages, type PageScores } from './measure-lighthouse.js';
import { measurePictures, signInAsOwner, type PictureFigures, type StaffSession } from './measure-pictures.js';
import { waitForQuietMachine } from './quiet-machine.js';
import { measureGrownSite, timeToMenuChange, type GrownSiteFigures } from './measure-grown-site.js';
import { measureEmbeddedPages, type EmbeddedPageFigures } from './measure-embedded-install.js';
import { measureHistory, type HistoryFigures } from './measure-history.js';
import { benchStackOptions, cpuProfileFlags, unlimitedPublicPosts } from './bench-stack.js';

// `make bench`: the production-like stack of its own (ports 8093, 4200-4206), the API read and write paths
// measured with autocannon through Nginx → gateway → service, straight at the service and as a static file,
// the rendered menu page's HTML, the time from a menu change to the rendered page, the web app's first-load
// bytes, Lighthouse on the public pages, each budget of bench/budgets.json judged, and bench/results.json and
// bench/summary.md written.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The parts of a run, in the order they run. `BENCH_ONLY=tables,availability,reservations make bench` runs only
 * those and judges only their budgets; such a run writes its results beside its stack's state
 * (`.stack/<name>/partial-results.json`, `partial-summary.md`), never over bench/results.json and bench/summary.md,
 * which hold a whole run.
 */
const benchParts = [
  'web',
  'freshness',
  'tables',
  'availability',
  'reads',
  'embedded-pages',
  'reservations',
  'event-bookings',
  'seats',
  'pictures',
  'lighthouse',
  'grown-site',
  'history',
] as const;
type BenchPart = (typeof benchParts)[number];
const only = process.env.BENCH_ONLY?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const unknownParts = only?.filter((part) => !(benchParts as readonly string[]).includes(part)) ?? [];
if (unknownParts.length > 0) throw new Error(`BENCH_ONLY: no part ${unknownParts.join(', ')} (parts: ${benchParts.join(', ')})`);
const runs = (part: BenchPart) => only === undefined || only.includes(part);
/** Names the stack's database and state folder: another name (and ports) lets a second checkout run its own bench. */
const stackName = process.env.BENCH_STACK ?? 'bench';
const port = Number(process.env.BENCH_PORT ?? 8093);
const servicePortBase = Number(process.env.BENCH_SERVICE_PORT_BASE ?? 4200);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * `BENCH_PROFILE=booking,gateway`: those processes run with V8's CPU profiler and write a `.cpuprofile` as they stop
 * (into `.stack/<name>/profiles`; Chrome's DevTools or `infra/bench/read-profile.ts` read it), to find where a
 * run's time goes before changing a design.
 */
const profiled = process.env.BENCH_PROFILE?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const profileDir = `${repoRoot}.stack/${process.env.BENCH_STACK ?? 'bench'}/profiles`;
/** Rounds of the table writes at 64 connections; the budget reads their median. */
const writeRoundsAt64 = Number(process.env.BENCH_WRITE_ROUNDS ?? 3);
/** A guest's details for the bench's table bookings. */
const benchGuest = { name: 'Bench Gast', phone: '+49 30 1234567', email: 'bench@example.org' };
let benchGuests = 0;
/**
 * Another guest for each booking of a write run, as a busy evening's are: one address for all would make every
 * booking wait on the one guest profile it updates (docs/decisions.md 168), which no restaurant's guests do.
 */
const nextBenchGuest = () => {
  benchGuests += 1;
  return { name: 'Bench Gast', phone: `+49 30 ${9_000_000 + benchGuests}`, email: `bench-${benchGuests}@example.org` };
};
/** Berlin's calendar day `days` from now. */
const inDays = (days: number) => berlinDate(new Date(Date.now() + days * 86_400_000));
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Client threads for the rendered pages' HTML (see where it is used). */
const pageClientThreads = 2;
/** Lighthouse's default 4× CPU slowdown stands a fast desktop in for a phone; this machine is no fast desktop. */
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 2);
const budgets = JSON.parse(readFileSync(`${repoRoot}bench/budgets.json`, 'utf8')) as Record<string, number>;

const site = `http://127.0.0.1:${port}`;
const catalogDirect = `http://127.0.0.1:${servicePortBase + 1}`;
const databaseUrl = (adminUrl: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/restaurant_${stackName.replace(/\W/g, '_')}`;
  return url.toString();
};

interface PageBytes {
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
}

interface Results {
  machine: string;
  takenAt: string;
  /**
   * The machine's one-minute load average when the stack was up and when the measuring ended: on a machine others
   * share, figures of rate and latency are read against it.
   */
  loadAverage?: { atStart: number; atEnd: number };
  /** The parts a `BENCH_ONLY` run measured; absent for a whole run. */
  parts?: string[];
  read: Record<string, Record<number, HttpFigures>>;
  write: Record<string, Record<number, HttpFigures>>;
  contention?: { seats: number; requests: number; booked: number; heldSeats: number; storedGuests: number };
  /**
   * Many clients booking one evening's slots on a floor of few tables (issue 39): the answers, and from the database
   * the table-minutes held by two parties at once (`doubleHolds`), the bookings holding a place at no table
   * (`unseated`) and the fullest moment's covers against the room.
   */
  tableContention?: {
    tables: number;
    room: number;
    requests: number;
    accepted: number;
    refused: number;
    errors: number;
    stored: number;
    doubleHolds: number;
    unseated: number;
    fullestCovers: number;
  };
  /** Accepted table reservations per second in each round at 64 connections; `write` holds the median one. */
  reservationRoundsAt64?: number[];
  /** The floor the reservation writes and the availability reads ran on: its tables and combinations. */
  benchFloor?: { tables: number; combinations: number };
  web?: {
    budgetKb: number;
    pages: Array<PageBytes & { page: string }>;
    /** The staff dashboard, a build of its own: its screens' first loads, each further tab, and any of its code found in the guest site's build. */
    admin: { pages: Array<PageBytes & { page: string }>; tabs: Array<PageBytes & { tab: string }>; leaks: string[] };
    /**
     * Each public page's first load (JS and CSS, bytes as built) against the previous run's; undefined without
     * one. Built bytes, not gzip: a change elsewhere renames chunks (new hashes in the import paths), and gzip
     * sizes then wobble by a few bytes while not a byte of code changed.
     */
    sinceLastRun?: Record<string, number>;
  };
  lighthouse?: {
    runs: number;
    cpuSlowdown: number;
    /** How long the machine took to fall quiet after the write runs, and whether it did within the limit. */
    settled: { waitedMs: number; quiet: boolean };
    pages: Record<string, PageScores>;
  };
  /** From a staff change of a dish's price to the rendered menu page of both languages showing it. */
  freshnessMs?: number;
  /** A 12 MP phone photo's upload, its phone variant, and guests' reads during twenty uploads (docs/decisions.md 121). */
  pictures?: PictureFigures;
  /** Changes reaching the rendered pages once the catalog holds `grownSiteEvents` events (docs/decisions.md 169). */
  grownSite?: GrownSiteFigures;
  /** `make start`'s menu page against the same file from Nginx, in alternating rounds (docs/decisions.md 167). */
  embeddedPages?: EmbeddedPageFigures;
  /** The reads and writes on the last ten weeks, then with three years before them; the retention jobs (decision 171). */
  history?: HistoryFigures;
  budgets: Array<{ name: string; limit: string; measured: string; pass: boolean | null }>;
}

async function main(): Promise<void> {
  const config = loadStackConfig();
  await stopStack(stackName, config.NGINX_BIN);
  if (only) console.log(`only these parts: ${only.join(', ')} (the web app as last built)`);
  // A run of some parts writes beside its stack's state; bench/ keeps the last whole run.
  const resultsFile = only ? `${repoRoot}.stack/${stackName}/partial-results.json` : `${repoRoot}bench/results.json`;
  const summaryFile = only ? `${repoRoot}.stack/${stackName}/partial-summary.md` : `${repoRoot}bench/summary.md`;
  let web: Results['web'];
  if (runs('web')) {
    // Both web builds (the guest site, then the dashboard) write their manifests, which the bundle report reads (and
    // removes). The previous run's figures are read first: the public first loads are compared with them.
    const build = spawnSync('npm', ['run', 'build:bundles'], { cwd: `${repoRoot}web`, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr}`);
    // The renderer's map of each page's styles and code, made from the manifest before the report removes it.
    const pageAssets = spawnSync('node', ['scripts/page-assets.mjs'], { cwd: `${repoRoot}web`, encoding: 'utf8' });
    if (pageAssets.status !== 0) throw new Error(`page assets failed:\n${pageAssets.stderr}`);
    const report = spawnSync('node', ['scripts/bundle-report.mjs', '--json'], { cwd: `${repoRoot}web`, encoding: 'utf8' });
    web = JSON.parse(report.stdout) as NonNullable<Results['web']>;
    const lastWholeRun = `${repoRoot}bench/results.json`;
    const previous = existsSync(lastWholeRun) ? (JSON.parse(readFileSync(lastWholeRun, 'utf8')) as Partial<Results>) : undefined;
    if (previous?.web?.pages) {
      const before = new Map(previous.web.pages.map((page) => [page.page, page.js + page.css]));
      web.sinceLastRun = Object.fromEntries(
        web.pages.flatMap((page) => {
          const then = before.get(page.page);
          return then === undefined ? [] : [[page.page, page.js + page.css - then]];
        }),
      );
    }
  }

  await startStack({
    ...benchStackOptions(stackName, port, servicePortBase, config),
    extraEnv: unlimitedPublicPosts,
    nodeFlags: cpuProfileFlags(profiled ?? [], profileDir),
    // An owner for this run only, to change a dish as staff do (the freshness of the rendered pages).
    admin: benchOwner,
  });
  const staticFile = `${repoRoot}web/dist/bench-menu.json`;
  const staticPage = `${repoRoot}web/dist/bench-menu-page.html`;
  const db = new pg.Client({ connectionString: databaseUrl(config.STACK_DATABASE_URL) });
  const loadAtStart = Math.round(os.loadavg()[0]! * 100) / 100;
  try {
    await db.connect();
    let freshnessMs: number | undefined;
    if (runs('freshness')) {
      freshnessMs = await timeToMenuChange(site, await signInAsOwner(site, benchOwner.ADMIN_EMAIL, benchOwner.ADMIN_PASSWORD));
      console.log(`a menu change was on the rendered pages after ${freshnessMs} ms`);
    }

    const owner = await signInAsOwner(site, benchOwner.ADMIN_EMAIL, benchOwner.ADMIN_PASSWORD);
    // Many clients, one evening, a floor of ten tables (issue 39): no table is ever held by two parties at one
    // minute. First, on a database with no other booking: a save of the floor seats every booking from yesterday
    // on again, and ten tables could not seat the write runs' thousands.
    let tableContention: Results['tableContention'];
    if (runs('tables')) tableContention = await contendForTables(owner, db);

    // Every other run on a floor with a table for each of the room's covers, the ten tables among them (their
    // bookings above stay where they sit): a party of one is refused only when the room's covers are gone, as
    // before the floor, so the write runs measure accepted bookings, each seated at a table.
    await saveFloor(owner, benchFloor);
    console.log(
      `the bench's floor: ${benchFloor.tables.length} tables, ${benchFloor.combinations.length} combinations (room of ${defaultHouseSchedule.roomCapacityCovers} covers)`,
    );

    // An evening with some tables taken, for the availability reads (docs/decisions.md 108).
    const availabilityDate = inDays(10);
    if (runs('availability')) {
      for (const time of ['18:00', '19:00', '19:30', '20:00']) {
        const seeded = await fetch(`${site}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...benchGuest, date: availabilityDate, time, guests: 6 }),
        });
        if (seeded.status !== 201) throw new Error(`a reservation for the availability reads answered ${seeded.status}`);
      }
    }

    if (runs('reads')) {
      // The ceiling: Nginx serving the very same JSON as a file, and the menu page's HTML as a plain file beside the
      // app (with its gzip copy, as the renderer writes one), outside the pages' locations.
      writeFileSync(staticFile, await (await fetch(`${site}/api/menu`)).text());
      const menuPage = await (await fetch(`${site}/de/menu`)).text();
      writeFileSync(staticPage, menuPage);
      writeFileSync(`${staticPage}.gz`, gzipSync(menuPage, { level: 9 }));
    }
    const read: Results['read'] = {};
    // One night's seats, as its page's guests read them (the seeded nights; none read when there are none).
    const someEvent = runs('reads')
      ? ((await (await fetch(`${site}/api/events`)).json()) as Array<{ id: string }>)[0]
      : undefined;
    const targets = {
      ...(runs('availability')
        ? { 'availability via Nginx → gateway → booking': `${site}/api/availability?date=${availabilityDate}&guests=2` }
        : {}),
      ...(runs('reads')
        ? {
            'menu via Nginx → gateway → catalog': `${site}/api/menu`,
            'menu straight to catalog': `${catalogDirect}/api/menu`,
            'menu as a static file from Nginx': `${site}/bench-menu.json`,
            'events via Nginx → gateway → catalog': `${site}/api/events`,
            'events straight to catalog': `${catalogDirect}/api/events`,
            ...(someEvent ? { "an event's seats via Nginx → gateway → catalog": `${site}/api/events/${someEvent.id}` } : {}),
            'menu page HTML from Nginx (rendered)': `${site}/de/menu`,
            'menu page HTML as a plain static file': `${site}/bench-menu-page.html`,
          }
        : {}),
    };
    for (const [name, url] of Object.entries(targets)) {
      read[name] = {};
      for (const connections of [1, 16, 64]) {
        // The pages as a browser asks for them, gzip accepted (sent as the renderer's gzip copy), from two client
        // threads: one autocannon thread reading 18 KB answers holds a whole core while Nginx uses a tenth of the
        // other, so it measured the client (docs/decisions.md 93). The API reads as every run before measured them.
        read[name]![connections] = await measure({
          url,
          connections,
          durationSeconds: seconds,
          ...(name.includes('page HTML') ? { headers: { 'accept-encoding': 'gzip' }, workers: pageClientThreads } : {}),
        });
        console.log(`${name} @${connections}: ${JSON.stringify(read[name]![connections])}`);
      }
    }

    // `make start`'s own gateway serving its pages, beside Nginx serving the same page as a file (decision 167).
    let embeddedPages: Results['embeddedPages'];
    if (runs('embedded-pages')) {
      embeddedPages = await measureEmbeddedPages({
        repoRoot,
        staticDir: `${repoRoot}web/dist`,
        site,
        port: Number(process.env.BENCH_EMBEDDED_PORT ?? 8092),
        postgresPort: Number(process.env.BENCH_EMBEDDED_PG_PORT ?? 54392),
        seconds,
        rounds: 3,
      });
    }

    const write: Results['write'] = {
      ...(runs('reservations') ? { reservations: {} } : {}),
      ...(runs('event-bookings') ? { 'event bookings': {} } : {}),
    };
    const day = 86_400_000;
    const slots = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
    // Any evening within the online horizon (six months), any slot: every request is one the site can accept.
    const reservation = () =>
      JSON.stringify({
        ...nextBenchGuest(),
        date: new Date(Date.now() + (12 + Math.floor(Math.random() * 160)) * day).toISOString().slice(0, 10),
        time: slots[Math.floor(Math.random() * slots.length)],
        guests: 1,
      });
    const booking = () => JSON.stringify({ ...nextBenchGuest(), guests: 1 });
    // Each write run measures its own load: the mails and re-rendered pages the run before left behind (over a
    // thousand bookings) are done first, as before Lighthouse, or they take the cores from the run measured.
    const quietFirst = async (run: string) => {
      const settled = await waitForQuietMachine({ limitSeconds: 60 });
      console.log(`${run} starts after ${settled.waitedMs} ms${settled.quiet ? '' : ', the machine still busy'}`);
    };
    // The run at 64 connections, the budget's, is the median of three (the run at 16 before it warms the path up,
    // as a running server is warm): one run of four seconds on this two-core machine varies by a tenth either way.
    // Each reservation is seated at the best free table under the room's locks (docs/decisions.md 155).
    const reservationRounds: number[] = [];
    let eventId: string | undefined;
    if (runs('event-bookings')) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO catalog.events (title_en, title_de, description_en, event_date, price_cents, max_attendees)
         VALUES ('Bench night', 'Bench-Abend', 'Plenty of seats.', now() + interval '30 days', 4900, 1000000) RETURNING id`,
      );
      eventId = rows[0]!.id;
    }
    for (const connections of [16, 64]) {
      const headers = { 'content-type': 'application/json' };
      if (write.reservations) {
        const rounds: HttpFigures[] = [];
        for (let round = 0; round < (connections === 64 ? writeRoundsAt64 : 1); round++) {
          await quietFirst(`reservations @${connections}, round ${round + 1}`);
          rounds.push(
            await measure({
              url: `${site}/api/reservations`,
              connections,
              durationSeconds: seconds,
              method: 'POST',
              headers,
              body: reservation,
            }),
          );
          console.log(`reservations @${connections}, round ${round + 1}: ${JSON.stringify(rounds.at(-1))}`);
        }
        rounds.sort((a, b) => a.ok - b.ok);
        write.reservations[connections] = rounds[Math.floor(rounds.length / 2)]!;
        if (connections === 64) reservationRounds.push(...rounds.map((figures) => Math.round(figures.ok / seconds)));
      }
      if (write['event bookings'] && eventId) {
        await quietFirst(`event bookings @${connections}`);
        write['event bookings'][connections] = await measure({
          url: `${site}/api/events/${eventId}/book`,
          connections,
          durationSeconds: seconds,
          method: 'POST',
          headers,
          body: booking,
        });
      }
      console.log(
        `writes @${connections}: ${JSON.stringify({ reservations: write.reservations?.[connections], bookings: write['event bookings']?.[connections] })}`,
      );
    }

    // Many clients, few seats: every answer is a booking or a refusal, and no seat is sold twice.
    let contention: Results['contention'];
    if (runs('seats')) {
      const scarce = await db.query<{ id: string }>(
        `INSERT INTO catalog.events (title_en, title_de, description_en, event_date, price_cents, max_attendees)
         VALUES ('Scarce night', 'Knapper Abend', 'Ten seats.', now() + interval '30 days', 4900, 10) RETURNING id`,
      );
      const scarceId = scarce.rows[0]!.id;
      const run = await measure({
        url: `${site}/api/events/${scarceId}/book`,
        connections: 64,
        durationSeconds: 2,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: booking,
      });
      const held = await db.query<{ seats: number }>(
        'SELECT coalesce(sum(seats), 0)::int AS seats FROM catalog.event_seat_holds WHERE event_id = $1',
        [scarceId],
      );
      const stored = await db.query<{ guests: number }>(
        "SELECT coalesce(sum(guests), 0)::int AS guests FROM booking.event_bookings WHERE event_id = $1 AND status <> 'cancelled'",
        [scarceId],
      );
      contention = {
        seats: 10,
        requests: run.ok + run.other,
        booked: run.ok,
        heldSeats: held.rows[0]!.seats,
        storedGuests: stored.rows[0]!.guests,
      };
    }

    // Pictures (docs/decisions.md 121): a phone photo uploaded, then twenty at once while guests read; the photo
    // goes first into the gallery, which Lighthouse then measures.
    let pictures: PictureFigures | undefined;
    if (runs('pictures')) {
      await quietFirst('pictures');
      pictures = await measurePictures(site, await signInAsOwner(site, benchOwner.ADMIN_EMAIL, benchOwner.ADMIN_PASSWORD), {
        readSeconds: seconds,
      });
      console.log(
        `pictures: ${JSON.stringify({ uploadMs: pictures.uploadMs, phoneVariant: pictures.phoneVariant, uploads: pictures.uploads })}`,
      );
    }

    // A real guest's view: mobile emulation, the median of several runs, once the work the writes left behind
    // (e-mails, re-rendered pages, pictures) is done.
    let lighthouse: Results['lighthouse'];
    if (runs('lighthouse')) {
      const settled = await waitForQuietMachine();
      console.log(`lighthouse starts after ${settled.waitedMs} ms${settled.quiet ? '' : ', the machine still busy'}`);
      const events = (await (await fetch(`${site}/api/events`)).json()) as Array<{ id: string }>;
      const pages = await measurePages(
        {
          home: `${site}/de`,
          menu: `${site}/de/menu`,
          reservations: `${site}/de/reservations`,
          events: `${site}/de/events`,
          ...(events[0] ? { event: `${site}/de/events/${events[0].id}` } : {}),
          gallery: `${site}/de/gallery`,
          reviews: `${site}/de/feedback`,
          blog: `${site}/de/blog`,
        },
        lighthouseRuns,
        cpuSlowdown,
      );
      lighthouse = { runs: lighthouseRuns, cpuSlowdown, settled, pages };
    }

    // Last, as it leaves hundreds of events behind that every read of the events would carry.
    let grownSite: Results['grownSite'];
    if (runs('grown-site')) {
      await waitForQuietMachine({ limitSeconds: 60 });
      grownSite = await measureGrownSite(site, db, owner, budgets.grownSiteEvents!);
      console.log(`with ${grownSite.events} events: ${JSON.stringify(grownSite)}`);
    }

    // Three years of a busy restaurant (decision 171): last of all, as it leaves 100,000 bookings behind.
    let history: Results['history'];
    if (runs('history')) {
      await waitForQuietMachine({ limitSeconds: 60 });
      history = await measureHistory({
        site,
        db,
        adminDatabaseUrl: databaseUrl(config.STACK_DATABASE_URL),
        owner: await signInAsOwner(site, benchOwner.ADMIN_EMAIL, benchOwner.ADMIN_PASSWORD),
        seconds,
        reservation,
      });
    }

    const measured: Omit<Results, 'budgets'> = {
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      takenAt: new Date().toISOString(),
      loadAverage: { atStart: loadAtStart, atEnd: Math.round(os.loadavg()[0]! * 100) / 100 },
      ...(only ? { parts: only } : {}),
      read,
      write,
      contention,
      tableContention,
      ...(reservationRounds.length > 0 ? { reservationRoundsAt64: reservationRounds } : {}),
      benchFloor: { tables: benchFloor.tables.length, combinations: benchFloor.combinations.length },
      web,
      lighthouse,
      freshnessMs,
      pictures,
      grownSite,
      embeddedPages,
      history,
    };
    // The budgets judged from the figures just gathered, the write rounds at 64 among them.
    const results: Results = { ...measured, budgets: judge({ ...measured, reservationRounds }) };
    // Both in the project's format, so the committed files pass `make lint` as they are written (a list of numbers,
    // such as the write rounds, is one line in it, not one line each).
    const options = await prettier.resolveConfig(resultsFile);
    writeFileSync(resultsFile, await prettier.format(JSON.stringify(results), { ...options, filepath: resultsFile }));
    writeFileSync(summaryFile, await prettier.format(summary(results), { ...options, filepath: summaryFile }));
    console.log('\nBudgets:');
    for (const budget of results.budgets) {
      console.log(
        `  ${budget.pass === null ? 'PENDING' : budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.measured} (budget ${budget.limit})`,
      );
    }
  } finally {
    rmSync(staticFile, { force: true });
    rmSync(staticPage, { force: true });
    rmSync(`${staticPage}.gz`, { force: true });
    await db.end().catch(() => undefined);
    await stopStack(stackName, config.NGINX_BIN);
  }
}

/** What the budgets are judged from: each part's figures, absent when a `BENCH_ONLY` run left the part out. */
type Measured = Pick<
  Results,
  | 'read'
  | 'write'
  | 'contention'
  | 'tableContention'
  | 'web'
  | 'lighthouse'
  | 'freshnessMs'
  | 'pictures'
  | 'grownSite'
  | 'embeddedPages'
  | 'history'
> & { reservationRounds: number[] };

/** `a` as a multiple of `b`, to two places. */
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** Each budget of bench/budgets.json against what was measured; a budget whose part did not run is left out. */
function judge(measured: Measured): Results['budgets'] {
  const {
    read,
    write,
    contention,
    tableContention,
    reservationRounds,
    web,
    lighthouse,
    freshnessMs,
    pictures,
    grownSite,
    embeddedPages,
    history,
  } = measured;
  const rows: Results['budgets'] = [];
  if (web) {
    const heaviest = Math.max(...web.pages.map((page) => page.jsGzip)) / 1024;
    rows.push(
      {
        name: 'public JS on first load (heaviest page, gzip)',
        limit: `≤ ${budgets.publicJsGzipKb} KB`,
        measured: `${heaviest.toFixed(1)} KB`,
        pass: heaviest <= budgets.publicJsGzipKb!,
      },
      {
        name: "dashboard code in the guest site's build",
        limit: 'none',
        measured: web.admin.leaks.length === 0 ? 'none' : web.admin.leaks.join(', '),
        pass: web.admin.leaks.length === 0,
      },
    );
  }
  const full = read['menu via Nginx → gateway → catalog']?.[64];
  if (full) {
    const vsStatic = ratio(full.requestsPerSecond, read['menu as a static file from Nginx']![64]!.requestsPerSecond);
    const vsDirect = ratio(full.requestsPerSecond, read['menu straight to catalog']![64]!.requestsPerSecond);
    rows.push(
      {
        name: 'GET /api/menu full path vs static Nginx @64',
        limit: `≥ ${budgets.menuFullPathVsStatic}×`,
        measured: `${vsStatic}×`,
        pass: vsStatic >= budgets.menuFullPathVsStatic!,
      },
      {
        name: 'GET /api/menu full path vs straight to the service @64',
        limit: `≥ ${budgets.menuFullPathVsDirect}×`,
        measured: `${vsDirect}×`,
        pass: vsDirect >= budgets.menuFullPathVsDirect!,
      },
      {
        name: 'GET /api/menu full path p99 @64',
        limit: `≤ ${budgets.menuFullPathP99Ms} ms`,
        measured: `${full.p99Ms} ms`,
        pass: full.p99Ms <= budgets.menuFullPathP99Ms!,
      },
    );
  }
  const availability = read['availability via Nginx → gateway → booking']?.[64];
  if (availability) {
    rows.push({
      name: 'availability of a date via Nginx → gateway → booking @64 (free tables of the floor), p99',
      limit: `≤ ${budgets.availabilityP99Ms} ms`,
      measured: `${availability.p99Ms} ms (${availability.requestsPerSecond} req/s)`,
      pass: availability.p99Ms <= budgets.availabilityP99Ms! && availability.other === 0 && availability.errors === 0,
    });
  }
  const reservations = write.reservations?.[64];
  if (reservations) {
    const acceptedPerSecond = Math.round(reservations.ok / seconds);
    rows.push({
      name: 'reservations accepted @64, each seated at a table (table assignment)',
      limit: `≥ ${budgets.reservationWritesPerSecond} /s`,
      measured: `${acceptedPerSecond} /s (median of ${reservationRounds.join(', ')}; ${reservations.other} of ${reservations.ok + reservations.other} refused)`,
      pass: acceptedPerSecond >= budgets.reservationWritesPerSecond! && reservations.errors === 0,
    });
  }
  if (tableContention) {
    const tables = tableContention;
    rows.push(
      {
        name: `table double-holds under contention (64 clients, ${tables.tables} tables, one evening; from the database)`,
        limit: `= ${budgets.tableDoubleHolds}`,
        measured: `${tables.doubleHolds} table-minutes held twice, ${tables.unseated} bookings at no table; ${tables.requests} requests, ${tables.accepted} accepted, ${tables.refused} refused`,
        pass:
          tables.doubleHolds <= budgets.tableDoubleHolds! &&
          tables.unseated === 0 &&
          tables.accepted > 0 &&
          tables.stored === tables.accepted &&
          tables.requests === tableContentionRequests,
      },
      {
        name: 'no table cover sold twice under contention (overlapping seatings of one evening)',
        limit: `fullest moment ≤ ${tables.room} covers`,
        measured: `${tables.fullestCovers} covers at the fullest moment, ${tables.accepted} of ${tables.requests} accepted`,
        pass: tables.fullestCovers <= tables.room && tables.accepted > 0,
      },
    );
  }
  if (contention) {
    rows.push({
      name: 'no seat sold twice under contention',
      limit: '= seats',
      measured: `${contention.heldSeats} held, ${contention.storedGuests} booked of ${contention.seats}`,
      pass: contention.heldSeats === contention.storedGuests && contention.heldSeats <= contention.seats,
    });
  }
  const pages = lighthouse?.pages;
  const worst = (pick: (scores: PageScores) => number, lowest = true, among = Object.values(pages ?? {})) =>
    among.reduce((found, scores) => (lowest ? Math.min(found, pick(scores)) : Math.max(found, pick(scores))), lowest ? 100 : 0);
  if (pages) {
    rows.push(
      {
        name: 'Lighthouse performance (lowest page, median)',
        limit: `≥ ${budgets.lighthousePerformance}`,
        measured: `${worst((scores) => scores.performance)}`,
        pass: worst((scores) => scores.performance) >= budgets.lighthousePerformance!,
      },
      {
        name: 'Lighthouse accessibility (lowest page, median)',
        limit: `≥ ${budgets.lighthouseAccessibility}`,
        measured: `${worst((scores) => scores.accessibility)}`,
        pass: worst((scores) => scores.accessibility) >= budgets.lighthouseAccessibility!,
      },
      {
        name: 'CLS (highest page, median)',
        limit: `≤ ${budgets.cls}`,
        measured: `${worst((scores) => scores.cls, false)}`,
        pass: worst((scores) => scores.cls, false) <= budgets.cls!,
      },
    );
  }
  const html = read['menu page HTML from Nginx (rendered)']?.[64];
  if (html) {
    const htmlVsStatic = ratio(html.requestsPerSecond, read['menu page HTML as a plain static file']![64]!.requestsPerSecond);
    rows.push(
      {
        name: 'menu page HTML from Nginx @64',
        limit: `≥ ${budgets.menuPageRps} req/s`,
        measured: `${html.requestsPerSecond} req/s (${htmlVsStatic}× the plain static file)`,
        pass: html.requestsPerSecond >= budgets.menuPageRps! && html.other === 0 && html.errors === 0,
      },
      {
        name: 'menu page HTML from Nginx p99 @64',
        limit: `≤ ${budgets.menuPageP99Ms} ms`,
        measured: `${html.p99Ms} ms`,
        pass: html.p99Ms <= budgets.menuPageP99Ms!,
      },
    );
  }
  if (pictures) {
    const uploadMedian = [...pictures.uploadMs].sort((a, b) => a - b)[Math.floor(pictures.uploadMs.length / 2)]!;
    const readsUnderUploads = Object.entries(pictures.reads).map(([name, figures]) => ({
      name,
      ...figures,
      ratio: ratio(figures.duringUploads.p99Ms, Math.max(1, figures.idle.p99Ms)),
    }));
    rows.push(
      {
        name: 'a 12 MP phone photo: upload to all variants ready (median)',
        limit: `≤ ${budgets.pictureUploadMs} ms`,
        measured: `${uploadMedian} ms (${pictures.uploadMs.join(', ')}; ${Math.round(pictures.photoBytes / 1024)} KB photo)`,
        pass: uploadMedian <= budgets.pictureUploadMs!,
      },
      {
        name: 'the variant a 360 px phone at 3× picks of that photo',
        limit: `≤ ${budgets.phoneVariantKb} KB`,
        measured: `${Math.round(pictures.phoneVariant.bytes / 1024)} KB (${pictures.phoneVariant.url.split('/').pop()})`,
        pass: pictures.phoneVariant.bytes <= budgets.phoneVariantKb! * 1024,
      },
      ...readsUnderUploads.map((reads) => ({
        name: `${reads.name} @64 during 20 uploads, p99 vs idle`,
        limit: `≤ ${budgets.readsDuringUploadsVsIdle}×`,
        measured: `${reads.ratio}× (${reads.idle.p99Ms} → ${reads.duringUploads.p99Ms} ms; ${pictures.uploads.made} made, ${pictures.uploads.busy} told to wait)`,
        pass:
          reads.ratio <= budgets.readsDuringUploadsVsIdle! && reads.duringUploads.errors === 0 && reads.duringUploads.other === 0,
      })),
    );
  }
  if (pages && pictures) {
    rows.push({
      name: 'Lighthouse on /de/gallery with the phone photo first (median)',
      limit: `LCP ≤ ${budgets.renderedLcpMs} ms, performance ${budgets.renderedLighthouseScore}`,
      measured: pages.gallery ? `LCP ${pages.gallery.lcpMs} ms, performance ${pages.gallery.performance}` : 'not measured',
      pass:
        pages.gallery !== undefined &&
        pages.gallery.lcpMs <= budgets.renderedLcpMs! &&
        pages.gallery.performance >= budgets.renderedLighthouseScore!,
    });
  }
  if (freshnessMs !== undefined) {
    rows.push({
      name: 'a menu change on the rendered pages (both languages)',
      limit: `≤ ${budgets.freshnessMs} ms`,
      measured: `${freshnessMs} ms`,
      pass: freshnessMs <= budgets.freshnessMs!,
    });
  }
  if (grownSite) {
    const whole = `a whole render ${grownSite.wholeRenderMs} ms`;
    rows.push(
      {
        name: `with ${grownSite.events} events: a menu change on the rendered pages (both languages)`,
        limit: `≤ ${budgets.grownSiteMenuChangeMs} ms`,
        measured: `${grownSite.menuChangeMs} ms (${whole})`,
        pass: grownSite.menuChangeMs <= budgets.grownSiteMenuChangeMs!,
      },
      {
        name: `with ${grownSite.events} events: a seat sold on its event's rendered page`,
        limit: `≤ ${budgets.grownSiteSeatChangeMs} ms`,
        measured: `${grownSite.seatChangeMs} ms (${whole})`,
        pass: grownSite.seatChangeMs <= budgets.grownSiteSeatChangeMs!,
      },
    );
  }
  // Live seats (docs/decisions.md 170): the list and one night, as guests read them, at most a second old.
  for (const name of ['events via Nginx → gateway → catalog', "an event's seats via Nginx → gateway → catalog"]) {
    const figures = read[name]?.[64];
    if (figures)
      rows.push({
        name: `${name.replace(' via Nginx → gateway → catalog', '')} through the full path @64, p99`,
        limit: `≤ ${budgets.liveSeatsP99Ms} ms`,
        measured: `${figures.p99Ms} ms (${figures.requestsPerSecond} req/s)`,
        pass: figures.p99Ms <= budgets.liveSeatsP99Ms!,
      });
  }
  if (embeddedPages) {
    const { embedded, nginx } = embeddedPages;
    const share = ratio(embedded.requestsPerSecond, nginx.requestsPerSecond);
    rows.push({
      name: "make start's menu page (gzip) vs Nginx serving the same file @64, medians of alternating rounds",
      limit: `≥ ${budgets.embeddedPagesVsNginx}×`,
      measured: `${share}× (${embedded.requestsPerSecond} vs ${nginx.requestsPerSecond} req/s; p99 ${embedded.p99Ms} vs ${nginx.p99Ms} ms)`,
      pass: share >= budgets.embeddedPagesVsNginx!,
    });
  }
  if (history) {
    // Each read's p99 with the three years against the recent weeks alone; the worst one named.
    const ratios = Object.entries(history.reads).map(([name, { before, after }]) => ({
      name,
      before,
      after,
      times: ratio(after.p99Ms, before.p99Ms),
    }));
    const worst = ratios.reduce((a, b) => (b.times > a.times ? b : a));
    const { before, after } = history.writes;
    const writes = ratio(after.p99Ms, before.p99Ms);
    rows.push(
      {
        name: `with three years (${history.rows.reservations} reservations): each of ${ratios.length} reads' p99 @${history.connections} vs the last ten weeks alone`,
        limit: `≤ ${budgets.historyVsRecent}×`,
        measured: `worst ${worst.times}×, ${worst.name} (${worst.after.p99Ms} vs ${worst.before.p99Ms} ms)`,
        pass: worst.times <= budgets.historyVsRecent!,
      },
      {
        name: `with three years: table reservations' p99 @${history.connections} vs the last ten weeks alone`,
        limit: `≤ ${budgets.historyVsRecent}×`,
        measured: `${writes}× (${after.p99Ms} vs ${before.p99Ms} ms; ${after.requestsPerSecond} vs ${before.requestsPerSecond} req/s)`,
        pass: writes <= budgets.historyVsRecent!,
      },
      {
        name: 'the retention jobs on the three years (booking, inbox, worker)',
        limit: `≤ ${budgets.historyRetentionMs} ms`,
        measured: `${history.retention.ms} ms (${Object.entries(history.retention.deleted)
          .map(([what, n]) => `${n} ${what}`)
          .join(', ')} deleted)`,
        pass: history.retention.ms <= budgets.historyRetentionMs!,
      },
    );
  }
  const eventBookings = write['event bookings']?.[64];
  if (eventBookings) {
    const accepted = Math.round(eventBookings.ok / seconds);
    rows.push({
      name: 'event bookings accepted @64 (one night, every booking a seat hold)',
      limit: `≥ ${budgets.eventBookingWritesPerSecond} /s, p99 ≤ ${budgets.eventBookingP99Ms} ms`,
      measured: `${accepted} /s, p99 ${eventBookings.p99Ms} ms`,
      pass: accepted >= budgets.eventBookingWritesPerSecond! && eventBookings.p99Ms <= budgets.eventBookingP99Ms!,
    });
  }
  if (pages) {
    // The pages the rendering budgets name (issue 18): a guest's way from the home page to a booking.
    const rendered = ['home', 'menu', 'reservations', 'events', 'event', 'gallery'].flatMap((name) =>
      pages[name] ? [pages[name]] : [],
    );
    const lowestOfRendered = (pick: (scores: PageScores) => number) => worst(pick, true, rendered);
    const highestOfRendered = (pick: (scores: PageScores) => number) => worst(pick, false, rendered);
    rows.push(
      ...(
        [
          ['performance', (scores: PageScores) => scores.performance],
          ['accessibility', (scores: PageScores) => scores.accessibility],
          ['best practices', (scores: PageScores) => scores.bestPractices],
          ['SEO', (scores: PageScores) => scores.seo],
        ] as const
      ).map(([category, pick]) => ({
        name: `Lighthouse ${category}, rendered pages (lowest of ${rendered.length}, median)`,
        limit: `= ${budgets.renderedLighthouseScore}`,
        measured: `${lowestOfRendered(pick)}`,
        pass: lowestOfRendered(pick) >= budgets.renderedLighthouseScore!,
      })),
      {
        name: `LCP, rendered pages (highest of ${rendered.length}, median)`,
        limit: `≤ ${budgets.renderedLcpMs} ms`,
        measured: `${highestOfRendered((scores) => scores.lcpMs)} ms`,
        pass: highestOfRendered((scores) => scores.lcpMs) <= budgets.renderedLcpMs!,
      },
      {
        name: `CLS, rendered pages (highest of ${rendered.length}, median)`,
        limit: `= ${budgets.renderedCls}`,
        measured: `${highestOfRendered((scores) => scores.cls)}`,
        pass: highestOfRendered((scores) => scores.cls) <= budgets.renderedCls!,
      },
      {
        name: `total blocking time, rendered pages (highest of ${rendered.length}, median)`,
        limit: `≤ ${budgets.renderedTbtMs} ms`,
        measured: `${highestOfRendered((scores) => scores.tbtMs)} ms`,
        pass: highestOfRendered((scores) => scores.tbtMs) <= budgets.renderedTbtMs!,
      },
    );
  }
  return rows;
}

/** The table-contention run's requests: ten for each of its 64 clients. */
const tableContentionRequests = 640;
/** The id of a table, combination or area of the bench's floors. */
const floorId = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const benchArea = { id: floorId(1), name: 'Gastraum', closures: [] };
/**
 * The table-contention run's floor (issue 39): ten tables of 2, 4 and 6 seats, two pairs of them joinable, 36
 * seats in all: fewer than the room's 40 covers, so only the tables decide who is seated.
 */
const contentionFloor = {
  areas: [benchArea],
  tables: [2, 2, 2, 2, 4, 4, 4, 4, 6, 6].map((most, index) => ({
    id: floorId(101 + index),
    name: `T${index + 1}`,
    areaId: benchArea.id,
    minGuests: 1,
    maxGuests: most,
  })),
  combinations: [
    { id: floorId(201), name: 'T1+T2', tableIds: [floorId(101), floorId(102)], minGuests: 3, maxGuests: 4 },
    { id: floorId(202), name: 'T5+T6', tableIds: [floorId(105), floorId(106)], minGuests: 5, maxGuests: 8 },
  ],
};
/**
 * Every other run's floor: the ten tables and as many 2-tops more as give each of the room's covers a table, so
 * a party of one finds a table whenever the room has a cover left (the write runs measure accepted bookings, and
 * refusals are the room's, as before the floor). The ten tables stay as they were, so the bookings of the
 * contention run keep theirs.
 */
const benchFloor = {
  ...contentionFloor,
  tables: [
    ...contentionFloor.tables,
    ...Array.from({ length: defaultHouseSchedule.roomCapacityCovers - contentionFloor.tables.length }, (_, index) => ({
      id: floorId(301 + index),
      name: `B${index + 1}`,
      areaId: benchArea.id,
      minGuests: 1,
      maxGuests: 2,
    })),
  ],
};

/** Saves a floor as the bench's owner, from the version in force (`PUT /api/admin/floor` takes the whole floor). */
async function saveFloor(owner: StaffSession, floor: object): Promise<void> {
  const headers = { 'content-type': 'application/json', cookie: owner.cookie, 'x-csrf-token': owner.csrfToken };
  const current = await fetch(`${site}/api/admin/floor`, { headers });
  if (!current.ok) throw new Error(`reading the floor answered ${current.status}`);
  const { version } = (await current.json()) as { version: number };
  const saved = await fetch(`${site}/api/admin/floor`, { method: 'PUT', headers, body: JSON.stringify({ ...floor, version }) });
  if (!saved.ok) throw new Error(`saving the bench's floor answered ${saved.status}: ${await saved.text()}`);
}

/**
 * 64 clients booking parties of 1 to 6 at one evening's slots on the ten-table floor, for longer than the floor
 * can seat (issue 39). Then, from the database apart from the booking service's arithmetic: each seating that
 * holds its tables (pending, confirmed, seated) expanded minute by minute over the schedule's seating length from
 * its date and time in Berlin, and every table with two holders at one minute counted; every booking holding a
 * place at no table; and the fullest moment's covers against the room.
 */
async function contendForTables(owner: StaffSession, db: pg.Client): Promise<NonNullable<Results['tableContention']>> {
  await saveFloor(owner, contentionFloor);
  const evening = inDays(11);
  // The bench's stack runs with the opening schedule: nobody saved another.
  const { seatingMinutes, roomCapacityCovers } = defaultHouseSchedule;
  const eveningSlots = slotsOn(defaultHouseSchedule, evening);
  // A count of requests, not a time: ten a client whatever the machine's speed, many times what the floor seats.
  const run = await measure({
    url: `${site}/api/reservations`,
    connections: 64,
    durationSeconds: 2,
    amount: tableContentionRequests,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () =>
      JSON.stringify({
        ...benchGuest,
        date: evening,
        time: eveningSlots[Math.floor(Math.random() * eveningSlots.length)],
        guests: 1 + Math.floor(Math.random() * 6),
      }),
  });
  const holding = "r.status IN ('pending', 'confirmed', 'seated')";
  const doubled = await db.query<{ held: number }>(
    `SELECT count(*)::int AS held FROM (
       SELECT rt.table_id, m.minute
         FROM booking.reservations r
         JOIN booking.reservation_tables rt ON rt.reservation_id = r.id,
              generate_series((r.date + r.time) AT TIME ZONE 'Europe/Berlin',
                              (r.date + r.time) AT TIME ZONE 'Europe/Berlin' + make_interval(mins => $1 - 1),
                              interval '1 minute') AS m(minute)
        WHERE ${holding}
        GROUP BY rt.table_id, m.minute
       HAVING count(*) > 1) AS twice`,
    [seatingMinutes],
  );
  const unseated = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM booking.reservations r
      WHERE ${holding} AND NOT EXISTS (SELECT 1 FROM booking.reservation_tables rt WHERE rt.reservation_id = r.id)`,
  );
  const seatings = await db.query<{ minute: number; guests: number }>(
    `SELECT extract(hour FROM time)::int * 60 + extract(minute FROM time)::int AS minute, guests
       FROM booking.reservations r WHERE date = $1 AND ${holding}`,
    [evening],
  );
  let fullestCovers = 0;
  for (let minute = 0; minute < 24 * 60; minute++) {
    const seated = seatings.rows
      .filter((row) => row.minute <= minute && minute < row.minute + seatingMinutes)
      .reduce((sum, row) => sum + row.guests, 0);
    fullestCovers = Math.max(fullestCovers, seated);
  }
  const figures = {
    tables: contentionFloor.tables.length,
    room: roomCapacityCovers,
    requests: run.ok + run.other,
    accepted: run.ok,
    refused: run.other,
    errors: run.errors,
    stored: seatings.rows.length,
    doubleHolds: doubled.rows[0]!.held,
    unseated: unseated.rows[0]!.count,
    fullestCovers,
  };
  console.log(`table contention: ${JSON.stringify(figures)}`);
  return figures;
}

/** The owner of the bench's stack: a password made for this run, used by nobody else. */
const benchOwner = {
  ADMIN_EMAIL: 'owner@trattoria-bench.test',
  ADMIN_USERNAME: 'bench-owner',
  ADMIN_FIRST_NAME: 'Bench',
  ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
};

function summary(results: Results): string {
  const lines = [
    '# Benchmark summary',
    '',
    `Taken ${results.takenAt} on ${results.machine}, with \`${results.parts ? `BENCH_ONLY=${results.parts.join(',')} ` : ''}make bench\` (${seconds} s per run, autocannon)${results.loadAverage ? `; the machine's load average ${results.loadAverage.atStart} as the stack came up, ${results.loadAverage.atEnd} at the end` : ''}.`,
    '',
    ...(results.freshnessMs === undefined
      ? []
      : [
          `A staff change of a dish's price was on the rendered menu page of both languages after ${results.freshnessMs} ms.`,
          '',
        ]),
    '## Budgets',
    '',
    '| budget | limit | measured | result |',
    '| --- | --- | --- | --- |',
    ...results.budgets.map(
      (budget) =>
        `| ${budget.name} | ${budget.limit} | ${budget.measured} | ${budget.pass === null ? 'pending' : budget.pass ? 'pass' : 'FAIL'} |`,
    ),
    '',
    '## API reads',
    '',
    '| target | connections | requests/s | p50 ms | p99 ms | non-2xx | errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, runs] of Object.entries(results.read)) {
    for (const [connections, figures] of Object.entries(runs)) {
      lines.push(
        `| ${name} | ${connections} | ${figures.requestsPerSecond} | ${figures.p50Ms} | ${figures.p99Ms} | ${figures.other} | ${figures.errors} |`,
      );
    }
  }
  if (results.read['menu page HTML from Nginx (rendered)'])
    lines.push(
      '',
      `The two rows of the menu page's HTML come from ${pageClientThreads} client threads, every other row from one.`,
    );
  lines.push(
    '',
    '## Bookings (writes through Nginx → gateway → booking)',
    '',
    '| call | connections | requests/s | p50 ms | p99 ms | 2xx | non-2xx | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [name, runs] of Object.entries(results.write)) {
    for (const [connections, figures] of Object.entries(runs)) {
      lines.push(
        `| ${name} | ${connections} | ${figures.requestsPerSecond} | ${figures.p50Ms} | ${figures.p99Ms} | ${figures.ok} | ${figures.other} | ${figures.errors} |`,
      );
    }
  }
  if (results.benchFloor && results.write.reservations) {
    lines.push(
      '',
      `Each reservation is seated at the best free table or combination of the bench's floor (${results.benchFloor.tables} tables, ${results.benchFloor.combinations} combinations: a table for each of the room's covers), which the availability reads also ran on.`,
    );
  }
  const c = results.contention;
  if (c) {
    lines.push(
      '',
      `Contention: ${c.requests} booking attempts by 64 clients for ${c.seats} seats: ${c.booked} booked, ${c.heldSeats} seats held, ${c.storedGuests} guests stored.`,
    );
  }
  const tables = results.tableContention;
  if (tables) {
    lines.push(
      '',
      `Tables: ${tables.requests} reservation attempts by 64 clients for one evening's slots (parties of 1–6) on a floor of ${tables.tables} tables (a room of ${tables.room} covers): ${tables.accepted} accepted, ${tables.refused} refused, ${tables.errors} errors; ${tables.stored} stored; minute by minute from the database, ${tables.doubleHolds} table-minutes held by two parties, ${tables.unseated} bookings holding a place at no table, ${tables.fullestCovers} covers at the fullest moment.`,
    );
  }
  if (!results.web) return `${lines.join('\n')}\n${lighthouseSection(results)}${historySection(results)}`;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const since = results.web.sinceLastRun;
  lines.push(
    '',
    '## Web: first load per page',
    '',
    '| page | JS KB | JS gzip KB | CSS KB | CSS gzip KB | bytes vs the last run |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const page of results.web.pages) {
    const delta = since?.[page.page];
    lines.push(
      `| ${page.page} | ${kb(page.js)} | ${kb(page.jsGzip)} | ${kb(page.css)} | ${kb(page.cssGzip)} | ${delta === undefined ? '–' : delta === 0 ? 'unchanged' : `${delta > 0 ? '+' : ''}${delta}`} |`,
    );
  }
  const admin = results.web.admin;
  lines.push(
    '',
    '## Staff dashboard (a build of its own; no guest page loads any of it)',
    '',
    '| screen | JS KB | JS gzip KB | CSS KB | CSS gzip KB |',
    '| --- | --- | --- | --- | --- |',
    ...admin.pages.map(
      (page) => `| ${page.page} | ${kb(page.js)} | ${kb(page.jsGzip)} | ${kb(page.css)} | ${kb(page.cssGzip)} |`,
    ),
    ...admin.tabs.map(
      (tab) => `| then the ${tab.tab} tab | ${kb(tab.js)} | ${kb(tab.jsGzip)} | ${kb(tab.css)} | ${kb(tab.cssGzip)} |`,
    ),
    '',
    admin.leaks.length === 0
      ? "The guest site's build holds no module of the dashboard and no chunk under `assets/admin/`."
      : `The guest site's build holds dashboard code: ${admin.leaks.join(', ')}.`,
  );
  return `${lines.join('\n')}\n${lighthouseSection(results)}${historySection(results)}`;
}

/** The three years' section of the summary, when that part ran: each read before and after, and what was filled. */
function historySection(results: Results): string {
  const history = results.history;
  if (!history) return '';
  const figures = (f: HttpFigures) => `${f.requestsPerSecond} req/s, p99 ${f.p99Ms} ms`;
  const lines = [
    '',
    `## Three years of a busy restaurant (@${history.connections} connections)`,
    '',
    `Filled in ${history.fillMs} ms: ${Object.entries(history.rows)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ')}. Each read on the last ten weeks alone, then with the three years before them.`,
    '',
    '| read | last ten weeks | three years | p99 × |',
    '| --- | --- | --- | --- |',
    ...Object.entries(history.reads).map(
      ([name, { before, after }]) => `| ${name} | ${figures(before)} | ${figures(after)} | ${ratio(after.p99Ms, before.p99Ms)} |`,
    ),
    `| table reservations (writes) | ${figures(history.writes.before)} | ${figures(history.writes.after)} | ${ratio(history.writes.after.p99Ms, history.writes.before.p99Ms)} |`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The Lighthouse section of the summary, when Lighthouse ran. */
function lighthouseSection(results: Results): string {
  if (!results.lighthouse) return '';
  const lines: string[] = [];
  lines.push(
    '',
    `## Lighthouse (mobile, median of ${results.lighthouse.runs} runs, CPU slowdown ${results.lighthouse.cpuSlowdown}× for this 2-core machine)`,
    '',
    `Started ${results.lighthouse.settled.waitedMs} ms after the write runs, once the machine was ${results.lighthouse.settled.quiet ? 'quiet' : 'still busy (the wait ran out)'}.`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(results.lighthouse.pages).map(
      ([page, s]) =>
        `| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.cls} | ${s.tbtMs} |`,
    ),
  );
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
