import type { ServiceName } from '@ristorante/contracts';
import { fileURLToPath } from 'node:url';
import {
  createApp,
  createLogger,
  createServiceMetrics,
  openServiceDatabase,
  serve,
  watchPool,
  type Logger,
  type Pool,
} from '@ristorante/kit';
import { apiRoutes } from './api-routes.js';
import type { GatewayConfig } from './gateway-config.js';
import { createRateLimiter } from './guard/rate-limiter.js';
import { createServiceProxy } from './proxy/service-proxy.js';
import { serveWebApp } from './static/serve-web-app.js';

export interface RunningGateway {
  port: number;
  stop(): Promise<void>;
}

/**
 * The only public entry to `/api`: an Express app from the kit's `createApp`, like every service, that reads no
 * body (docs/decisions.md 103). It matches each call against the route table, guards it, and passes it on to the
 * owning service with a request id; unknown paths, wrong methods and dead services it answers itself, in JSON.
 * In the embedded mode it also serves the web app.
 */
export async function startGateway({
  config,
  logger: given,
  host,
}: {
  config: GatewayConfig;
  logger?: Logger;
  host?: string;
}): Promise<RunningGateway> {
  const logger = given ?? createLogger('gateway', config.LOG_LEVEL);
  const targets: Record<ServiceName, URL> = {
    catalog: new URL(config.CATALOG_URL),
    booking: new URL(config.BOOKING_URL),
    inbox: new URL(config.INBOX_URL),
    auth: new URL(config.AUTH_URL),
  };
  const metrics = createServiceMetrics('gateway');
  const pool = config.DATABASE_URL ? await startGatewayDatabase(config.DATABASE_URL, logger) : undefined;
  if (pool) watchPool(metrics, pool);
  else logger.warn('no DATABASE_URL: rate limits are counted by this gateway alone');
  const publicPosts = createRateLimiter({ limit: config.RATE_LIMIT_PUBLIC_POSTS, windowMs: config.RATE_LIMIT_WINDOW_MS, pool });
  const proxy = createServiceProxy({ timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger });

  const app = createApp({
    service: 'gateway',
    logger,
    readiness: {},
    internalTrust: undefined,
    guardedRoutes: [],
    bodies: 'unread',
    checksInternalContext: false,
    carriesRequestContext: false,
    metrics,
    // Served on the gateway's port, which only Nginx and Prometheus reach, except in the embedded mode, where
    // that port is the public origin (docs/decisions.md 118).
    servesMetrics: !config.WEB_ROOT,
    // The services' answers bring their own headers, the web app's pages Nginx's (docs/decisions.md 14 and 92).
    securityHeaders: (_req, res, next) => {
      res.setHeader('x-content-type-options', 'nosniff');
      next();
    },
    routes: (router) => {
      router.use(apiRoutes({ config, targets, publicPosts, proxy: proxy.forward }));
      if (config.WEB_ROOT) router.use(serveWebApp(config.WEB_ROOT, config.PAGES_DIR));
    },
  });

  const server = await serve(app, { port: config.PORT, host: host ?? config.HOST, logger, name: 'gateway' });
  return {
    port: server.port,
    async stop() {
      await server.close();
      proxy.close();
      await pool?.end();
    },
  };
}

/**
 * The gateway's schema, migrated, and a small pool for its rate limits. A count never holds up a guest: after half a
 * second the limiter counts in memory (guard/rate-limiter.ts), and PostgreSQL cancels the statement after one.
 */
function startGatewayDatabase(url: string, logger: Logger): Promise<Pool> {
  return openServiceDatabase({
    connectionString: url,
    schema: 'gateway',
    applicationName: 'gateway',
    max: 5,
    statementTimeoutMs: 1_000,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    logger,
  });
}
