import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { z } from 'zod';
import { createLogger, env, serve, type Logger } from '@ristorante/kit';
import { sendError, sendJson } from './http/send-json.js';
import { forwardRequest } from './proxy/forward-request.js';
import { createRouteMatcher } from './routes/match-route.js';
import { routeTable, type ServiceName } from './routes/route-table.js';
import { serveWebApp } from './static/serve-web-app.js';
import { systemStatus } from './status/system-status.js';

const serviceUrl = env.url(['http', 'https']);

export const gatewayConfigSchema = z.object({
  PORT: env.port(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  CATALOG_URL: serviceUrl,
  BOOKING_URL: serviceUrl,
  INBOX_URL: serviceUrl,
  AUTH_URL: serviceUrl,
  /** The notification worker's health port: shown in `/api/status`, never routed. */
  WORKER_URL: serviceUrl.optional(),
  /** A service that takes longer than this answers 504. */
  UPSTREAM_TIMEOUT_MS: env.int(10_000),
  /** The built web app, served for every non-API path (embedded mode only; Nginx does it otherwise). */
  WEB_ROOT: z.string().min(1).optional(),
  LOG_LEVEL: env.logLevel(),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export interface RunningGateway {
  port: number;
  stop(): Promise<void>;
}

const requestIdPattern = /^[\w.:-]{1,128}$/;
/** Dot segments and encoded slashes or dots could make a path mean one thing here and another to a service. */
const ambiguousPath = /(^|\/)\.\.?(\/|$)|%2f|%2e|%5c|\\/i;

/**
 * The only public entry to `/api`: matches each call against the route table, passes it on to the owning
 * service with a request id, and answers unknown paths, wrong methods and dead services itself, in JSON.
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
  // Without keep-alive every proxied call pays a new TCP connection; most of a hop's cost. FIFO takes the free
  // connections in turn, so the replicas of a scaled service (one name, several addresses) share the load.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, scheduling: 'fifo' });
  const match = createRouteMatcher(routeTable);
  const statusTargets: Record<string, URL> = {
    ...targets,
    ...(config.WORKER_URL ? { 'notification-worker': new URL(config.WORKER_URL) } : {}),
  };

  const handler: http.RequestListener = (req, res) => {
    const incomingId = req.headers['x-request-id'];
    const requestId = typeof incomingId === 'string' && requestIdPattern.test(incomingId) ? incomingId : randomUUID();
    const started = performance.now();
    res.setHeader('x-request-id', requestId);
    res.setHeader('x-content-type-options', 'nosniff');
    const handledBy: { service?: string } = {};
    res.on('finish', () => {
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          url: req.url,
          status: res.statusCode,
          service: handledBy.service,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });

    const url = req.url ?? '/';
    const pathname = url.split('?', 1)[0]!;
    if (pathname === '/healthz' || pathname === '/readyz') {
      sendJson(res, 200, { status: 'ok', service: 'gateway' });
      return;
    }
    if (pathname !== '/api' && !pathname.startsWith('/api/')) {
      if (config.WEB_ROOT) {
        serveWebApp(config.WEB_ROOT, req, res).catch(() => res.destroy());
      } else {
        sendError(res, 404, `No route for ${req.method} ${pathname}`);
      }
      return;
    }
    if (ambiguousPath.test(pathname)) {
      sendError(res, 400, 'Malformed request path');
      return;
    }
    if (pathname === '/api/status' && (req.method === 'GET' || req.method === 'HEAD')) {
      systemStatus(statusTargets, agent).then((status) => sendJson(res, 200, status));
      return;
    }
    const found = match(req.method ?? 'GET', pathname);
    if (found.kind === 'none') {
      sendError(res, 404, `No route for ${req.method} ${pathname}`);
      return;
    }
    if (found.kind === 'wrong-method') {
      sendError(res, 405, `${req.method} is not allowed on ${pathname}`, { allow: found.allowed.join(', ') });
      return;
    }
    handledBy.service = found.route.service;
    forwardRequest(req, res, {
      target: targets[found.route.service],
      service: found.route.service,
      requestId,
      agent,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      logger,
    });
  };

  const server = await serve(handler, { port: config.PORT, host: host ?? config.HOST, logger, name: 'gateway' });
  return {
    port: server.port,
    async stop() {
      await server.close();
      agent.destroy();
    },
  };
}
