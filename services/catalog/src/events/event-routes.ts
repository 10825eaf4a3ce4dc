import type { Express } from 'express';
import { catalogText, eventInputSchema, eventListQuerySchema } from '@ristorante/contracts';
import { AppError, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { sendPublic } from '../http/catalog-http.js';
import { mountContentEdits } from '../http/content-edit-routes.js';
import { removeEvent, saveEvent, scheduleEvent } from './event-edits.js';
import { describedEvents, findEvent, listEvents } from './event-repository.js';

const notFound = catalogText['catalog.event.notFound'];

export function mountEventRoutes(app: Express, deps: ServiceDeps): void {
  app.get('/api/events', async (req, res) => {
    const { when } = eventListQuerySchema.parse(req.query);
    sendPublic(res, await listEvents(deps.pool, when), 'revalidate');
  });

  app.get('/api/events/:id', async (req, res) => {
    const row = await findEvent(deps.pool, uuidParam(req.params.id, notFound));
    if (!row) throw new AppError(404, notFound);
    sendPublic(res, (await describedEvents(deps.pool, [row]))[0], 'revalidate');
  });

  mountContentEdits(app, '/api/events', eventInputSchema, notFound, {
    add: (fields) => scheduleEvent(deps, fields),
    save: (id, fields, expected) => saveEvent(deps, id, fields, expected),
    remove: (id) => removeEvent(deps, id),
  });
}
