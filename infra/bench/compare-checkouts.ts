// Compares the table write path and the availability read of two checkouts in one run, turn about (A, B, A, B…),
// each on a production-like stack of its own started from its own code, so that the machine's mood of the moment
// falls on both alike: `node --import tsx --conditions=source infra/bench/compare-checkouts.ts /path/to/before
// /path/to/after [turns]`. Each checkout must be built (`npm run build`). Prints each turn's figures and the
// medians; the ratio of the medians is a before/after figure measured in one run (docs/performance.md).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measure, type HttpFigures } from './measure-http.js';
import { waitForQuietMachine } from './quiet-machine.js';
import { benchStackOptions, cpuProfileFlags, unlimitedPublicPosts } from './bench-stack.js';

const [before, after, turnsText] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-checkouts.ts BEFORE_DIR AFTER_DIR [turns]');
const turnOnly = before === '--turn';
const turns = Number(turnsText ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const port = Number(process.env.BENCH_PORT ?? 8094);
const servicePortBase = Number(process.env.BENCH_SERVICE_PORT_BASE ?? 4300);
const site = `http://127.0.0.1:${port}`;
const day = 86_400_000;
const slots = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
const berlinDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * day));
// As make bench asks: a party of one, any evening within the online horizon, any slot.
const reservation = () =>
  JSON.stringify({
    name: 'Bench Gast',
    phone: '+49 30 1234567',
    email: 'bench@example.org',
    date: berlinDay(12 + Math.floor(Math.random() * 160)),
    time: slots[Math.floor(Math.random() * slots.length)],
    guests: 1,
  });

interface StackModule {
  startStack(options: object): Promise<unknown>;
  stopStack(name: string, nginx?: string): Promise<unknown>;
}
interface ConfigModule {
  loadStackConfig(): { STACK_DATABASE_URL: string; STACK_AMQP_URL: string; NGINX_BIN?: string };
}

/** One turn of one checkout: its stack up, the availability read and three write rounds at 64, its stack down. */
async function turn(checkout: string): Promise<{
  availabilityP99: number;
  availabilityRate: number;
  writes: number;
  cpuPerBooking: Record<string, number>;
}> {
  const stack = (await import(pathToFileURL(path.join(checkout, 'infra/stack/local-stack.ts')).href)) as StackModule;
  const { loadStackConfig } = (await import(
    pathToFileURL(path.join(checkout, 'infra/stack/stack-config.ts')).href
  )) as ConfigModule;
  const config = loadStackConfig();
  const name = 'compare';
  await stack.stopStack(name, config.NGINX_BIN);
  await stack.startStack({
    ...benchStackOptions(name, port, servicePortBase, config),
    extraEnv: unlimitedPublicPosts,
    // COMPARE_PROFILE=booking: that process writes a CPU profile as it stops (a checkout whose stack can).
    nodeFlags: cpuProfileFlags(
      process.env.COMPARE_PROFILE ? [process.env.COMPARE_PROFILE] : [],
      path.join(checkout, '.stack', name, 'profiles'),
    ),
    admin: { ADMIN_EMAIL: 'compare@example.org', ADMIN_PASSWORD: randomBytes(18).toString('base64url') },
  });
  try {
    const date = berlinDay(10);
    for (const time of ['18:00', '19:00', '19:30', '20:00']) {
      const seeded = await fetch(`${site}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench Gast', phone: '+49 30 1234567', email: 'bench@example.org', date, time, guests: 6 }),
      });
      if (seeded.status !== 201) throw new Error(`a seeded reservation answered ${seeded.status}`);
    }
    const url = `${site}/api/availability?date=${date}&guests=2`;
    await measure({ url, connections: 16, durationSeconds: 2 });
    await waitForQuietMachine({ limitSeconds: 60 });
    const read = await measure({ url, connections: 64, durationSeconds: seconds });
    const rounds: HttpFigures[] = [];
    const cpu: Record<string, number> = {};
    for (let round = 0; round < 3; round++) {
      await waitForQuietMachine({ limitSeconds: 60 });
      const start = cpuByProcess();
      rounds.push(
        await measure({
          url: `${site}/api/reservations`,
          connections: 64,
          durationSeconds: seconds,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: reservation,
        }),
      );
      // The work the round caused, also what its mails cost the worker after it ended (until the machine is quiet).
      await waitForQuietMachine({ limitSeconds: 60 });
      for (const [name, ms] of Object.entries(cpuByProcess())) cpu[name] = (cpu[name] ?? 0) + ms - (start[name] ?? 0);
    }
    const accepted = rounds.map((figures) => figures.ok / seconds).sort((a, b) => a - b);
    const bookings = rounds.reduce((sum, figures) => sum + figures.ok, 0);
    const cpuPerBooking = Object.fromEntries(
      Object.entries(cpu)
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => [name, Math.round((ms / bookings) * 100) / 100]),
    );
    return {
      availabilityP99: read.p99Ms,
      availabilityRate: read.requestsPerSecond,
      writes: Math.round(accepted[1]!),
      cpuPerBooking,
    };
  } finally {
    await stack.stopStack(name, config.NGINX_BIN);
  }
}

/**
 * A turn in a process of its own (this script again, `--turn CHECKOUT`): two checkouts' stack code loaded into one
 * process would load two copies of their test helpers' packages, which refuse that.
 */
function turnApart(checkout: string): Awaited<ReturnType<typeof turn>> {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--turn', checkout], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`the turn of ${checkout} failed (${child.status})`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Awaited<ReturnType<typeof turn>>;
}

if (turnOnly) {
  console.log(JSON.stringify(await turn(after)));
  process.exit(0);
}

/**
 * CPU milliseconds each process of the machine has used so far, by what it is: the stack's processes by their
 * folder, PostgreSQL's and RabbitMQ's together, Nginx's; from /proc (Linux).
 */
function cpuByProcess(): Record<string, number> {
  const ticksPerMs = 100 / 1000;
  const byName: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    let command: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const service = /([\w-]+)\/dist\/main\.js/.exec(command)?.[1];
    const name =
      service ??
      (command.includes('postgres')
        ? 'postgres'
        : command.includes('beam.smp')
          ? 'rabbitmq'
          : command.includes('nginx')
            ? 'nginx'
            : undefined);
    if (name) byName[name] = (byName[name] ?? 0) + ticks / ticksPerMs;
  }
  return byName;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figures: Record<'before' | 'after', Awaited<ReturnType<typeof turn>>[]> = { before: [], after: [] };
for (let index = 0; index < turns; index++) {
  for (const [label, checkout] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const measured = turnApart(checkout);
    figures[label].push(measured);
    console.log(`turn ${index + 1} ${label}: ${JSON.stringify(measured)}`);
  }
}
for (const label of ['before', 'after'] as const) {
  const runs = figures[label];
  console.log(
    `${label}: reservations accepted @64 ${median(runs.map((run) => run.writes))}/s, availability @64 p99 ${median(runs.map((run) => run.availabilityP99))} ms (${median(runs.map((run) => run.availabilityRate))} req/s)`,
  );
}
const names = [...new Set(Object.values(figures).flatMap((runs) => runs.flatMap((run) => Object.keys(run.cpuPerBooking))))];
console.log('CPU ms per accepted reservation (median of the turns), before → after:');
for (const name of names) {
  const of = (label: 'before' | 'after') => median(figures[label].map((run) => run.cpuPerBooking[name] ?? 0));
  console.log(`  ${name.padEnd(20)} ${of('before').toFixed(2)} → ${of('after').toFixed(2)}`);
}
const ratio = (key: 'writes' | 'availabilityP99') =>
  (median(figures.after.map((run) => run[key])) / median(figures.before.map((run) => run[key]))).toFixed(2);
console.log(`after/before: reservations ${ratio('writes')}×, availability p99 ${ratio('availabilityP99')}×`);
