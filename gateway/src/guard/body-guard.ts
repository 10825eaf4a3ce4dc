import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { authMessages } from '@ristorante/contracts';
import { sendError } from '../http/send-error.js';

export interface BodyGuard {
  /**
   * Admits a call with a body, or answers it (and says so by returning false): one address has too many bodies
   * still arriving. An admitted body that is not whole within the time is answered 408 and its connection closed.
   */
  admit(req: IncomingMessage, res: Response, address: string): boolean;
}

const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Bodies on their way, bounded per client address and in time (docs/decisions.md 124). The gateway streams a
 * body on to its service as it arrives (it must not read it first, decision 103), so a client sending a byte every
 * few seconds holds one of the gateway's sockets to that service the whole while: 280 such calls from one address
 * held all 256 sockets to booking for five minutes, and availability timed out for everyone. Behind Nginx bodies
 * arrive whole; in the embedded mode the gateway is what guests reach. So one address may have `perAddress` bodies
 * arriving at once (the next is answered 429 at once, its connection closed), and each has `timeoutMs` to arrive.
 */
export function createBodyGuard({ perAddress, timeoutMs }: { perAddress: number; timeoutMs: number }): BodyGuard {
  const arriving = new Map<string, Set<IncomingMessage>>();
  return {
    admit(req, res, address) {
      if (!hasBody(req) || req.complete) return true;
      let open = arriving.get(address);
      if (!open) arriving.set(address, (open = new Set()));
      if (open.size >= perAddress) {
        // A body that has arrived whole but waits to be passed on (behind Nginx, every body soon does) holds
        // nothing: only those still arriving count.
        for (const other of open) if (other.complete) open.delete(other);
        if (open.size >= perAddress) {
          refuse(res, 429, authMessages.tooManyRequests, { 'retry-after': '5' });
          return false;
        }
      }
      open.add(req);
      const done = () => {
        clearTimeout(timer);
        open.delete(req);
        if (open.size === 0 && arriving.get(address) === open) arriving.delete(address);
      };
      const timer = setTimeout(() => {
        done();
        if (req.complete || res.writableEnded) return;
        // The connection goes once the answer is out, and the call to the service with it (its socket is free).
        if (res.headersSent) req.destroy();
        else res.once('finish', () => req.destroy());
        refuse(res, 408, 'The request body did not arrive in time.');
      }, timeoutMs);
      timer.unref();
      req.once('end', done);
      req.once('close', done);
      res.once('close', done);
      return true;
    },
  };
}

/** An answer that also ends the connection: the rest of the body is never read. */
function refuse(res: Response, status: number, error: string, headers: Record<string, string> = {}) {
  if (!res.headersSent) sendError(res, status, error, { connection: 'close', ...headers });
}
