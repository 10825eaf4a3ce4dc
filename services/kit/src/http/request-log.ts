import type { RequestHandler } from 'express';
import type { Logger } from '../logging/logger.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** The process's logger, for a handler's own lines about this request (the request id comes with them). */
    log: Logger;
  }
}

/** Probes answered many times a minute: never a line. */
const unlogged = new Set(['/healthz', '/readyz']);

/**
 * One line per request when it is answered: method, address, headers (secrets and guests' addresses redacted by
 * the logger), status and time; a 5xx as an error, a 4xx as a warning. Costs next to nothing when the level
 * leaves the line out, which matters at the gateway, where it runs for every call (docs/decisions.md 103).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    req.log = logger;
    const started = performance.now();
    res.once('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (unlogged.has(req.path) || !logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: req.headers['x-request-id'],
          req: { method: req.method, url: req.originalUrl, headers: req.headers },
          res: { statusCode: res.statusCode, headers: res.getHeaders() },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      );
    });
    next();
  };
}
