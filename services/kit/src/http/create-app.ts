import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Readiness, Route } from '@ristorante/contracts';
import type { InternalTrust } from '../auth/internal-keys.js';
import type { Logger } from '../logging/logger.js';
import { requestContext, requestIdFrom } from '../logging/request-context.js';
import { errorHandler, jsonNotFound } from './error-handler.js';
import { internalContextGuard } from './internal-context.js';
import { requestLog } from './request-log.js';
import { noErrorEtags } from './no-error-etags.js';
import { httpMetrics, metricsEndpoint } from '../metrics/http-metrics.js';
import { scrapedGauge, type ServiceMetrics } from '../metrics/service-metrics.js';

/** A dependency the service cannot serve without; it throws when the dependency does not answer. */
export type ReadinessCheck = () => Promise<void>;
/** What `/readyz` also tells without failing over it (the outbox's backlog): a line of text. */
export type ReadinessDetail = () => Promise<string>;

export interface AppOptions {
  service: string;
  logger: Logger;
  /** Checked by `/readyz`, e.g. `{ database: ..., bus: ... }`. */
  readiness: Record<string, ReadinessCheck>;
  /** Shown by `/readyz` beside the checks, never failing it, e.g. `{ outbox: ... }`. */
  readinessDetails?: Record<string, ReadinessDetail>;
  /** Mounts the service's own routes between the common head and tail. */
  routes: (app: Express) => void;
  /** Whose signed contexts it takes (see internal-context.ts); none without (a process with no such routes). */
  internalTrust: InternalTrust | undefined;
  /**
   * This service's routes from the shared table: admin ones are refused without an admin in that context, the
   * others the gateway vouches for without its context (internal-context.ts).
   */
  guardedRoutes: Route[];
  bodyLimit?: string;
  /**
   * Whether bodies are read as JSON (every service) or left unread for a proxy to stream on (the gateway: a
   * proxy that reads a body first makes the call hang, docs/decisions.md 103).
   */
  bodies?: 'json' | 'unread';
  /**
   * The security headers of every answer: helmet's (every service), or the caller's own (the gateway: the pages
   * it serves in the embedded mode carry exactly the headers Nginx sets, docs/decisions.md 14 and 92).
   */
  securityHeaders?: RequestHandler;
  /**
   * Whether calls must carry a signed internal context on `/internal/…` and admin routes (every service); not
   * for the gateway, which is the one that signs them.
   */
  checksInternalContext?: boolean;
  /**
   * Whether each request's id is carried through all the work it starts, so every log line written while serving
   * it names it (every service); not for the gateway, whose few lines name it themselves: Node 20's
   * AsyncLocalStorage runs a hook on every promise and socket write, a sixth of a proxy hop (docs/decisions.md 103).
   */
  carriesRequestContext?: boolean;
  /** Counts every request (route, method, status, time) into this registry (docs/decisions.md 118). */
  metrics?: ServiceMetrics;
  /**
   * Whether `GET /metrics` answers the registry on this app's port: every service's port is internal; the embedded
   * mode's gateway is the public origin, so it does not (docs/decisions.md 118).
   */
  servesMetrics?: boolean;
}

const readinessTimeoutMs = 2_000;

/**
 * Keeps the id the gateway passed on (when it looks like one), or makes one; with the request context, every log
 * line written while serving the request carries it.
 */
const requestId =
  (carriesContext: boolean): RequestHandler =>
  (req, res, next) => {
    const id = requestIdFrom(req.header('x-request-id'));
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    if (carriesContext) requestContext.run({ requestId: id }, next);
    else next();
  };

async function checkAll(checks: Record<string, ReadinessCheck>): Promise<Readiness['checks']> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${readinessTimeoutMs} ms`)), readinessTimeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, `fail: ${error instanceof Error ? error.message : String(error)}`] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The Express app every service starts from: request ids, JSON logs, security headers, JSON bodies,
 * `/healthz` (the process is alive) and `/readyz` (its dependencies answer), then the service's routes,
 * then a JSON 404 and the one error handler.
 */
export function createApp({
  service,
  logger,
  readiness,
  readinessDetails = {},
  routes,
  internalTrust,
  guardedRoutes,
  bodyLimit = '100kb',
  bodies = 'json',
  // No HSTS: a service speaks plain HTTP behind the gateway; HSTS is for whoever ends TLS to say (docs/decisions.md 123).
  securityHeaders = helmet({ strictTransportSecurity: false }),
  checksInternalContext = true,
  carriesRequestContext = true,
  metrics,
  servesMetrics = true,
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestId(carriesRequestContext));
  app.use(requestLog(logger));
  if (metrics) app.use(httpMetrics(metrics));
  app.use(securityHeaders);
  app.use(noErrorEtags);
  if (checksInternalContext) app.use(internalContextGuard(service, internalTrust, guardedRoutes));
  if (bodies === 'json') {
    // Not strict: a bare JSON value (null, 42) is read too, and then validated like any body, naming its fields.
    app.use(express.json({ limit: bodyLimit, strict: false }));
    // A POST without a JSON object (no body, a form, a bare 42 or [1]) is validated as an empty object: every
    // required field is then named, rather than one message about the body.
    app.use((req, _res, next) => {
      if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) req.body = {};
      next();
    });
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await checkAll(readiness);
    const ok = Object.values(checks).every((value) => value === 'ok');
    const details = Object.fromEntries(
      await Promise.all(
        Object.entries(readinessDetails).map(async ([name, detail]) => [
          name,
          await detail().catch((error: unknown) => `unknown: ${String(error)}`),
        ]),
      ),
    );
    const body: Readiness = {
      status: ok ? 'ok' : 'fail',
      service,
      checks,
      ...(Object.keys(details).length > 0 ? { details } : {}),
    };
    res.status(ok ? 200 : 503).json(body);
  });

  if (metrics && servesMetrics) app.get('/metrics', metricsEndpoint(metrics));
  // What `/readyz` answers, as a series an alert watches: 1 when every dependency answers (docs/decisions.md 118).
  if (metrics) {
    scrapedGauge(
      metrics.registry,
      { name: 'service_ready', help: '1 when every dependency /readyz checks answers, else 0.' },
      async (gauge) => {
        const checks = await checkAll(readiness);
        gauge.set(Object.values(checks).every((value) => value === 'ok') ? 1 : 0);
      },
    );
  }

  routes(app);

  app.use(jsonNotFound);
  app.use(errorHandler);
  return app;
}
