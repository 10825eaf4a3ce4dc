import type { Response } from 'express';
import { z } from 'zod';
import { catalogContentChanged, type EventDefinition } from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type PoolClient, type ServiceDeps } from '@ristorante/kit';

/**
 * Public reads may be kept briefly by browsers and proxies, then revalidated with their ETag (Express answers
 * 304 to a matching If-None-Match): a change by staff reaches guests within seconds, and a repeat read costs
 * no body.
 */
export function sendPublic(res: Response, body: unknown): void {
  res.setHeader('cache-control', 'public, max-age=10, stale-while-revalidate=30');
  res.json(body);
}

/** A path id, or the resource's own 404: an id that is not even a UUID names nothing we have. */
export function idFrom(value: string | string[] | undefined, notFoundKey: string): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError(404, notFoundKey);
  return parsed.data;
}

export type ContentSection = z.infer<typeof catalogContentChanged.payload>['section'];

/**
 * One staff change in one transaction with its events in the outbox (the content change for caches, plus any
 * the caller records), then a nudge so the relay publishes at once.
 */
export async function changeContent<T>(
  deps: Pick<ServiceDeps, 'pool' | 'relay'>,
  section: ContentSection,
  change: 'created' | 'updated' | 'deleted',
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
