import type { z } from 'zod';
import type { AdminRole } from '@ristorante/contracts';
import { createLogger, loadConfig, type Bus, type Logger } from '../index.js';
import { capturedLogger, type CapturedLogs } from './captured-logs.js';
import { serviceCalls, type ServiceCalls } from './signed-calls.js';
import { testKeyEnvFor } from './test-internal-keys.js';

/** What every process's `start*` function takes (a service's, the gateway's, the worker's). */
export interface StartOptions<Config> {
  config: Config;
  bus?: Bus;
  logger: Logger;
  host: string;
}

export interface Started {
  port: number;
  stop(): Promise<void>;
}

/**
 * One process of the system under test. The kit imports no service, so each service's test support defines its
 * own (`catalogProcess`, `bookingProcess`, …) and the tests of any package start it through that.
 */
export interface TestProcess<Config, Running extends Started> {
  /** Its logger's name, whose keys it gets (`testKeyEnvFor`), and whom the contexts signed for it address. */
  name: string;
  start: (options: StartOptions<Config>) => Promise<Running>;
  config: z.ZodType<Config>;
  /** Its schema in the test database, with a role of its own; the renderer has none. */
  schema?: string;
  /** Its own variables; they win over the harness's (port 0, its keys; on a test system its bus and database). */
  env?: Record<string, string>;
  /** Rewrites its database URL (through a proxy the test can freeze, say). */
  databaseUrl?: (url: string) => string;
  /** The role of the admin `asAdmin` signs for (owner unless given). */
  adminRole?: AdminRole;
  /**
   * Whether `logs` keeps its log lines (at debug level), as it does unless told not to: where no test reads them,
   * a process under load is faster without (the catalog beside booking's 300 concurrent bookings, say).
   */
  captureLogs?: boolean;
}

/** A started process, with its address, its log lines and signed callers (see `serviceCalls`). */
export type RunningTestProcess<Running> = Running & ServiceCalls & { base: string; logs: CapturedLogs };

/**
 * Starts a process as the tests run every one: its config parsed from port 0, its keys (`testKeyEnvFor`), `env`
 * and its own variables; on loopback, with a logger a test can read. Its `stop` stops it once, however often it
 * is called. On its own, for a process that needs no database (a gateway in front of stand-ins); a test system's
 * `start` gives it a database and a bus first.
 */
export async function startTestProcess<Config, Running extends Started>(
  process: TestProcess<Config, Running>,
  context: { env?: Record<string, string>; bus?: Bus } = {},
): Promise<RunningTestProcess<Running>> {
  const logs: CapturedLogs =
    process.captureLogs === false
      ? { logger: createLogger(process.name, 'silent'), lines: () => [], text: () => '' }
      : capturedLogger(process.name);
  const config = loadConfig(process.config, {
    PORT: '0',
    ...context.env,
    ...testKeyEnvFor(process.name),
    ...process.env,
  }) as Config;
  const running = await process.start({ config, bus: context.bus, logger: logs.logger, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${running.port}`;
  // Stops once: a test may stop a process itself (a restart, an outage), and the system's stop skips it then.
  const stopRunning = running.stop.bind(running);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopRunning());
  return Object.assign(running, { base, logs, stop }, serviceCalls(base, process.name, process.adminRole));
}
