import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authConfigSchema, startAuth } from '@ristorante/auth';
import { bookingConfigSchema, startBooking } from '@ristorante/booking';
import { catalogConfigSchema, startCatalog } from '@ristorante/catalog';
import { inboxConfigSchema, startInbox } from '@ristorante/inbox';
import { InProcessBus, createLogger, loadConfig, type RunningService } from '@ristorante/kit';
import { testKeys, capturedLogger, createTestDatabase, type TestDatabase } from '@ristorante/kit/testing';
import { busTopology } from '@ristorante/contracts';
import type { ServiceName } from '@ristorante/contracts';
import { gatewayConfigSchema, startGateway, type RunningGateway } from '../../src/index.js';

export const testSecrets = { auth: 'auth-token-'.repeat(4) };
export const testAdmin = {
  email: 'giulia@trattoria.test',
  username: 'giulia',
  firstName: 'Giulia',
  password: 'a long enough password',
};

export type RunningTestService = RunningService & { logs: ReturnType<typeof capturedLogger> };

export interface RunningSystem {
  db: TestDatabase;
  /** The bus the services share (in-process), for a consumer a test adds (the renderer). */
  bus: InProcessBus;
  gateway: RunningGateway;
  base: string;
  services: Record<ServiceName, RunningTestService>;
  stop(): Promise<void>;
}

/**
 * The four services and the gateway against a test database of their own, with a first admin, as in
 * production (only the bus is in-process): what the gateway and guard tests drive.
 */
export async function startRunningSystem(
  gatewayEnv: Record<string, string> = {},
  authEnv: Record<string, string> = {},
): Promise<RunningSystem> {
  const db = await createTestDatabase();
  const bus = new InProcessBus({ logger: createLogger('bus', 'silent'), queues: busTopology('restaurant').queues });
  const services = {} as Record<ServiceName, RunningTestService>;
  const common = async (name: string) => ({
    DATABASE_URL: await db.provision(name),
    ...(name === 'catalog' ? testKeys.env.catalog : name === 'booking' ? testKeys.env.booking : testKeys.env.service),
    PORT: '0',
  });
  const catalogLogs = capturedLogger('catalog');
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'catalog-media-'));
  const catalogConfig = loadConfig(catalogConfigSchema, {
    ...(await common('catalog')),
    MEDIA_DIR: mediaDir,
    SEED_CONTENT: 'false',
  });
  services.catalog = Object.assign(
    await startCatalog({ config: catalogConfig, bus, logger: catalogLogs.logger, host: '127.0.0.1' }),
    {
      logs: catalogLogs,
    },
  );
  const bookingLogs = capturedLogger('booking');
  const bookingConfig = loadConfig(bookingConfigSchema, {
    ...(await common('booking')),
    CATALOG_URL: `http://127.0.0.1:${services.catalog.port}`,
  });
  services.booking = Object.assign(
    await startBooking({ config: bookingConfig, bus, logger: bookingLogs.logger, host: '127.0.0.1' }),
    {
      logs: bookingLogs,
    },
  );
  const inboxLogs = capturedLogger('inbox');
  const inboxConfig = loadConfig(inboxConfigSchema, { ...(await common('inbox')), SEED_CONTENT: 'false' });
  services.inbox = Object.assign(await startInbox({ config: inboxConfig, bus, logger: inboxLogs.logger, host: '127.0.0.1' }), {
    logs: inboxLogs,
  });
  const authLogs = capturedLogger('auth');
  const authConfig = loadConfig(authConfigSchema, {
    ...(await common('auth')),
    AUTH_TOKEN_SECRET: testSecrets.auth,
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    ADMIN_USERNAME: testAdmin.username,
    ADMIN_FIRST_NAME: testAdmin.firstName,
    ...authEnv,
  });
  services.auth = Object.assign(await startAuth({ config: authConfig, bus, logger: authLogs.logger, host: '127.0.0.1' }), {
    logs: authLogs,
  });

  const url = (name: ServiceName) => `http://127.0.0.1:${services[name].port}`;
  const gateway = await startGateway({
    config: loadConfig(gatewayConfigSchema, {
      PORT: '0',
      CATALOG_URL: url('catalog'),
      BOOKING_URL: url('booking'),
      INBOX_URL: url('inbox'),
      AUTH_URL: url('auth'),
      ...testKeys.env.gateway,
      ...gatewayEnv,
    }),
    logger: createLogger('gateway', 'silent'),
    host: '127.0.0.1',
  });
  return {
    db,
    bus,
    gateway,
    base: `http://127.0.0.1:${gateway.port}`,
    services,
    async stop() {
      await gateway.stop();
      for (const service of Object.values(services)) await service.stop();
      await bus.close();
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export interface SignedIn {
  /** The Cookie header a browser would send. */
  cookie: string;
  csrfToken: string;
  accessToken: string;
  refreshToken: string;
}

/** The cookies an answer sets, as `name=value` by name. */
export function cookiesOf(answer: Response): Record<string, string> {
  return Object.fromEntries(
    answer.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

export async function signIn(base: string, identifier = testAdmin.email, password = testAdmin.password): Promise<SignedIn> {
  const answer = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  const body = (await answer.json()) as { csrfToken: string };
  const cookies = cookiesOf(answer);
  const accessToken = decodeURIComponent(cookies.sosta_access!);
  const refreshToken = decodeURIComponent(cookies.sosta_refresh!);
  return {
    cookie: `sosta_access=${cookies.sosta_access}; sosta_refresh=${cookies.sosta_refresh}`,
    csrfToken: body.csrfToken,
    accessToken,
    refreshToken,
  };
}
