import { spawn, execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadOrCreateSecrets, newInternalKeyPair, provisionServiceDatabase, serviceDatabaseUrl } from '@ristorante/kit';
import { deleteBusNamespace } from '@ristorante/kit/testing';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every process of the stack, in start order (every one declares every queue, so none waits for another's). */
const deployables = [
  { name: 'notification-worker', dir: 'services/notification-worker', schema: 'notify', offset: 5 },
  { name: 'catalog', dir: 'services/catalog', schema: 'catalog', offset: 1 },
  { name: 'booking', dir: 'services/booking', schema: 'booking', offset: 2 },
  { name: 'inbox', dir: 'services/inbox', schema: 'inbox', offset: 3 },
  { name: 'auth', dir: 'services/auth', schema: 'auth', offset: 4 },
  { name: 'gateway', dir: 'gateway', schema: 'gateway', offset: 0 },
  // Last: it renders the public pages through the gateway, and is ready once they are written.
  { name: 'renderer', dir: 'services/renderer', schema: undefined, offset: 6 },
] as const;

export interface StackOptions {
  /** Names the database, the bus exchange and queues, and the state folder `.stack/<name>`. */
  name: string;
  /** Where Nginx serves the site. */
  port: number;
  /** The gateway listens here, the services on the next five ports and the renderer on the sixth. */
  servicePortBase: number;
  /** A PostgreSQL superuser URL; the stack makes its own database and roles there. */
  adminUrl: string;
  amqpUrl: string;
  /** Start from an empty database (the browser tests do). */
  freshDatabase?: boolean;
  nginx?: string;
  logLevel?: string;
  /** Extra variables for some of the processes, by name (the benchmark lifts the gateway's rate limit). */
  extraEnv?: Partial<Record<string, Record<string, string>>>;
  /** Extra flags for Node in some of the processes, by name (the benchmark's CPU profiles: not allowed in NODE_OPTIONS). */
  nodeFlags?: Partial<Record<string, string[]>>;
  /** The first admin (`ADMIN_EMAIL`, `ADMIN_PASSWORD`, …); otherwise taken from the caller's environment. */
  admin?: Record<string, string>;
}

/** Where a stack's worker writes its mails (no SMTP server here): `.stack/<name>/mail`. */
export const stackMailDir = (name: string) => path.join(stateDirOf(name), 'mail');
/** Where a stack's renderer writes the public pages Nginx serves: `.stack/<name>/pages`. */
export const stackPagesDir = (name: string) => path.join(stateDirOf(name), 'pages');
/** Nginx's access log of a stack (guests' addresses shortened, docs/decisions.md 78). */
export const stackAccessLog = (name: string) => path.join(stateDirOf(name), 'logs', 'nginx-access.log');

const stateDirOf = (name: string) => path.join(repoRoot, '.stack', name);
const pidsFile = (name: string) => path.join(stateDirOf(name), 'pids.json');
/** How each process was started (its environment holds the stack's passwords: owner-only, like secrets.json). */
const launchesFile = (name: string) => path.join(stateDirOf(name), 'launches.json');

/** One process of the stack as it is started, and started again after a kill (`make drill`). */
interface Launch {
  name: string;
  main: string;
  env: Record<string, string>;
  readyUrl: string;
  nodeFlags?: string[];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The process with this pid is still the one we started: pid files outlive a reboot, and a reused pid may
 * belong to anything by now (as root we could signal it).
 */
function ours(pid: number, commandLineMark: string): boolean {
  if (!alive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(commandLineMark);
  } catch {
    return false;
  }
}

/** Sends a signal to a process that may have just gone; that is not an error. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

const answersOk = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

/** What a stack process's command line contains: its main file. (Nginx's contains the stack's folder.) */
const markOf = (process_: string) => `${deployables.find((d) => d.name === process_)?.dir ?? process_}/dist/main.js`;

async function readLaunches(name: string): Promise<Launch[]> {
  return JSON.parse(await readFile(launchesFile(name), 'utf8').catch(() => '[]')) as Launch[];
}

/** The marks of a stack's processes as they were launched (a process may run another build, see restart). */
async function launchedMarks(name: string): Promise<(process_: string) => string> {
  const launches = await readLaunches(name);
  return (process_) => launches.find((launch) => launch.name === process_)?.main ?? markOf(process_);
}

async function readPids(name: string): Promise<Record<string, number>> {
  try {
    return JSON.parse(await readFile(pidsFile(name), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

class StartFailed extends Error {}

/** Polls `probe` until it answers true; a StartFailed it throws ends the wait at once, other errors are retried. */
async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch (error) {
      if (error instanceof StartFailed) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** Fills `${NAME}` placeholders; Nginx's own `$variables` (no braces) stay as they are. */
async function render(template: string, values: Record<string, string>): Promise<string> {
  const text = await readFile(template, 'utf8');
  return text.replace(/\$\{([A-Z_]+)\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${path.basename(template)}: no value for ${placeholder}`);
    return value;
  });
}

async function prepareDatabase(options: StackOptions, databaseName: string): Promise<string> {
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    if (options.freshDatabase) await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(options.adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function startNginx(options: StackOptions, stateDir: string, gatewayPort: number): Promise<void> {
  const nginx = options.nginx ?? 'nginx';
  await mkdir(path.join(stateDir, 'nginx-temp'), { recursive: true });
  // A fresh database's rows have new ids: the reads an earlier run left in the cache would name the old ones.
  if (options.freshDatabase) await rm(path.join(stateDir, 'nginx-cache'), { recursive: true, force: true });
  await writeFile(
    path.join(stateDir, 'restaurant.conf'),
    await render(path.join(repoRoot, 'infra/nginx/restaurant.conf.template'), {
      LISTEN_PORT: String(options.port),
      WEB_ROOT: path.join(repoRoot, 'web/dist'),
      PAGES_DIR: stackPagesDir(options.name),
      GATEWAY_UPSTREAM: `127.0.0.1:${gatewayPort}`,
      // Required by the shared config; unused here, where the gateway is given by address.
      DNS_RESOLVER: '127.0.0.1',
      CACHE_DIR: path.join(stateDir, 'nginx-cache'),
      ACCESS_LOG: stackAccessLog(options.name),
    }),
  );
  await writeFile(
    path.join(stateDir, 'nginx.conf'),
    await render(path.join(repoRoot, 'infra/nginx/stack/nginx.conf.template'), {
      STATE_DIR: stateDir,
      MIME_TYPES: '/etc/nginx/mime.types',
    }),
  );
  const args = ['-p', `${stateDir}/`, '-c', path.join(stateDir, 'nginx.conf')];
  execFileSync(nginx, ['-t', '-q', ...args], { stdio: 'pipe' });
  execFileSync(nginx, args, { stdio: 'pipe' });
}

/**
 * The production-like run without containers (docs/decisions.md 15): every service, the worker and the gateway
 * as processes of their own against a real PostgreSQL and RabbitMQ, from their built `dist/`, behind a private
 * Nginx using infra/nginx. Processes outlive this call; `stopStack` ends them.
 */
export async function startStack(options: StackOptions): Promise<{ url: string; databaseUrl: string }> {
  const stateDir = stateDirOf(options.name);
  const running = Object.entries(await readPids(options.name)).filter(([process_, pid]) => ours(pid, markOf(process_)));
  if (running.length > 0)
    throw new Error(`the ${options.name} stack is already running (${running.map(([n]) => n).join(', ')}); stop it first`);
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) throw new Error('web/dist is missing: build first (make build)');
  await mkdir(path.join(stateDir, 'logs'), { recursive: true });

  const databaseName = `restaurant_${options.name.replace(/\W/g, '_')}`;
  const databaseUrl = await prepareDatabase(options, databaseName);
  // A fresh stack starts with an empty bus too: its exchange (and with it any binding of an older version's
  // queues) and its queues go.
  if (options.freshDatabase) await deleteBusNamespace(options.amqpUrl, databaseName);
  const schemas = deployables.flatMap((d) => (d.schema ? [d.schema] : []));
  const secrets = await loadOrCreateSecrets(stateDir, schemas, ['AUTH_TOKEN_SECRET']);
  // The gateway's and the booking service's signing keys (docs/decisions.md 100), new at every start of the stack.
  const gatewayKeys = newInternalKeyPair();
  const bookingKeys = newInternalKeyPair();
  /** Which keys a process holds: the services the gateway's public one, the two signers their private ones. */
  const keysOf = (name: string): Record<string, string> => ({
    ...(name === 'gateway' ? { INTERNAL_SIGNING_KEY: gatewayKeys.privateKey } : {}),
    ...(['catalog', 'booking', 'inbox', 'auth'].includes(name) ? { GATEWAY_PUBLIC_KEY: gatewayKeys.publicKey } : {}),
    ...(name === 'booking' ? { INTERNAL_SIGNING_KEY: bookingKeys.privateKey } : {}),
    ...(name === 'catalog' ? { BOOKING_PUBLIC_KEY: bookingKeys.publicKey } : {}),
  });
  // The first admin, as the caller gives it or its environment names it (production-like: nothing is generated).
  const admin =
    options.admin ??
    Object.fromEntries(
      ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_USERNAME', 'ADMIN_FIRST_NAME'].flatMap((name) =>
        process.env[name] ? [[name, process.env[name]!]] : [],
      ),
    );
  const roleUrls: Record<string, string> = {};
  for (const schema of schemas) {
    const service = { schema, role: `${databaseName}_${schema}`, password: secrets.rolePasswords[schema]! };
    await provisionServiceDatabase(databaseUrl, service);
    roleUrls[schema] = serviceDatabaseUrl(databaseUrl, service);
  }

  const port = (offset: number) => options.servicePortBase + offset;
  const local = (offset: number) => `http://127.0.0.1:${port(offset)}`;
  const pids: Record<string, number> = {};
  const launches: Launch[] = [];
  try {
    for (const deployable of deployables) {
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        PORT: String(port(deployable.offset)),
        LOG_LEVEL: options.logLevel ?? 'info',
        // Only Nginx faces the network; the gateway and services listen on loopback.
        HOST: '127.0.0.1',
        ...keysOf(deployable.name),
        ...(deployable.name === 'auth' ? { AUTH_TOKEN_SECRET: secrets.appSecrets.AUTH_TOKEN_SECRET!, ...admin } : {}),
        // Uploaded images stay with the stack's state (a volume in containers).
        ...(deployable.name === 'catalog' ? { MEDIA_DIR: path.join(stateDir, 'media') } : {}),
        ...(deployable.name === 'booking' ? { CATALOG_URL: local(1) } : {}),
        // No SMTP server here: the worker writes each mail as an .eml file into the stack's state.
        ...options.extraEnv?.[deployable.name],
        ...(deployable.name === 'notification-worker'
          ? { MAIL_DIR: stackMailDir(options.name), SITE_URL: `http://localhost:${options.port}` }
          : {}),
        ...(deployable.name === 'renderer'
          ? {
              AMQP_URL: options.amqpUrl,
              BUS_NAMESPACE: databaseName,
              GATEWAY_URL: local(0),
              PUBLIC_ORIGIN: `http://localhost:${options.port}`,
              PAGES_DIR: stackPagesDir(options.name),
            }
          : deployable.name !== 'gateway'
            ? {
                DATABASE_URL: roleUrls[deployable.schema!]!,
                AMQP_URL: options.amqpUrl,
                BUS_NAMESPACE: databaseName,
              }
            : {
                // Its rate limits, shared by every gateway there would be (docs/decisions.md 118).
                DATABASE_URL: roleUrls[deployable.schema!]!,
                CATALOG_URL: local(1),
                BOOKING_URL: local(2),
                INBOX_URL: local(3),
                AUTH_URL: local(4),
                WORKER_URL: local(5),
                // Behind exactly one proxy: Nginx.
                TRUSTED_PROXY_HOPS: '1',
              }),
      };
      const launch: Launch = {
        name: deployable.name,
        main: path.join(deployable.dir, 'dist/main.js'),
        env,
        readyUrl: `${local(deployable.offset)}/readyz`,
        ...(options.nodeFlags?.[deployable.name] ? { nodeFlags: options.nodeFlags[deployable.name] } : {}),
      };
      launches.push(launch);
      await writeFile(launchesFile(options.name), JSON.stringify(launches), { mode: 0o600 });
      pids[deployable.name] = await launchProcess(options.name, launch);
      await writeFile(pidsFile(options.name), JSON.stringify(pids, null, 2));
    }
    await startNginx(options, stateDir, port(0));
    const url = `http://localhost:${options.port}`;
    await waitFor('the site through Nginx', () => answersOk(`${url}/api/status`));
    return { url, databaseUrl };
  } catch (error) {
    await stopStack(options.name, options.nginx);
    throw error;
  }
}

/** Starts one process of the stack and waits until it is ready; answers its pid. */
async function launchProcess(stackName: string, launch: Launch): Promise<number> {
  const log = openSync(path.join(stateDirOf(stackName), 'logs', `${launch.name}.log`), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', ...(launch.nodeFlags ?? []), launch.main], {
    cwd: repoRoot,
    env: launch.env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  const logHint = `(log: .stack/${stackName}/logs/${launch.name}.log)`;
  try {
    await waitFor(`${launch.name} ${logHint}`, async () => {
      // A child that died (its port was taken, say) fails the start at once rather than after the timeout.
      if (!alive(child.pid!)) throw new StartFailed(`${launch.name} exited during start-up ${logHint}`);
      return answersOk(launch.readyUrl);
    });
  } catch (error) {
    // Not yet in the stack's pid file, so stopping the stack would not find it: one that never came up goes now,
    // or it outlives the stack and holds its port against the next start.
    if (alive(child.pid!)) signal(child.pid!, 'SIGKILL');
    throw error;
  }
  return child.pid!;
}

/** Kills one process of a running stack at once (SIGKILL, as a crash would), and answers when it is gone. */
export async function killStackProcess(stackName: string, processName: string): Promise<void> {
  const pid = (await readPids(stackName))[processName];
  const markOfLaunch = await launchedMarks(stackName);
  if (!pid || !ours(pid, markOfLaunch(processName))) throw new Error(`${processName} of the ${stackName} stack is not running`);
  signal(pid, 'SIGKILL');
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Starts one process of a running stack again, as it was started, and waits until it is ready; with `main`, from
 * another build of it (the same environment and port), which the stack then stops like its own.
 */
export async function restartStackProcess(stackName: string, processName: string, main?: string): Promise<void> {
  const launches = await readLaunches(stackName);
  const launch = launches.find((candidate) => candidate.name === processName);
  if (!launch) throw new Error(`the ${stackName} stack has no process ${processName}`);
  if (main) {
    launch.main = main;
    await writeFile(launchesFile(stackName), JSON.stringify(launches), { mode: 0o600 });
  }
  const pids = await readPids(stackName);
  pids[processName] = await launchProcess(stackName, launch);
  await writeFile(pidsFile(stackName), JSON.stringify(pids, null, 2));
}

/**
 * Stops Nginx and every process of the named stack: politely first, then for good. Never stops halfway: a
 * process that cannot be signalled is reported and the rest are still stopped.
 */
export async function stopStack(name: string, nginx = 'nginx'): Promise<string[]> {
  const stateDir = stateDirOf(name);
  const stopped: string[] = [];
  const nginxPid = Number((await readFile(path.join(stateDir, 'nginx.pid'), 'utf8').catch(() => '')).trim());
  if (nginxPid && ours(nginxPid, stateDir)) {
    try {
      execFileSync(nginx, ['-p', `${stateDir}/`, '-c', path.join(stateDir, 'nginx.conf'), '-s', 'quit'], { stdio: 'pipe' });
    } catch {
      signal(nginxPid, 'SIGQUIT');
    }
    stopped.push('nginx');
  }
  const markOfLaunch = await launchedMarks(name);
  const pids = Object.entries(await readPids(name)).filter(([process_, pid]) => ours(pid, markOfLaunch(process_)));
  for (const [, pid] of pids) signal(pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  const waiting = () => pids.some(([, pid]) => alive(pid)) || (nginxPid > 0 && ours(nginxPid, stateDir));
  while (waiting() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const [process_, pid] of pids) {
    if (alive(pid)) signal(pid, 'SIGKILL');
    stopped.push(process_);
  }
  await rm(pidsFile(name), { force: true });
  await rm(launchesFile(name), { force: true });
  return stopped;
}
