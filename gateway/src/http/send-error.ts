import type { Response } from 'express';
import type { ErrorResponse } from '@ristorante/contracts';

/** The gateway's own answers (404, 405, 429, 5xx, status): JSON in the one error shape, never cached. */
export function sendJson(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.status(status).set(headers).set('cache-control', 'no-store').json(body);
}

export function sendError(res: Response, status: number, error: string, headers: Record<string, string> = {}): void {
  const body: ErrorResponse = { error };
  sendJson(res, status, body, headers);
}
