import type { Response } from 'express';
import type { z } from 'zod';
import { catalogContentChanged, catalogText, type EventDefinition } from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type PoolClient, type ServiceDeps } from '@ristorante/kit';
import { contentRowExists, type ContentTable } from '../shared/content-repository.js';

/**
 * How long a public read may be used without asking again. The menu and gallery may be kept briefly by browsers
 * and proxies (a staff change reaches guests within seconds). Events are revalidated every time, because a guest
 * who just booked must see the seats taken (docs/decisions.md 35). Either way the ETag (Express answers
 * 304 to a matching If-None-Match) makes a repeat read cost no body.
 */
const cacheControl = {
  brief: 'public, max-age=10, stale-while-revalidate=30',
  revalidate: 'public, no-cache',
} as const;

export const briefCacheControl = cacheControl.brief;

export function sendPublic(res: Response, body: unknown, freshness: keyof typeof cacheControl = 'brief'): void {
  res.setHeader('cache-control', cacheControl[freshness]);
  res.json(body);
}

type ContentChange = z.infer<typeof catalogContentChanged.payload>;

/**
 * One staff change in one transaction with its events in the outbox (the content change for caches, plus any
 * the caller records), then a nudge so the relay publishes at once.
 */
export async function changeContent<T>(
  deps: Pick<ServiceDeps, 'pool' | 'relay'>,
  section: ContentChange['section'],
  change: ContentChange['change'],
  work: (
    client: PoolClient,
    record: <P>(definition: EventDefinition<P>, payload: P) => Promise<void>,
  ) => Promise<{ id: string; result: T } | undefined>,
): Promise<T | undefined> {
  const outcome = await withTransaction(deps.pool, async (client) => {
    const done = await work(client, async (definition, payload) => {
      await recordEvent(client, definition, payload);
    });
    if (done) await recordEvent(client, catalogContentChanged, { section, id: done.id, change });
    return done;
  });
  if (outcome) deps.relay?.nudge();
  return outcome?.result;
}

/**
 * After an update matched no row: 404 when the row is gone, 412 when it is there with another version (someone
 * saved in between; the dashboard asks to reload).
 */
export async function refuseStaleOrMissing(
  client: PoolClient,
  table: ContentTable,
  id: string,
  notFound: string,
): Promise<never> {
  if (await contentRowExists(client, table, id)) throw new AppError(412, catalogText['catalog.version.conflict']);
  throw new AppError(404, notFound);
}
