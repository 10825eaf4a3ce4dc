import type { Response } from 'express';
import { z } from 'zod';
import { AppError } from '@ristorante/kit';

/** A path id, or the resource's own 404. */
export function idFrom(value: unknown, notFoundKey: string): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError(404, notFoundKey);
  return parsed.data;
}

/** Staff lists: a page as a JSON array (the spec's shape), totals in headers, never cached. */
export function sendPage(res: Response, items: unknown[], headers: Record<string, number>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, String(value));
  res.setHeader('cache-control', 'no-store');
  res.json(items);
}

/** What a guest's form gets back: a receipt, never their data echoed (a bot caught by the honeypot gets one too). */
export interface Receipt {
  id: string;
  receivedAt: string;
}
