import { catalogContentChanged, catalogText, type SeatHold, type SeatHoldRefusal } from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { attendanceOf, lockEvent, type EventRow } from './event-repository.js';
import { deleteSeatHold, findSeatHold, upsertSeatHold } from './seat-hold-repository.js';

const notFound = catalogText['catalog.event.notFound'];

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
      advance_payment: row.advance_payment,
      ...attendanceOf(row),
      version: row.version,
    },
  };
}

export type HoldOutcome =
  { kind: 'held'; status: 200 | 201; hold: SeatHold } | { kind: 'refused'; reason: SeatHoldRefusal['reason']; spotsLeft: number };

/**
 * A booking's seats held on an event, or its hold changed to `seats`. The event row is locked, so concurrent holds
 * are decided one at a time and the seats held can never exceed the places. Decided and committed first; the
 * caller answers after, so no answer ever claims seats a failed commit lost.
 */
export async function holdSeats(
  deps: ServiceDeps,
  hold: { eventId: string; bookingId: string; seats: number },
): Promise<HoldOutcome> {
  const { eventId, bookingId, seats } = hold;
  const outcome = await withTransaction(deps.pool, async (client): Promise<HoldOutcome> => {
    const row = await lockEvent(client, eventId);
    if (!row) throw new AppError(404, notFound);
    const existing = await findSeatHold(client, bookingId);
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
    if (!(await upsertSeatHold(client, { bookingId, eventId, seats })))
      throw new AppError(409, catalogText['catalog.seats.otherEvent']);
    // The seats left changed: the event's rendered pages show them (docs/decisions.md 92).
    await recordEvent(client, catalogContentChanged, { section: 'events', id: eventId, change: 'updated' });
    const after = { ...row, held_seats: row.held_seats - (existing?.seats ?? 0) + seats };
    return { kind: 'held', status: existing ? 200 : 201, hold: holdAnswer(after, eventId, bookingId, seats) };
  });
  if (outcome.kind === 'held') deps.relay?.nudge();
  return outcome;
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
