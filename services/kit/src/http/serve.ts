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

export async function serve(
  handler: http.RequestListener,
  { port, host = '0.0.0.0', logger, name }: { port: number; host?: string; logger: Logger; name: string },
): Promise<RunningServer> {
  const server = http.createServer(handler);
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
