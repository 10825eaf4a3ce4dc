import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import {
  catalogContentChanged,
  catalogText,
  localizeMessage,
  seatHoldRequestSchema,
  type SeatHold,
  type SeatHoldRefusal,
} from '@ristorante/contracts';
import { AppError, recordEvent, uuidParam, localeOf, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { attendanceOf, lockEvent, type EventRow } from './event-repository.js';

const notFound = catalogText['catalog.event.notFound'];

function bookingIdFrom(value: unknown): string {
  const parsed = z.uuid().safeParse(value);
  const message = catalogText['catalog.bookingId.invalid'];
  if (!parsed.success) throw new AppError(400, message, { bookingId: message });
  return parsed.data;
}

function holdAnswer(row: EventRow, eventId: string, bookingId: string, seats: number): SeatHold {
  return {
    eventId,
    bookingId,
    seats,
    event: {
      title_en: row.title_en,
      title_de: row.title_de,
      event_date: row.event_date.toISOString(),
      price_cents: row.price_cents,
      max_attendees: row.max_attendees,
      ...attendanceOf(row),
      version: row.version,
    },
  };
}

type HoldOutcome =
  { kind: 'held'; status: 200 | 201; hold: SeatHold } | { kind: 'refused'; reason: SeatHoldRefusal['reason']; spotsLeft: number };

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
export function mountSeatHoldRoutes(app: Express, deps: ServiceDeps): void {
  app.put('/internal/events/:eventId/holds/:bookingId', async (req, res) => {
    const eventId = uuidParam(req.params.eventId, notFound);
    const bookingId = bookingIdFrom(req.params.bookingId);
    const { seats } = seatHoldRequestSchema.parse(req.body);
    // Decided and committed first; answered after, so no answer ever claims seats a failed commit lost.
    const outcome = await withTransaction(deps.pool, async (client): Promise<HoldOutcome> => {
      const row = await lockEvent(client, eventId);
      if (!row) throw new AppError(404, notFound);
      const { rows } = await client.query<{ event_id: string; seats: number }>(
        'SELECT event_id, seats FROM event_seat_holds WHERE booking_id = $1',
        [bookingId],
      );
      const existing = rows[0];
      if (existing && existing.event_id !== eventId) {
        throw new AppError(409, catalogText['catalog.seats.otherEvent']);
      }
      // The same call again (a retry after a lost answer) changes nothing.
      if (existing?.seats === seats) return { kind: 'held', status: 200, hold: holdAnswer(row, eventId, bookingId, seats) };
      const othersTaken = row.held_seats - (existing?.seats ?? 0) + row.manual_attendees;
      const spotsLeft = Math.max(0, row.max_attendees - othersTaken);
      if (row.event_date.getTime() < Date.now()) return { kind: 'refused', reason: 'event_past', spotsLeft };
      if (seats > spotsLeft) return { kind: 'refused', reason: spotsLeft === 0 ? 'sold_out' : 'not_enough_seats', spotsLeft };
      // The hold read above was not locked: the same booking id may just have taken seats on another event
      // (under that event's lock, not ours). The upsert only ever touches a hold of this event.
      const { rowCount } = await client.query(
        `INSERT INTO event_seat_holds (booking_id, event_id, seats) VALUES ($1, $2, $3)
         ON CONFLICT (booking_id) DO UPDATE SET seats = excluded.seats, updated_at = now()
           WHERE event_seat_holds.event_id = excluded.event_id`,
        [bookingId, eventId, seats],
      );
      if (rowCount !== 1) throw new AppError(409, catalogText['catalog.seats.otherEvent']);
      // The seats left changed: the event's rendered pages show them (docs/decisions.md 92).
      await recordEvent(client, catalogContentChanged, { section: 'events', id: eventId, change: 'updated' });
      const after = { ...row, held_seats: row.held_seats - (existing?.seats ?? 0) + seats };
      return { kind: 'held', status: existing ? 200 : 201, hold: holdAnswer(after, eventId, bookingId, seats) };
    });
    if (outcome.kind === 'refused') refuse(req, res, outcome.reason, outcome.spotsLeft);
    else {
      deps.relay?.nudge();
      res.status(outcome.status).json(outcome.hold);
    }
  });

  // Releasing is idempotent too: a hold already gone (or an event deleted) answers 204 all the same.
  app.delete('/internal/events/:eventId/holds/:bookingId', async (req, res) => {
    const eventId = uuidParam(req.params.eventId, notFound);
    const bookingId = bookingIdFrom(req.params.bookingId);
    await withTransaction(deps.pool, async (client) => {
      await lockEvent(client, eventId);
      const { rowCount } = await client.query('DELETE FROM event_seat_holds WHERE booking_id = $1 AND event_id = $2', [
        bookingId,
        eventId,
      ]);
      if (rowCount) await recordEvent(client, catalogContentChanged, { section: 'events', id: eventId, change: 'updated' });
    });
    deps.relay?.nudge();
    res.status(204).end();
  });
}
