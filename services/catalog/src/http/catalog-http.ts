import type { Request, Response } from 'express';
import { catalogText } from '@ristorante/contracts';
import { expectedVersionOf } from '@ristorante/kit';

/**
 * How long a public read may be used without asking again. The menu and gallery may be kept briefly by browsers
 * and proxies (a staff change reaches guests within seconds). Events and their seats (`live`) by Nginx for a second
 * (`s-maxage`, which it counts in whole seconds) and by browsers not at all, so no guest sees seats sold more than
 * two seconds ago, and one who just booked asks past every cache (docs/decisions.md 35, 170). Either way the ETag
 * (Express answers 304 to a matching If-None-Match) makes a repeat read cost no body.
 */
const cacheControl = {
  brief: 'public, max-age=10, stale-while-revalidate=30',
  live: 'public, max-age=0, s-maxage=1',
  revalidate: 'public, no-cache',
} as const;

export const briefCacheControl = cacheControl.brief;
export const liveCacheControl = cacheControl.live;

export function sendPublic(res: Response, body: unknown, freshness: keyof typeof cacheControl = 'brief'): void {
  res.setHeader('cache-control', cacheControl[freshness]);
  res.json(body);
}

/** The version a staff edit was made from (If-Match), if the dashboard names one (docs/decisions.md 87). */
export const expectedVersion = (req: Request): number | undefined =>
  expectedVersionOf(req, catalogText['catalog.version.invalid']);
