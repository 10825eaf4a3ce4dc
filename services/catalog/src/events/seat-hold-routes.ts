import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import { catalogText, localizeMessage, seatHoldRequestSchema, type SeatHoldRefusal } from '@ristorante/contracts';
import { AppError, uuidParam, localeOf, type ServiceDeps } from '@ristorante/kit';
import type { PublicReadCache } from '../http/public-read-cache.js';
import { holdSeats, releaseSeats } from './hold-seats.js';

const notFound = catalogText['catalog.event.notFound'];

function bookingIdFrom(value: unknown): string {
  const parsed = z.uuid().safeParse(value);
  const message = catalogText['catalog.bookingId.invalid'];
  if (!parsed.success) throw new AppError(400, message, { bookingId: message });
  return parsed.data;
}

function refuse(req: Request, res: Response, reason: SeatHoldRefusal['reason'], spotsLeft: number): void {
  const key = {
    sold_out: catalogText['catalog.seats.soldOut'],
    // One place or several: the message's ICU plural chooses (docs/decisions.md 104).
    not_enough_seats: catalogText['catalog.seats.notEnough'],
    event_past: catalogText['catalog.seats.eventPast'],
  }[reason];
  const body: SeatHoldRefusal = { error: localizeMessage(key, localeOf(req), { spotsLeft }), reason, spotsLeft };
  res.status(409).json(body);
}

/**
 * The seat API the booking service calls (never routed by the gateway; the kit refuses `/internal/` calls
 * without a signed context). Each change locks the event row, so concurrent holds are decided one at a time
 * and the seats held can never exceed the places.
 */
export function mountSeatHoldRoutes(app: Express, deps: ServiceDeps, cache: PublicReadCache): void {
  // The seats left changed: this replica's kept reads of the events go at once (docs/decisions.md 170).
  const seatsChanged = () => cache.invalidate('events');
  app.put('/internal/events/:eventId/holds/:bookingId', async (req, res) => {
    const eventId = uuidParam(req.params.eventId, notFound);
    const bookingId = bookingIdFrom(req.params.bookingId);
    const { seats } = seatHoldRequestSchema.parse(req.body);
    const outcome = await holdSeats(deps, { eventId, bookingId, seats });
    if (outcome.kind === 'held' && outcome.changed) seatsChanged();
    if (outcome.kind === 'refused') refuse(req, res, outcome.reason, outcome.spotsLeft);
    else res.status(outcome.status).json(outcome.hold);
  });

  // Releasing is idempotent too: a hold already gone (or an event deleted) answers 204 all the same.
  app.delete('/internal/events/:eventId/holds/:bookingId', async (req, res) => {
    const eventId = uuidParam(req.params.eventId, notFound);
    const bookingId = bookingIdFrom(req.params.bookingId);
    await releaseSeats(deps, { eventId, bookingId });
    seatsChanged();
    res.status(204).end();
  });
}
