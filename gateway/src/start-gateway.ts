import type { ServiceName } from '@ristorante/contracts';
import { createApp, createLogger, serve, type Logger } from '@ristorante/kit';
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
  const publicPosts = createRateLimiter({ limit: config.RATE_LIMIT_PUBLIC_POSTS, windowMs: config.RATE_LIMIT_WINDOW_MS });
  const proxy = createServiceProxy({ timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger });

  const app = createApp({
    service: 'gateway',
    logger,
    readiness: {},
    internalTrust: undefined,
    adminRoutes: [],
    bodies: 'unread',
    checksInternalContext: false,
    carriesRequestContext: false,
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
      publicPosts.stop();
      proxy.close();
    },
  };
}
