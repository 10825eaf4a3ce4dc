import { berlinTime, bookingText, type HouseSchedule } from '@ristorante/contracts';
import { AppError, type PoolClient } from '@ristorante/kit';
import { eventClaimsDuring } from './event-room-claims.js';
import { openOffers } from '../waitlist/waitlist-repository.js';
import { lockRoomAndListHeld } from './reservation-repository.js';
import { coversLeft, exclusiveEventMet, windowOf, type EventClaim } from './seating-windows.js';

/** A calendar date as Germans read it, 24.12.2026 (a date has no time zone: read as UTC so none shifts it). */
const germanDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The date in the guest's words (docs/decisions.md 104): German as above, the English page's as the form wrote it. */
export const spokenDate = (date: string, locale: string) =>
  locale === 'de' ? germanDate.format(new Date(`${date}T00:00:00Z`)) : date;

/** The room as the booking check sees it (docs/decisions.md 108), from the owner's schedule (110). */
export interface Room {
  capacity: number;
  seatingMinutes: number;
  /** Pending online requests for more guests hold no covers (docs/decisions.md 109). */
  onlinePartyLimit: number;
}

export const roomOf = (schedule: HouseSchedule): Room => ({
  capacity: schedule.roomCapacityCovers,
  seatingMinutes: schedule.seatingMinutes,
  onlinePartyLimit: schedule.onlinePartyLimit,
});

/** The 409 for a seating that would meet an event having the room to itself, naming it and its hours. */
function refuseForEvent(event: EventClaim, date: string, locale: string): never {
  const values = {
    date: spokenDate(date, locale),
    event: locale === 'de' ? event.title.de : event.title.en,
    from: berlinTime(new Date(event.from)),
    to: berlinTime(new Date(event.to)),
  };
  throw new AppError(409, bookingText['booking.slot.eventExclusive'], undefined, values);
}

/**
 * Refuses with 409 when the seating would meet an event that has the room to itself (docs/decisions.md 111), or
 * when the room has not enough covers left at some moment of the seating, tables and events together
 * (docs/decisions.md 39, 108), in the language of whoever asked: the guest, or staff entering or editing a
 * reservation. `exceptId`: the reservation being edited, whose own covers are free to move. Open waitlist offers
 * hold their covers, but not from `exceptOfferOf` (the entry claiming its own). With `overbook`, a lack of covers
 * is no refusal: the answer says the booking goes over the room.
 */
export async function assertCoversLeft(
  client: PoolClient,
  fields: { date: string; time: string; guests: number },
  room: Room,
  locale: string,
  exceptId?: string,
  options: { overbook?: boolean; exceptOfferOf?: string } = {},
): Promise<{ overbooked: boolean }> {
  const held = await lockRoomAndListHeld(client, windowOf(fields, room.seatingMinutes), room, exceptId);
  const exclusive = exclusiveEventMet(fields, room.seatingMinutes, held.events);
  if (exclusive) refuseForEvent(exclusive, fields.date, locale);
  // A table offered to the waitlist is held for the offer's time (docs/decisions.md 132), except from its own claim.
  const offers = await openOffers(client, fields.date, fields.date, { exceptId: options.exceptOfferOf });
  const left = coversLeft(fields, [...held.seatings, ...offers], room, held.events);
  if (fields.guests <= left) return { overbooked: false };
  // Staff squeezing a regular in, knowingly (docs/decisions.md 131): taken, and the caller records it. An evening
  // an event has to itself stays closed (above): that is no question of covers.
  if (options.overbook) return { overbooked: true };
  const values = { date: spokenDate(fields.date, locale), time: fields.time, covers: left };
  // One cover or several: the message's ICU plural chooses (docs/decisions.md 104).
  const message = left === 0 ? 'booking.slot.full' : 'booking.slot.notEnough';
  throw new AppError(409, bookingText[message], undefined, values);
}

/**
 * A large party's request holds no covers until staff confirm it (docs/decisions.md 109), so the room is not
 * counted for it; but an evening an event has to itself is closed to it as to any table (111). No lock: it takes
 * nothing from anyone.
 */
export async function assertNoExclusiveEvent(
  client: PoolClient,
  fields: { date: string; time: string },
  room: Room,
  locale: string,
): Promise<void> {
  const events = await eventClaimsDuring(client, windowOf(fields, room.seatingMinutes));
  const exclusive = exclusiveEventMet(fields, room.seatingMinutes, events);
  if (exclusive) refuseForEvent(exclusive, fields.date, locale);
}
