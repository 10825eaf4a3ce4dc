import type { Express } from 'express';
import type { Route } from '@ristorante/contracts';
import type { Bus } from '../bus/bus.js';
import type { InternalTrust } from '../auth/internal-keys.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { MigrateOptions } from '../db/migrate.js';
import { openServiceDatabase } from '../db/open-service-database.js';
import type { Pool } from '../db/pool.js';
import { createApp } from '../http/create-app.js';
import { serve } from '../http/serve.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { watchOutbox, watchPool } from '../metrics/resource-metrics.js';
import { createServiceMetrics, type ServiceMetrics } from '../metrics/service-metrics.js';
import { serviceBus } from './service-bus.js';
import { startOutboxRelay, type OutboxBacklog, type OutboxRelay } from '../outbox/outbox-relay.js';

/** The outbox in a line for `/readyz`: what waits, and `stuck` when events have waited too long. */
function describeBacklog({ waiting, oldestMs, stuck, lastError }: OutboxBacklog): string {
  if (stuck > 0) return `stuck: ${stuck} of ${waiting} events unpublished for minutes${lastError ? ` (${lastError})` : ''}`;
  return waiting === 0 ? 'empty' : `${waiting} waiting, the oldest for ${Math.round(oldestMs / 1000)} s`;
}

export interface ServiceDeps {
  pool: Pool;
  bus: Bus;
  logger: Logger;
  /** Present when the service has an outbox: nudge it after committing events. */
  relay: OutboxRelay | undefined;
  /** The service's metrics, served at `/metrics`; a service registers its own series here (docs/decisions.md 118). */
  metrics: ServiceMetrics;
}

export interface StartServiceOptions {
  name: string;
  schema: string;
  migrationsDir: string;
  /** Kit tables the service adopts (e.g. the outbox, which also starts its relay). */
  include?: MigrateOptions['include'];
  config: ServiceConfig;
  /** The embedded mode passes its one in-process bus; otherwise the bus comes from `AMQP_URL`. */
  bus?: Bus;
  logger?: Logger;
  routes: (app: Express, deps: ServiceDeps) => void;
  /** The service's routes from the shared route table (`routesOf`), for its check of who calls; none for the worker. */
  guardedRoutes?: Route[];
  /** Other services whose own calls to this one's `/internal/` routes it takes, by their public keys. */
  internalCallers?: InternalTrust['callers'];
  /** Overrides `HOST` (the embedded mode keeps every service on loopback). */
  host?: string;
  /** Work that runs beside HTTP (queue consumers, scheduled jobs); returns how to stop it. */
  background?: (deps: ServiceDeps) => Promise<() => Promise<void>>;
}

export interface RunningService extends ServiceDeps {
  port: number;
  stop(): Promise<void>;
}

/**
 * The start-up every service shares, in order: logger, pool, migrations (before serving, so no replica serves
 * an old schema), bus, outbox relay, background work, HTTP. `stop` undoes it in reverse, letting requests and
 * handlers in flight finish.
 */
export async function startService(options: StartServiceOptions): Promise<RunningService> {
  const { name, schema, config } = options;
  const logger = options.logger ?? createLogger(name, config.LOG_LEVEL);
  const pool = await openServiceDatabase({
    connectionString: config.DATABASE_URL,
    schema,
    applicationName: name,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    migrationsDir: options.migrationsDir,
    ...(options.include ? { include: options.include } : {}),
    logger,
  });
  const ownBus = !options.bus;
  const metrics = createServiceMetrics(name);
  const bus = serviceBus({ name, config, logger, metrics, given: options.bus });
  const relay = options.include?.includes('outbox') ? startOutboxRelay({ pool, bus, logger }) : undefined;
  watchPool(metrics, pool);
  if (relay) watchOutbox(metrics, relay);
  const deps: ServiceDeps = { pool, bus, logger, relay, metrics };
  const stopBackground = options.background ? await options.background(deps) : async () => undefined;
  const app = createApp({
    service: name,
    logger,
    readiness: {
      database: async () => {
        await pool.query('SELECT 1');
      },
      bus: () => bus.check(),
    },
    readinessDetails: relay ? { outbox: async () => describeBacklog(await relay.backlog()) } : {},
    routes: (expressApp) => options.routes(expressApp, deps),
    internalTrust: config.GATEWAY_PUBLIC_KEY
      ? { gateway: config.GATEWAY_PUBLIC_KEY, ...(options.internalCallers ? { callers: options.internalCallers } : {}) }
      : undefined,
    guardedRoutes: options.guardedRoutes ?? [],
    metrics,
  });
  const server = await serve(app, { port: config.PORT, host: options.host ?? config.HOST, logger, name });
  return {
    ...deps,
    port: server.port,
    async stop() {
      await server.close();
      await stopBackground();
      await relay?.stop();
      if (ownBus) await bus.close();
      await pool.end();
      logger.info(`${name} stopped`);
    },
  };
}
