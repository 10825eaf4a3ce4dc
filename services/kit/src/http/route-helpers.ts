import type { Response } from 'express';
import { z } from 'zod';
import { AppError } from './app-error.js';

/** A path id, or the resource's own 404: an id that is not even a UUID names nothing a service has. */
export function uuidParam(value: unknown, notFoundKey: string): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError(404, notFoundKey);
  return parsed.data;
}

/** Staff lists: a page as a plain JSON array (docs/decisions.md 59), its totals in headers (`x-total-count`, …), never cached. */
export function sendList(res: Response, items: unknown[], counts: Record<string, number>): void {
  for (const [name, value] of Object.entries(counts)) res.setHeader(name, String(value));
  res.setHeader('cache-control', 'no-store');
  res.json(items);
}
