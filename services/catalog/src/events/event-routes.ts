import type { Express } from 'express';
import {
  catalogEventChanged,
  catalogEventDeleted,
  catalogEventScheduled,
  catalogText,
  eventInputSchema,
  eventListQuerySchema,
  type EventFields,
} from '@ristorante/contracts';
import { AppError, expectedVersionOf, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { changeContent, sendPublic } from '../http/catalog-http.js';
import {
  deleteEvent,
  findEvent,
  insertEvent,
  listEvents,
  lockEvent,
  describedEvents,
  updateEvent,
  type EventRow,
} from './event-repository.js';
import { roomClaimOf } from './event-room-claim.js';

const notFound = catalogText['catalog.event.notFound'];

/** Fewer places than guests already in would oversell the event: staff must cancel bookings first. */
function assertPlacesFit(row: EventRow, fields: EventFields): void {
  if (row.held_seats + fields.manual_attendees > fields.max_attendees) {
    const message = catalogText['catalog.maxAttendees.belowTaken'];
    throw new AppError(409, message, { max_attendees: message });
  }
}

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

  app.post('/api/events', async (req, res) => {
    const fields = eventInputSchema.parse(req.body);
    const event = await changeContent(deps, 'events', 'created', async (client, record) => {
      const created = await insertEvent(client, fields);
      await record(catalogEventScheduled, roomClaimOf(created));
      return { id: created.id, result: created };
    });
    res.status(201).json(event);
  });

  app.put('/api/events/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const fields = eventInputSchema.parse(req.body);
    const expected = expectedVersionOf(req, catalogText['catalog.version.invalid']);
    const event = await changeContent(deps, 'events', 'updated', async (client, record) => {
      const row = await lockEvent(client, id);
      if (!row) return undefined;
      // Checked under the row's lock, so no save slips in between (docs/decisions.md 87).
      if (expected !== undefined && row.version !== expected) throw new AppError(412, catalogText['catalog.version.conflict']);
      assertPlacesFit(row, fields);
      const updated = await updateEvent(client, id, fields);
      // What the bookings name of the event: its guests hear of a change (docs/decisions.md 97).
      const previous = {
        title_de: row.title_de,
        title_en: row.title_en,
        event_date: row.event_date.toISOString(),
        price_cents: row.price_cents,
      };
      const now = {
        title_de: fields.title_de,
        title_en: fields.title_en,
        event_date: updated.event_date,
        price_cents: fields.price,
      };
      const changed = (Object.keys(now) as (keyof typeof now)[]).some((key) => now[key] !== previous[key]);
      if (changed) await record(catalogEventChanged, { eventId: id, version: updated.version, ...now, previous });
      // Its hours, places or exclusivity may have changed: the room hears of every save (docs/decisions.md 111).
      await record(catalogEventScheduled, roomClaimOf(updated));
      return { id, result: updated };
    });
    if (!event) throw new AppError(404, notFound);
    res.json(event);
  });

  // Deleting an event deletes its bookings' seats (the dashboard warns staff, docs/decisions.md 91); the booking
  // service hears of it.
  app.delete('/api/events/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const deleted = await changeContent(deps, 'events', 'deleted', async (client, record) => {
      const row = await lockEvent(client, id);
      if (!row) return undefined;
      const releasedHolds = await deleteEvent(client, id);
      await record(catalogEventDeleted, {
        eventId: id,
        title_en: row.title_en,
        title_de: row.title_de,
        event_date: row.event_date.toISOString(),
        releasedHolds,
      });
      return { id, result: true };
    });
    if (!deleted) throw new AppError(404, notFound);
    res.status(204).end();
  });
}
