import http from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import type { Logger } from '@ristorante/kit';
import { sendError } from '../http/send-error.js';

/** Headers that describe one hop's connection, never to be passed on (RFC 9110 section 7.6.1). */
const hopByHop = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  // The gateway already answered the client's 100-continue; the service gets the body without asking.
  'expect',
];

const hopByHopNames = new Set(hopByHop);

/** The same, and the answer's framing, which Node sets anew for the guest's connection. */
const answerHopByHop = [...hopByHop, 'transfer-encoding'];

/** Connection failures that mean nobody is listening: the service is down, not broken. */
const unavailableCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

class UpstreamTimeout extends Error {}

/** Where one call goes and what it carries, decided by the guard before the proxy runs. */
export interface ProxyCall {
  target: URL;
  service: string;
  /** Set on the way in, replacing whatever the client sent under those names. */
  setHeaders: Record<string, string>;
  /** Never passed on (e.g. cookies to a service that has no business with them). */
  dropHeaders: string[];
}

interface CallState {
  call: ProxyCall;
  upstream?: http.ClientRequest;
  retried: boolean;
}

// Per-call state lives on the objects themselves, under symbols: a WeakMap keyed by every request, or a closure
// and a timer per call, cost a quarter of the hop at 64 connections (docs/decisions.md 103).
const callOf = Symbol('proxy call');
const upstreamOf = Symbol('upstream in flight');
const watched = Symbol('watched for close');

interface GuestRequest extends http.IncomingMessage {
  [callOf]?: CallState;
}
interface GuestSocket extends Socket {
  [upstreamOf]?: http.ClientRequest;
  [watched]?: true;
}

/**
 * The guest's connection closed: a call still in flight on it has nobody to answer, and one whose answer went
 * out before its body ended (the answer closed the connection) must not hold the service's connection either.
 * A call already answered in full is left alone: its socket went back to the agent's pool.
 */
function onGuestClosed(this: GuestSocket) {
  const upstream = this[upstreamOf];
  this[upstreamOf] = undefined;
  if (upstream && !upstream.destroyed) upstream.destroy();
}

/** The service's socket was silent for the timeout while a call waited on it. */
function onUpstreamTimeout(this: http.ClientRequest) {
  this.destroy(new UpstreamTimeout('no answer in time'));
}

/**
 * Streams a call to its service and the answer back with http-proxy-middleware, never reading the body
 * (docs/decisions.md 103). A service that is down answers 503, one that breaks off 502, one that does not answer
 * in time 504, all in JSON. The upstream request never outlives the guest's: it is destroyed when the guest's
 * connection closes, and when the service answers before the guest's body has ended that answer closes the
 * connection, so a body that never comes cannot hold a connection to a service. Returns the forwarding function
 * and the agent's `destroy` for shutdown.
 */
export function createServiceProxy({ timeoutMs, logger }: { timeoutMs: number; logger: Logger }): {
  forward: (req: Request, res: Response, call: ProxyCall) => void;
  close: () => void;
} {
  // Without keep-alive every proxied call pays a new TCP connection; most of a hop's cost. FIFO takes the free
  // connections in turn, so the replicas of a scaled service (one name, several addresses) share the load. The
  // timeout is the sockets' own, set once per socket rather than once per call: a call whose socket is silent
  // that long ends in 504, and an idle pooled socket closes.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, scheduling: 'fifo', timeout: timeoutMs });

  const listeners: Plugin<Request, Response> = (server) => {
    server.on('proxyReq', (upstream, req) => {
      (req as GuestRequest)[callOf]!.upstream = upstream;
      upstream.once('timeout', onUpstreamTimeout);
      const socket = req.socket as GuestSocket;
      socket[upstreamOf] = upstream;
      if (!socket[watched]) {
        socket[watched] = true;
        socket.once('close', onGuestClosed);
      }
    });
    server.on('proxyRes', (answer, req, res) => {
      const headers = answer.headers;
      for (const name of answerHopByHop) if (headers[name] !== undefined) delete headers[name];
      // The service answered before the guest's body ended (a refusal, say): this connection ends with the
      // answer, and its close ends the one to the service.
      headers.connection = req.complete && res.shouldKeepAlive ? 'keep-alive' : 'close';
    });
    server.on('econnreset', () => undefined); // the guest went away: nobody to answer
    server.on('error', (error: NodeJS.ErrnoException, req, res) => {
      answerFailure(error, req as Request, res as Response);
    });
  };

  // One proxy per service, its address fixed: nothing is decided per call but the headers (set before it runs).
  const proxies = new Map<string, RequestHandler>();
  const proxyTo = (target: URL): RequestHandler => {
    let proxy = proxies.get(target.origin);
    if (!proxy) {
      proxy = createProxyMiddleware<Request, Response>({
        target: target.origin,
        changeOrigin: true,
        agent,
        // Our own logs and error answers; the library's defaults would print to the console and answer in text.
        ejectPlugins: true,
        plugins: [listeners],
      });
      proxies.set(target.origin, proxy);
    }
    return proxy;
  };

  function answerFailure(error: NodeJS.ErrnoException, req: Request, res: Response) {
    const state = (req as GuestRequest)[callOf];
    if (!state || res.writableEnded || res.destroyed) return;
    const { service } = state.call;
    const requestId = req.headers['x-request-id'];
    // A kept-alive socket the service had just closed: safe to try once more for a call without effects.
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    if (!state.retried && idempotent && state.upstream?.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) {
      state.retried = true;
      void proxyTo(state.call.target)(req, res, () => undefined);
      return;
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof UpstreamTimeout) {
      logger.warn({ service, reqId: requestId }, 'service did not answer in time');
      sendError(res, 504, `The ${service} service did not answer in time. Please try again.`);
    } else if (error.code && unavailableCodes.has(error.code)) {
      logger.warn({ service, reqId: requestId, code: error.code }, 'service unavailable');
      sendError(res, 503, `The ${service} service is unavailable right now. Please try again in a moment.`, {
        'retry-after': '5',
      });
    } else {
      logger.warn({ service, reqId: requestId, err: error }, 'service connection failed');
      sendError(res, 502, `The ${service} service failed to answer. Please try again.`);
    }
  }

  const forward = (req: Request, res: Response, call: ProxyCall) => {
    // A new object rather than `delete`s on the parsed one, which would make every later read of it slow.
    const headers: http.IncomingHttpHeaders = {};
    const given = req.headers;
    for (const name in given) {
      if (!hopByHopNames.has(name) && !call.dropHeaders.includes(name)) headers[name] = given[name];
    }
    // A body is either framed by its length or chunked; both at once is refused by Node's parser before this.
    if (headers['content-length']) delete headers['transfer-encoding'];
    Object.assign(headers, call.setHeaders);
    headers['x-forwarded-for'] = [given['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    req.headers = headers;
    (req as GuestRequest)[callOf] = { call, retried: false };
    void proxyTo(call.target)(req, res, () => undefined);
  };
  return { forward, close: () => agent.destroy() };
}
