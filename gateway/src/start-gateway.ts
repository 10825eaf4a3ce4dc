import http from 'node:http';
import { z } from 'zod';
import { createLogger, env, requestIdFrom, serve, signInternalContext, type InternalSigner, type Logger } from '@ristorante/kit';
import { clientIp } from './guard/client-ip.js';
import { createRateLimiter } from './guard/rate-limiter.js';
import { verifyAdmin } from './guard/verify-admin.js';
import { sendError, sendJson } from './http/send-json.js';
import { forwardRequest } from './proxy/forward-request.js';
import {
  authMessages,
  createRouteMatcher,
  internalContextHeader,
  routeTable,
  type InternalContext,
  type Route,
  type ServiceName,
} from '@ristorante/contracts';

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
  /**
   * The gateway's private key: it signs what it checked (client address, admin) for the services, which hold only
   * its public key (docs/decisions.md 100).
   */
  INTERNAL_SIGNING_KEY: env.privateKey(),
  /** Proxies in front whose X-Forwarded-For entry is believed: 1 behind Nginx, 0 when clients connect directly. */
  TRUSTED_PROXY_HOPS: env.int(0),
  /** Calls per client address and route within the window, for the public POSTs (forms, sign-in, refresh). */
  RATE_LIMIT_PUBLIC_POSTS: env.int(20),
  RATE_LIMIT_WINDOW_MS: env.int(60_000),
  /** The built web app, served for every non-API path (embedded mode only; Nginx does it otherwise). */
  WEB_ROOT: z.string().min(1).optional(),
  /** The renderer's pages (embedded mode): each guest address is answered from here, an unknown one with 404. */
  PAGES_DIR: z.string().min(1).optional(),
  LOG_LEVEL: env.logLevel(),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export interface RunningGateway {
  port: number;
  stop(): Promise<void>;
}

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
  const signer: InternalSigner = { issuer: 'gateway', key: config.INTERNAL_SIGNING_KEY };
  const match = createRouteMatcher(routeTable);
  const publicPosts = createRateLimiter({ limit: config.RATE_LIMIT_PUBLIC_POSTS, windowMs: config.RATE_LIMIT_WINDOW_MS });
  const statusTargets: Record<string, URL> = {
    ...targets,
    ...(config.WORKER_URL ? { 'notification-worker': new URL(config.WORKER_URL) } : {}),
  };

  const handler: http.RequestListener = (req, res) => {
    const requestId = requestIdFrom(req.headers['x-request-id']);
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
        serveWebApp(config.WEB_ROOT, config.PAGES_DIR, req, res).catch(() => res.destroy());
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
      systemStatus(statusTargets, agent, { detailed: false }).then((status) => sendJson(res, 200, status));
      return;
    }
    if (pathname === '/api/admin/status' && (req.method === 'GET' || req.method === 'HEAD')) {
      answerDetailedStatus(req, res).catch((error: unknown) => {
        logger.error({ err: error, reqId: requestId }, 'gateway failed');
        if (!res.headersSent) sendError(res, 500, 'Internal server error');
      });
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
    guardAndForward(req, res, found.route, requestId, pathname).catch((error: unknown) => {
      logger.error({ err: error, reqId: requestId }, 'gateway failed');
      if (!res.headersSent) sendError(res, 500, 'Internal server error');
    });
  };

  /** The status with each service's checks, for signed-in staff only. */
  async function answerDetailedStatus(req: http.IncomingMessage, res: http.ServerResponse) {
    const verdict = await verifyAdmin(req, targets.auth, {
      agent,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      signer,
      ip: clientIp(req, config.TRUSTED_PROXY_HOPS),
    });
    if (verdict.kind === 'unauthenticated') return sendError(res, 401, authMessages.authenticationRequired);
    if (verdict.kind !== 'admin')
      return sendError(res, 503, 'Signing in is unavailable right now. Please try again in a moment.');
    sendJson(res, 200, await systemStatus(statusTargets, agent, { detailed: true }));
  }

  /**
   * The guard in front of every service: rate limits on the public forms, a live admin session (and for a change,
   * its CSRF token) on admin routes, then the call passes on with the gateway's signed context.
   */
  async function guardAndForward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    route: Route,
    requestId: string,
    path: string,
  ) {
    const ip = clientIp(req, config.TRUSTED_PROXY_HOPS);
    if (route.access === 'public' && route.method === 'POST') {
      const verdict = publicPosts.take(`${ip} ${route.path}`);
      if (!verdict.allowed) {
        sendError(res, 429, 'Too many requests. Please wait a moment and try again.', {
          'retry-after': String(verdict.retryAfterSeconds),
        });
        return;
      }
    }
    const context: InternalContext = { ip };
    if (route.access === 'admin') {
      const verdict = await verifyAdmin(req, targets.auth, {
        agent,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        signer,
        ip,
      });
      if (verdict.kind === 'unauthenticated') return sendError(res, 401, authMessages.authenticationRequired);
      if (verdict.kind === 'csrf-missing') return sendError(res, 403, authMessages.csrfRequired);
      if (verdict.kind === 'auth-unavailable') {
        return sendError(res, 503, 'Signing in is unavailable right now. Please try again in a moment.', { 'retry-after': '5' });
      }
      // Staff may not edit content or accounts (docs/decisions.md 86); the service checks again.
      if (route.ownerOnly && verdict.admin.role !== 'owner') return sendError(res, 403, authMessages.ownerOnly);
      context.admin = verdict.admin;
    }
    // A guest's read of the menu, gallery, events or reviews needs nothing vouched for: no token is signed for
    // it (the hop's biggest cost after the proxying itself), and a client's own header of that name is dropped.
    const method = req.method ?? 'GET';
    const vouched = route.access === 'admin' || route.service === 'auth' || (method !== 'GET' && method !== 'HEAD');
    forwardRequest(req, res, {
      target: targets[route.service],
      service: route.service,
      requestId,
      agent,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      logger,
      setHeaders: vouched
        ? {
            [internalContextHeader]: await signInternalContext(signer, context, {
              service: route.service,
              method,
              path,
            }),
          }
        : {},
      // Only the auth service reads the admin's cookies; nobody else gets them.
      dropHeaders: [...(route.service === 'auth' ? [] : ['cookie']), ...(vouched ? [] : [internalContextHeader])],
    });
  }

  const server = await serve(handler, { port: config.PORT, host: host ?? config.HOST, logger, name: 'gateway' });
  return {
    port: server.port,
    async stop() {
      await server.close();
      publicPosts.stop();
      agent.destroy();
    },
  };
}
