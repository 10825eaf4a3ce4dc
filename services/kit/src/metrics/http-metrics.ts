import type { RequestHandler } from 'express';
import { processMetrics, type ServiceMetrics } from './service-metrics.js';

/** Series that are not requests a guest or the staff make: probes and the scrape itself. */
const uncounted = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Counts each answered request and its time. The route label is the pattern that matched (`/api/menu/:id`), set by
 * the gateway's route table in `res.locals.route` or by Express's own router; a request no route took is
 * `unmatched`, so a scan of random paths cannot make a series per path.
 */
export function httpMetrics(metrics: ServiceMetrics): RequestHandler {
  return (req, res, next) => {
    if (uncounted.has(req.path)) return next();
    const started = process.hrtime.bigint();
    // 'close', not 'finish': a call the guest gave up on (a slow service) is counted too, as `aborted`.
    res.once('close', () => {
      const locals = res.locals as { route?: string };
      const matched = req.route as { path?: unknown } | undefined;
      const route = locals.route ?? (typeof matched?.path === 'string' ? `${req.baseUrl}${matched.path}` : 'unmatched');
      const labels = { route, method: req.method, status: res.writableFinished ? String(res.statusCode) : 'aborted' };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

/**
 * `GET /metrics`: the service's registry and the process's, in the Prometheus text format. Mounted on internal
 * ports only (docs/decisions.md 118).
 */
export function metricsEndpoint(metrics: ServiceMetrics): RequestHandler {
  return async (_req, res, next) => {
    try {
      // Each in turn, not merged: a merge copies the series registered so far and drops the service's label.
      const body = (await metrics.registry.metrics()) + (await processMetrics().metrics());
      res.setHeader('content-type', metrics.registry.contentType);
      res.setHeader('cache-control', 'no-store');
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
}
