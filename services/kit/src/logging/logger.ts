import { pino, type Logger, type DestinationStream } from 'pino';
import { currentRequestId } from './request-context.js';

export type { Logger } from 'pino';

/** Paths that must never reach a log line, whatever a caller logs. */
const redactedPaths = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["x-internal-context"]',
  // A guest's personal link opens their booking: its token is never logged (docs/decisions.md 113).
  'req.headers["x-guest-token"]',
  // Events' tokens, should a payload ever be logged whole; one level deep only: every wildcard level costs each log
  // line (measured: two levels of these three names took a line from 12 to 21 µs).
  ...['manageToken', 'offerToken', 'accessToken'].flatMap((name) => [name, `*.${name}`]),
  'res.headers["set-cookie"]',
  // No guest's address in a log line (docs/decisions.md 78): the peer is the guest itself in the embedded mode,
  // and X-Forwarded-For names the guest behind Nginx.
  'req.remoteAddress',
  'req.headers["x-forwarded-for"]',
  'req.headers["x-real-ip"]',
  'req.headers.forwarded',
];

/** JSON logs, one line per event, with the request id of the request being served when there is one. */
export function createLogger(service: string, level = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { reqId: requestId } : {};
      },
    },
    destination,
  );
}
