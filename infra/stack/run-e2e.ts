import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import amqp from 'amqplib';
import pg from 'pg';
import { stackAccessLog, stackMailDir, startStack, stopStack } from './local-stack.js';
import { loadStackConfig } from './stack-config.js';

// The browser tests (`make e2e`, part of `make test`): a fresh stack of their own on other ports than
// `make stack`, the e2e Vitest project against it, then the stack stopped whatever happened.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2ePort = Number(process.env.E2E_PORT ?? 8089);
const e2eServicePortBase = Number(process.env.E2E_SERVICE_PORT_BASE ?? 4100);
/**
 * Access tokens live seconds here, not 15 minutes: every dashboard journey then crosses several expiries and
 * must keep working through the silent refresh (docs/decisions.md 69).
 */
const accessTokenSeconds = process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? '6';
/** The stack's first admin, made for this run: a password nobody knows beyond it. */
const admin = {
  ADMIN_EMAIL: 'giulia@trattoria-e2e.test',
  ADMIN_USERNAME: 'giulia',
  ADMIN_FIRST_NAME: 'Giulia',
  ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
};

async function missingPrerequisite(config: ReturnType<typeof loadStackConfig>): Promise<string | undefined> {
  if (spawnSync(config.NGINX_BIN, ['-v']).status !== 0) return `no Nginx (${config.NGINX_BIN}; apt-get install nginx)`;
  if (!existsSync(chromium)) return `no Chromium at ${chromium} (apt-get install chromium)`;
  try {
    const client = new pg.Client({ connectionString: config.STACK_DATABASE_URL, connectionTimeoutMillis: 2_000 });
    await client.connect();
    await client.end();
  } catch {
    return `no PostgreSQL at ${config.STACK_DATABASE_URL}`;
  }
  try {
    await (await amqp.connect(config.STACK_AMQP_URL, { timeout: 2_000 })).close();
  } catch {
    return `no RabbitMQ at ${config.STACK_AMQP_URL}`;
  }
  return undefined;
}

async function main(): Promise<number> {
  const config = loadStackConfig();
  const missing = await missingPrerequisite(config);
  if (missing) {
    if (process.env.REQUIRE_E2E === '1') {
      console.error(`e2e: REQUIRE_E2E=1 but ${missing}`);
      return 1;
    }
    console.log(`e2e: browser tests skipped: ${missing}`);
    return 0;
  }
  // A run that was killed (Ctrl-C, a CI time-out) may have left its stack behind: it is throwaway, so clear it.
  await stopStack('e2e', config.NGINX_BIN);
  let stopping: Promise<unknown> | undefined;
  const stopOnce = () => (stopping ??= stopStack('e2e', config.NGINX_BIN));
  for (const interruption of ['SIGINT', 'SIGTERM'] as const) {
    process.once(interruption, () => void stopOnce().finally(() => process.exit(130)));
  }
  const { url, databaseUrl } = await startStack({
    name: 'e2e',
    port: e2ePort,
    servicePortBase: e2eServicePortBase,
    adminUrl: config.STACK_DATABASE_URL,
    amqpUrl: config.STACK_AMQP_URL,
    freshDatabase: true,
    nginx: config.NGINX_BIN,
    admin,
    extraEnv: {
      auth: { ACCESS_TOKEN_TTL_SECONDS: accessTokenSeconds },
      // The follow-ups every two seconds: a table freed in a journey is offered to its waitlist while it waits.
      booking: { FOLLOW_UP_INTERVAL_MS: '2000' },
      // Every journey posts from one address, two files at a time, and some make their own data through the public
      // forms: the limit of 20 a minute is the gateway's tests' to prove (gateway/test), not a browser journey's.
      gateway: { RATE_LIMIT_PUBLIC_POSTS: '200' },
    },
  });
  try {
    // Any arguments go to Vitest: a file or a test name pattern runs just those journeys.
    const vitest = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', ...process.argv.slice(2)],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: url,
          // The stack's own database: a journey that needs a moment no form can make (a party already late
          // tonight) writes it there, as the booking service would have.
          E2E_DATABASE_URL: databaseUrl,
          CHROMIUM_PATH: chromium,
          E2E_ADMIN_IDENTIFIER: admin.ADMIN_USERNAME,
          E2E_ADMIN_EMAIL: admin.ADMIN_EMAIL,
          E2E_ADMIN_PASSWORD: admin.ADMIN_PASSWORD,
          E2E_MAIL_DIR: stackMailDir('e2e'),
          E2E_ACCESS_LOG: stackAccessLog('e2e'),
          E2E_ACCESS_TOKEN_TTL_SECONDS: accessTokenSeconds,
        },
      },
    );
    return await new Promise<number>((resolve) => vitest.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    await stopOnce();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
