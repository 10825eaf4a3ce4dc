import type { z } from 'zod';
import { catalogContentChanged, catalogText, type SeatHold, type SeatHoldRefusal } from '@ristorante/contracts';
import { AppError, changeRecordingEvent, recordEvent, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { attendanceOf, lockEvent, type EventRow } from './event-repository.js';
import { deleteSeatHold } from './seat-hold-repository.js';

const notFound = catalogText['catalog.event.notFound'];

/** A row of `catalog_hold_seats`: what it decided, and the event with the seats held after it. */
interface HoldRow extends Pick<
  EventRow,
  | 'title_en'
  | 'title_de'
  | 'event_date'
  | 'price_cents'
  | 'max_attendees'
  | 'manual_attendees'
  | 'advance_payment'
  | 'held_seats'
  | 'version'
> {
  outcome: 'no_event' | 'other_event' | 'unchanged' | 'event_past' | 'sold_out' | 'not_enough_seats' | 'created' | 'changed';
  spots_left: number;
}

function holdAnswer(row: HoldRow, eventId: string, bookingId: string, seats: number): SeatHold {
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
      advance_payment: row.advance_payment,
      ...attendanceOf(row),
      version: row.version,
    },
  };
}

export type HoldOutcome =
  | { kind: 'held'; status: 200 | 201; hold: SeatHold; changed: boolean }
  | { kind: 'refused'; reason: SeatHoldRefusal['reason']; spotsLeft: number };

/**
 * A booking's seats held on an event, or its hold changed to `seats`. The event row is locked, so concurrent holds
 * are decided one at a time and the seats held can never exceed the places (`catalog_hold_seats`). Decided and
 * committed first; the caller answers after, so no answer ever claims seats a failed commit lost.
 */
export async function holdSeats(
  deps: ServiceDeps,
  hold: { eventId: string; bookingId: string; seats: number },
): Promise<HoldOutcome> {
  const { eventId, bookingId, seats } = hold;
  // One statement outside a transaction: the event row's lock lasts as long as it and its commit, not six round
  // trips (docs/decisions.md 168). The seats left changed, so the event's rendered pages show them (92); a refused
  // or repeated hold records nothing.
  const [row] = await changeRecordingEvent<HoldRow, z.infer<typeof catalogContentChanged.payload>>(
    deps.pool,
    {
      name: 'catalog-hold-seats',
      text: 'SELECT * FROM catalog_hold_seats($1, $2, $3)',
      values: [eventId, bookingId, seats],
      onlyWhen: `EXISTS (SELECT 1 FROM change WHERE outcome IN ('created', 'changed'))`,
    },
    catalogContentChanged,
    { section: 'events', id: eventId, change: 'updated' },
  );
  if (!row || row.outcome === 'no_event') throw new AppError(404, notFound);
  if (row.outcome === 'other_event') throw new AppError(409, catalogText['catalog.seats.otherEvent']);
  if (row.outcome === 'event_past' || row.outcome === 'sold_out' || row.outcome === 'not_enough_seats')
    return { kind: 'refused', reason: row.outcome, spotsLeft: row.spots_left };
  if (row.outcome !== 'unchanged') deps.relay?.nudge();
  return {
    kind: 'held',
    status: row.outcome === 'created' ? 201 : 200,
    changed: row.outcome !== 'unchanged',
    hold: holdAnswer(row, eventId, bookingId, seats),
  };
}

/** Releasing is idempotent too: a hold already gone (or an event deleted) is released all the same. */
export async function releaseSeats(deps: ServiceDeps, hold: { eventId: string; bookingId: string }): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    await lockEvent(client, hold.eventId);
    if (await deleteSeatHold(client, hold)) {
      await recordEvent(client, catalogContentChanged, { section: 'events', id: hold.eventId, change: 'updated' });
    }
  });
  deps.relay?.nudge();
}
