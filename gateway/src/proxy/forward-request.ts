import http from 'node:http';
import type { Logger } from '@ristorante/kit';
import { sendError } from '../http/send-json.js';

/** Headers that describe one hop's connection, never to be passed on (RFC 9110 section 7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!hopByHop.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/** Connection failures that mean nobody is listening: the service is down, not broken. */
const unavailableCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export interface ForwardOptions {
  target: URL;
  /** Set on the way in, replacing whatever the client sent under those names. */
  setHeaders: Record<string, string>;
  /** Never passed on (e.g. cookies to a service that has no business with them). */
  dropHeaders: string[];
  service: string;
  requestId: string;
  agent: http.Agent;
  timeoutMs: number;
  logger: Logger;
}

class UpstreamTimeout extends Error {}

/**
 * Streams a request to a service and its answer back, untouched (the gateway never parses bodies). A service
 * that is down answers 503, one that breaks off 502, one that does not answer in time 504, all in JSON.
 */
export function forwardRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: ForwardOptions,
  retried = false,
): void {
  const { target, service, requestId, agent, timeoutMs, logger, setHeaders, dropHeaders } = options;
  const incoming = withoutHopHeaders(req.headers);
  for (const name of dropHeaders) delete incoming[name];
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request({
    host: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    agent,
    headers: {
      ...incoming,
      ...setHeaders,
      host: target.host,
      'x-request-id': requestId,
      'x-forwarded-for': forwardedFor,
      ...(req.headers['transfer-encoding'] && !req.headers['content-length'] ? { 'transfer-encoding': 'chunked' } : {}),
    },
  });
  upstream.setTimeout(timeoutMs, () => upstream.destroy(new UpstreamTimeout(`no answer within ${timeoutMs} ms`)));

  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });

  // The guest went away: stop the work upstream as well, and neither retry nor answer anyone.
  let clientGone = false;
  res.on('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    upstream.destroy();
  });

  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (clientGone) return;
    // A kept-alive socket the service had just closed: safe to try once more for a request without effects.
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    if (!retried && idempotent && upstream.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) {
      forwardRequest(req, res, options, true);
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
  });

  if (retried) upstream.end();
  else req.pipe(upstream);
}
