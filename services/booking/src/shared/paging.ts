import type { Response } from 'express';

/** Lists answer a page as a JSON array (the spec's shape) with the total count in a header. */
export function sendPage(res: Response, items: unknown[], total: number): void {
  res.setHeader('x-total-count', String(total));
  res.setHeader('cache-control', 'no-store');
  res.json(items);
}
