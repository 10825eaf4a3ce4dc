import type http from 'node:http';
import type { ErrorResponse } from '@ristorante/contracts';

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

export function sendError(res: http.ServerResponse, status: number, error: string, headers: http.OutgoingHttpHeaders = {}): void {
  const body: ErrorResponse = { error };
  sendJson(res, status, body, headers);
}
