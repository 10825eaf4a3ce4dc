import type { ServiceName } from '@ristorante/contracts';
import type { InProcessBus, RunningService } from '@ristorante/kit';
import { startTestSystem, testAdmin, testAdminEnv, type RunningTestProcess, type TestDatabase } from '@ristorante/kit/testing';
import { authProcess } from '../../../services/auth/test/support/auth-process.js';
import { bookingProcess } from '../../../services/booking/test/support/booking-under-test.js';
import { catalogProcess } from '../../../services/catalog/test/support/catalog-under-test.js';
import { inboxProcess } from '../../../services/inbox/test/support/inbox-under-test.js';
import type { RunningGateway } from '../../src/index.js';
import { gatewayProcess } from './gateway-process.js';

export type RunningTestService = RunningTestProcess<RunningService>;

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
 * The four services and the gateway on one test system, with a first admin (`testAdmin`), as in production
 * (only the bus is in-process): what the gateway and guard tests drive.
 */
export function startRunningSystem(
  gatewayEnv: Record<string, string> = {},
  authEnv: Record<string, string> = {},
): Promise<RunningSystem> {
  return startTestSystem({}, async (system) => {
    const catalog = await system.start(catalogProcess(await system.tempDir('catalog-media-')));
    const booking = await system.start(bookingProcess(catalog.base));
    const inbox = await system.start(inboxProcess());
    const auth = await system.start(authProcess({ ...testAdminEnv, ...authEnv }));
    const urls = { catalog: catalog.base, booking: booking.base, inbox: inbox.base, auth: auth.base };
    const gateway = await system.start(gatewayProcess(urls, gatewayEnv));
    return {
      db: system.db,
      bus: system.bus as InProcessBus,
      gateway,
      base: gateway.base,
      services: { catalog, booking, inbox, auth },
      stop: system.stop,
    };
  });
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
