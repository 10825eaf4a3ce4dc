import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import * as prettier from 'prettier';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStack, stopStack } from '../stack/local-stack.js';
import { loadStackConfig } from '../stack/stack-config.js';
import { measure, type HttpFigures } from './measure-http.js';
import { measurePages, type PageScores } from './measure-lighthouse.js';

// `make bench`: the production-like stack of its own (ports 8093, 4200-4205), the API read and write paths
// measured with autocannon through Nginx → gateway → service, straight at the service and as a static file,
// the web app's first-load bytes, each budget of bench/budgets.json judged, and bench/results.json and
// bench/summary.md written.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 8093);
const servicePortBase = Number(process.env.BENCH_SERVICE_PORT_BASE ?? 4200);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Lighthouse's default 4× CPU slowdown stands a fast desktop in for a phone; this machine is no fast desktop. */
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 2);
const budgets = JSON.parse(readFileSync(`${repoRoot}bench/budgets.json`, 'utf8')) as Record<string, number>;

const site = `http://127.0.0.1:${port}`;
const catalogDirect = `http://127.0.0.1:${servicePortBase + 1}`;
const databaseUrl = (adminUrl: string) => {
  const url = new URL(adminUrl);
  url.pathname = '/restaurant_bench';
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
  read: Record<string, Record<number, HttpFigures>>;
  write: Record<string, Record<number, HttpFigures>>;
  contention: { seats: number; requests: number; booked: number; heldSeats: number; storedGuests: number };
  web: {
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
  lighthouse: { runs: number; cpuSlowdown: number; pages: Record<string, PageScores> };
  budgets: Array<{ name: string; limit: string; measured: string; pass: boolean | null }>;
}

async function main(): Promise<void> {
  const config = loadStackConfig();
  await stopStack('bench', config.NGINX_BIN);
  // Both web builds (the guest site, then the dashboard) write their manifests, which the bundle report reads (and
  // removes). The previous run's figures are read first: the public first loads are compared with them.
  const build = spawnSync('npm', ['run', 'build:bundles'], { cwd: `${repoRoot}web`, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr}`);
  const report = spawnSync('node', ['scripts/bundle-report.mjs', '--json'], { cwd: `${repoRoot}web`, encoding: 'utf8' });
  const web = JSON.parse(report.stdout) as Results['web'];
  const resultsFile = `${repoRoot}bench/results.json`;
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Partial<Results>) : undefined;
  if (previous?.web?.pages) {
    const before = new Map(previous.web.pages.map((page) => [page.page, page.js + page.css]));
    web.sinceLastRun = Object.fromEntries(
      web.pages.flatMap((page) => {
        const then = before.get(page.page);
        return then === undefined ? [] : [[page.page, page.js + page.css - then]];
      }),
    );
  }

  await startStack({
    name: 'bench',
    port,
    servicePortBase,
    adminUrl: config.STACK_DATABASE_URL,
    amqpUrl: config.STACK_AMQP_URL,
    freshDatabase: true,
    nginx: config.NGINX_BIN,
    logLevel: 'warn',
    // Thousands of bookings a second from one address: the gateway's per-address limit would refuse them.
    extraEnv: { gateway: { RATE_LIMIT_PUBLIC_POSTS: '100000000' } },
  });
  const staticFile = `${repoRoot}web/dist/bench-menu.json`;
  const db = new pg.Client({ connectionString: databaseUrl(config.STACK_DATABASE_URL) });
  try {
    await db.connect();
    // The ceiling: Nginx serving the very same JSON as a file.
    writeFileSync(staticFile, await (await fetch(`${site}/api/menu`)).text());

    const read: Results['read'] = {};
    const targets = {
      'menu via Nginx → gateway → catalog': `${site}/api/menu`,
      'menu straight to catalog': `${catalogDirect}/api/menu`,
      'menu as a static file from Nginx': `${site}/bench-menu.json`,
      'events via Nginx → gateway → catalog': `${site}/api/events`,
      'events straight to catalog': `${catalogDirect}/api/events`,
    };
    for (const [name, url] of Object.entries(targets)) {
      read[name] = {};
      for (const connections of [1, 16, 64]) {
        read[name]![connections] = await measure({ url, connections, durationSeconds: seconds });
        console.log(`${name} @${connections}: ${JSON.stringify(read[name]![connections])}`);
      }
    }

    const write: Results['write'] = { reservations: {}, 'event bookings': {} };
    const day = 86_400_000;
    const slots = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
    const reservation = () =>
      JSON.stringify({
        name: 'Bench Gast',
        phone: '+49 30 1234567',
        email: 'bench@example.org',
        date: new Date(Date.now() + (2 + Math.floor(Math.random() * 360)) * day).toISOString().slice(0, 10),
        time: slots[Math.floor(Math.random() * slots.length)],
        guests: 1,
      });
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO catalog.events (title_en, title_de, description_en, event_date, price_cents, max_attendees)
       VALUES ('Bench night', 'Bench-Abend', 'Plenty of seats.', now() + interval '30 days', 4900, 1000000) RETURNING id`,
    );
    const booking = () => JSON.stringify({ name: 'Bench Gast', email: 'bench@example.org', phone: '+49 30 1234567', guests: 1 });
    for (const connections of [16, 64]) {
      const headers = { 'content-type': 'application/json' };
      write.reservations![connections] = await measure({
        url: `${site}/api/reservations`,
        connections,
        durationSeconds: seconds,
        method: 'POST',
        headers,
        body: reservation,
      });
      write['event bookings']![connections] = await measure({
        url: `${site}/api/events/${rows[0]!.id}/book`,
        connections,
        durationSeconds: seconds,
        method: 'POST',
        headers,
        body: booking,
      });
      console.log(
        `writes @${connections}: ${JSON.stringify({ reservations: write.reservations![connections], bookings: write['event bookings']![connections] })}`,
      );
    }

    // Many clients, few seats: every answer is a booking or a refusal, and no seat is sold twice.
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
    const contention = {
      seats: 10,
      requests: run.ok + run.other,
      booked: run.ok,
      heldSeats: held.rows[0]!.seats,
      storedGuests: stored.rows[0]!.guests,
    };

    // A real guest's view: mobile emulation, the median of several runs (before the write runs filled the tables).
    const events = (await (await fetch(`${site}/api/events`)).json()) as Array<{ id: string }>;
    const pages = await measurePages(
      {
        home: `${site}/de`,
        menu: `${site}/de/menu`,
        reservations: `${site}/de/reservations`,
        ...(events[0] ? { event: `${site}/de/events/${events[0].id}` } : {}),
        gallery: `${site}/de/gallery`,
        reviews: `${site}/de/feedback`,
        blog: `${site}/de/blog`,
      },
      lighthouseRuns,
      cpuSlowdown,
    );
    const worst = (pick: (scores: PageScores) => number, lowest = true) =>
      Object.values(pages).reduce(
        (found, scores) => (lowest ? Math.min(found, pick(scores)) : Math.max(found, pick(scores))),
        lowest ? 100 : 0,
      );

    const full = read['menu via Nginx → gateway → catalog']![64]!;
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const vsStatic = ratio(full.requestsPerSecond, read['menu as a static file from Nginx']![64]!.requestsPerSecond);
    const vsDirect = ratio(full.requestsPerSecond, read['menu straight to catalog']![64]!.requestsPerSecond);
    const heaviest = Math.max(...web.pages.map((page) => page.jsGzip)) / 1024;
    const results: Results = {
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      takenAt: new Date().toISOString(),
      read,
      write,
      contention,
      web,
      lighthouse: { runs: lighthouseRuns, cpuSlowdown, pages },
      budgets: [
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
        {
          name: 'no seat sold twice under contention',
          limit: '= seats',
          measured: `${contention.heldSeats} held, ${contention.storedGuests} booked of ${contention.seats}`,
          pass: contention.heldSeats === contention.storedGuests && contention.heldSeats <= contention.seats,
        },
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
      ],
    };
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    // In the project's format, so the committed summary passes `make lint` as it is written.
    const summaryFile = `${repoRoot}bench/summary.md`;
    const options = await prettier.resolveConfig(summaryFile);
    writeFileSync(summaryFile, await prettier.format(summary(results), { ...options, filepath: summaryFile }));
    console.log('\nBudgets:');
    for (const budget of results.budgets) {
      console.log(
        `  ${budget.pass === null ? 'PENDING' : budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.measured} (budget ${budget.limit})`,
      );
    }
  } finally {
    rmSync(staticFile, { force: true });
    await db.end().catch(() => undefined);
    await stopStack('bench', config.NGINX_BIN);
  }
}

function summary(results: Results): string {
  const lines = [
    '# Benchmark summary',
    '',
    `Taken ${results.takenAt} on ${results.machine}, with \`make bench\` (${seconds} s per run, autocannon).`,
    '',
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
  const c = results.contention;
  lines.push(
    '',
    `Contention: ${c.requests} booking attempts by 64 clients for ${c.seats} seats: ${c.booked} booked, ${c.heldSeats} seats held, ${c.storedGuests} guests stored.`,
  );
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
  lines.push(
    '',
    `## Lighthouse (mobile, median of ${results.lighthouse.runs} runs, CPU slowdown ${results.lighthouse.cpuSlowdown}× for this 2-core machine)`,
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
