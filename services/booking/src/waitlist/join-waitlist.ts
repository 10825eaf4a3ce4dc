import {
  berlinDate,
  berlinTime,
  bookingText,
  catalogText,
  isLargePartyRequest,
  type EventBookingFields,
  type HouseSchedule,
  type Locale,
  type ReservationFields,
  type WaitlistEntry,
} from '@ristorante/contracts';
import { AppError, withTransaction, type ServiceDeps } from '@ristorante/kit';
import type { CatalogEvents } from '../catalog/catalog-events-client.js';
import { assertCoversLeft, roomOf, spokenDate } from '../reservations/room-capacity.js';
import { entryViewOf, joinWaitlist, type WaitlistRow } from './waitlist-repository.js';

/** A place taken (`joined`), or the one the guest already had for that slot or event. */
export interface JoinedWaitlist {
  joined: boolean;
  entry: WaitlistEntry;
}

/** The 409 for a slot that is not full: book it instead. */
function hasRoom(fields: { date: string; time: string }, locale: Locale): AppError {
  return new AppError(409, bookingText['booking.waitlist.hasRoom'], undefined, {
    date: spokenDate(fields.date, locale),
    time: fields.time,
  });
}

async function answered(deps: ServiceDeps, { row, joined }: { row: WaitlistRow; joined: boolean }): Promise<JoinedWaitlist> {
  deps.relay?.nudge();
  return { joined, entry: await entryViewOf(deps.pool, row) };
}

/**
 * A full slot's waitlist (docs/decisions.md 115): only a slot that is full for this party has one; where the party
 * fits, the guest is told to book at once.
 */
export async function joinSlotWaitlist(
  deps: ServiceDeps,
  schedule: HouseSchedule,
  fields: ReservationFields & { locale: Locale },
): Promise<JoinedWaitlist> {
  const room = roomOf(schedule);
  const joined = await withTransaction(deps.pool, async (client) => {
    // Only a slot that is full for this party has a waitlist: where it fits, the guest books at once (a large
    // party's request is never refused for want of covers, docs/decisions.md 109).
    if (isLargePartyRequest({ source: 'online', guests: fields.guests }, room)) throw hasRoom(fields, fields.locale);
    const full = await assertCoversLeft(client, fields, room, fields.locale, undefined, { seater: 'online' }).then(
      () => false,
      (error: unknown) => {
        // An evening an event has to itself never frees up: its own 409 says so.
        if (error instanceof AppError && error.message !== bookingText['booking.slot.eventExclusive']) return true;
        throw error;
      },
    );
    if (!full) throw hasRoom(fields, fields.locale);
    return joinWaitlist(client, {
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      date: fields.date,
      time: fields.time,
      guests: fields.guests,
      special_requests: fields.specialRequests,
      locale: fields.locale,
    });
  });
  return answered(deps, joined);
}

/**
 * A sold-out event's waitlist (docs/decisions.md 117): only a party the event has no places left for may wait (the
 * catalog's count, as the booking's hold would find it).
 */
export async function joinEventWaitlist(
  deps: ServiceDeps,
  events: CatalogEvents,
  eventId: string,
  fields: EventBookingFields & { locale: Locale },
): Promise<JoinedWaitlist> {
  const seats = await events.seatsOf(eventId);
  if (seats === 'no-event') throw new AppError(404, bookingText['booking.eventNotFound']);
  if (seats === 'unavailable') throw new AppError(503, bookingText['booking.catalogUnavailable']);
  if (seats.eventDate.getTime() <= Date.now()) throw new AppError(409, catalogText['catalog.seats.eventPast']);
  if (fields.guests <= seats.spotsLeft) {
    throw new AppError(409, bookingText['booking.waitlist.eventHasRoom'], undefined, { spotsLeft: seats.spotsLeft });
  }
  const joined = await withTransaction(deps.pool, (client) =>
    joinWaitlist(client, {
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      date: berlinDate(seats.eventDate),
      time: berlinTime(seats.eventDate),
      guests: fields.guests,
      special_requests: fields.specialRequests,
      locale: fields.locale,
      event: { id: eventId, titleDe: seats.titleDe, titleEn: seats.titleEn },
    }),
  );
  return answered(deps, joined);
}
