import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logging/logger.js';

export interface RunningServer {
  port: number;
  server: http.Server;
  /** Stops accepting, lets requests in flight finish (up to `graceMs`), then closes what is left. */
  close(graceMs?: number): Promise<void>;
}

/**
 * Nginx and the gateway keep upstream connections open; Node's default 5 s keep-alive is shorter than theirs
 * and gives sporadic 502s, so ours outlives theirs.
 */
const keepAliveTimeoutMs = 65_000;

/** What an Express app gives each request and response: its own prototypes (with `req.app`, `res.json`, …). */
interface ExpressPrototypes {
  request: http.IncomingMessage;
  response: http.ServerResponse;
}

const hasPrototypes = (handler: object): handler is ExpressPrototypes =>
  'request' in handler && 'response' in handler && typeof handler.request === 'object';

/**
 * Express gives every request and response its prototypes with `Object.setPrototypeOf` as the call arrives, and
 * the objects Node's HTTP code then works on are slow from there on: it halves what a proxy hop can serve
 * (docs/decisions.md 103). A server that creates them with those prototypes in the first place leaves Express
 * nothing to change: subclasses of Node's IncomingMessage and ServerResponse whose prototypes sit in front of the
 * app's, and which the app then takes as its own. Subclasses (not plain functions calling Node's constructors on
 * `this`) keep V8's object layout for Node's many fields: a plain function cost 3 to 4 µs more per call.
 */
function createServer(handler: http.RequestListener): http.Server {
  if (!hasPrototypes(handler)) return http.createServer(handler);
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, handler.request);
  Object.setPrototypeOf(AppResponse.prototype, handler.response);
  handler.request = AppRequest.prototype;
  handler.response = AppResponse.prototype;
  return http.createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, handler);
}

export async function serve(
  handler: http.RequestListener,
  { port, host = '0.0.0.0', logger, name }: { port: number; host?: string; logger: Logger; name: string },
): Promise<RunningServer> {
  const server = createServer(handler);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  logger.info({ port: actualPort }, `${name} listening`);

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      force.unref();
      // A kept-alive connection turns idle once its last request is answered; close those as they appear.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      server.close(() => {
        clearTimeout(force);
        clearInterval(sweep);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { port: actualPort, server, close };
}
