import type { Express } from 'express';
import { catalogText, eventInputSchema, eventListQuerySchema } from '@ristorante/contracts';
import { AppError, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { liveCacheControl } from '../http/catalog-http.js';
import { mountContentEdits } from '../http/content-edit-routes.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import { removeEvent, saveEvent, scheduleEvent } from './event-edits.js';
import { describedEvents, findEvent, listEvents } from './event-repository.js';

const notFound = catalogText['catalog.event.notFound'];

/**
 * The events and their seats, read by every guest who looks at a night: kept in the public read cache for
 * `liveMs` (`events:…`; half a second), dropped at once by this replica's seat holds and edits, and by Nginx for a
 * second; a caller asking to revalidate reads the database (docs/decisions.md 170).
 */
export function mountEventRoutes(app: Express, deps: ServiceDeps, cache: PublicReadCache, liveMs: number): void {
  const content = { ...deps, readCache: cache };
  const live = { ttlMs: liveMs, freshOnRequest: true };

  app.get('/api/events', async (req, res) => {
    const { when } = eventListQuerySchema.parse(req.query);
    await cache.send(req, res, `events:${when}`, liveCacheControl, () => listEvents(deps.pool, when), live);
  });

  app.get('/api/events/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    // A 404 is thrown by the load, so it is never kept.
    await cache.send(
      req,
      res,
      `events:${id}`,
      liveCacheControl,
      async () => {
        const row = await findEvent(deps.pool, id);
        if (!row) throw new AppError(404, notFound);
        return (await describedEvents(deps.pool, [row]))[0];
      },
      live,
    );
  });

  mountContentEdits(app, '/api/events', eventInputSchema, notFound, {
    add: (fields) => scheduleEvent(content, fields),
    save: (id, fields, expected) => saveEvent(content, id, fields, expected),
    remove: (id) => removeEvent(content, id),
  });
}
