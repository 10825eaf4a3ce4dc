import type { Request, Response } from 'express';
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

/**
 * The version a staff edit was made from (docs/decisions.md 87): `If-Match: "3"`, as the dashboard sends the
 * `version` it read. Without the header the edit applies to whatever is there (an API client's plain PUT);
 * with one that does not parse, it is a 400 (`invalidKey`, the service's own message) rather than a silent
 * overwrite. `If-Match: *` is an edit of whatever is there.
 */
export function expectedVersionOf(req: Request, invalidKey: string): number | undefined {
  const header = req.header('if-match');
  if (header === undefined || header.trim() === '') return undefined;
  // `*` asks only that the thing exists (RFC 9110, 13.1.1), which an edit of a missing id answers with a 404 anyway.
  if (header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw new AppError(400, invalidKey);
  return Number(match[1]);
}
