import { berlinTime, bookingText, type Floor, type HouseSchedule } from '@ristorante/contracts';
import { AppError, type PoolClient } from '@ristorante/kit';
import { eventClaimsDuring } from './event-room-claims.js';
import { floorAt } from '../floor/floor-store.js';
import { bestPlace, checkChosen, type ChosenPlace, type Place, type Seater, type TableHold } from '../floor/table-assignment.js';
import { lockRoomAndListHeld, type HeldSeating } from './reservation-repository.js';
import { arrivingAt, coversLeft, exclusiveEventMet, windowOf, type EventClaim } from './seating-windows.js';

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

/** What the booking check found: whether the booking goes over the room (staff knowingly), and where it sits. */
export interface SeatingFound {
  overbooked: boolean;
  /** The table or combination it is given; none only for a booking staff squeezed in over a full floor. */
  place?: Place;
}

/** The 409 for tables staff chose that cannot take the party, in the words of whoever asked. */
function refuseChosen(
  chosen: Exclude<ChosenPlace, { ok: true }>,
  party: { date: string; guests: number },
  locale: string,
): never {
  switch (chosen.reason) {
    case 'taken': {
      const values = {
        table: chosen.table,
        name: chosen.hold.name ?? '',
        guests: chosen.hold.guests ?? 0,
        time: berlinTime(new Date(chosen.hold.from)),
      };
      throw new AppError(409, bookingText['booking.tables.taken'], undefined, values);
    }
    case 'tooSmall': {
      const values = { least: chosen.place.minGuests, most: chosen.place.maxGuests, guests: party.guests };
      throw new AppError(409, bookingText['booking.tables.tooSmall'], undefined, values);
    }
    case 'areaClosed':
      throw new AppError(409, bookingText['booking.tables.areaClosed'], undefined, {
        area: chosen.area,
        date: spokenDate(party.date, locale),
      });
    case 'notJoinable':
      throw new AppError(409, bookingText['booking.tables.notJoinable']);
    case 'unknown':
      throw new AppError(409, bookingText['booking.tables.unknown']);
  }
}

/**
 * The tables events hold for their hours (docs/decisions.md 161): those staff gave each, and every table of the
 * areas they gave, named by the event's title (in German, the house's language) in a refusal.
 */
export const eventHoldsOf = (events: readonly EventClaim[], floor: Pick<Floor, 'tables'>): TableHold[] =>
  events.flatMap((event) => {
    const areas = new Set(event.areaIds ?? []);
    const tableIds = [
      ...new Set([
        ...(event.tableIds ?? []),
        ...floor.tables.filter((table) => areas.has(table.areaId)).map((table) => table.id),
      ]),
    ];
    return tableIds.length === 0
      ? []
      : [{ from: event.from, to: event.to, tableIds, name: event.title.de, guests: event.places }];
  });

/** The seatings that sit at tables, as holds on them for their seating. */
export const holdsOf = (seatings: readonly HeldSeating[], seatingMinutes: number): TableHold[] =>
  seatings
    .filter((seating) => seating.tableIds.length > 0)
    .map((seating) => ({
      ...windowOf(seating, seatingMinutes),
      tableIds: seating.tableIds,
      reservationId: seating.id,
      name: seating.name,
      guests: seating.guests,
    }));

/**
 * The booking check (docs/decisions.md 108, 111, 155), under the room's locks, in the language of whoever asked
 * (the guest, or staff entering, editing or moving a reservation). Refuses with 409 when the seating would meet an
 * event that has the room to itself; when the kitchen's pacing takes no more arrivals at that time; when the room
 * has not enough covers left at some moment of the seating (tables and events together); and when no table or
 * combination is free for the whole seating, even with covers left. Otherwise it answers the best free place
 * (smallest that fits), or checks the tables staff chose (`tableIds`: a move, a walk-in), which need only be free.
 * `exceptId`: the reservation being changed, whose own place is free to move (and kept, `preferTableIds`, when
 * it still fits). Open waitlist offers hold their
 * covers, but not from `exceptOfferOf` (the entry claiming its own). With `overbook`, a lack of covers or tables
 * is no refusal: the answer says the booking goes over the room (and it may sit nowhere yet).
 */
export async function assertCoversLeft(
  client: PoolClient,
  fields: { date: string; time: string; guests: number },
  room: Room,
  locale: string,
  exceptId?: string,
  options: {
    overbook?: boolean;
    exceptOfferOf?: string;
    seater?: Seater;
    tableIds?: readonly string[];
    /** Where a changed reservation sits now: kept when it still seats the party and is free. */
    preferTableIds?: readonly string[];
    /** The transaction began with the room's lock for this seating (`roomLockSql`), so it is held already. */
    roomLocked?: boolean;
  } = {},
): Promise<SeatingFound> {
  const window = windowOf(fields, room.seatingMinutes);
  const held = await lockRoomAndListHeld(client, window, room, exceptId, {
    exceptOfferOf: options.exceptOfferOf,
    roomLocked: options.roomLocked,
  });
  const exclusive = exclusiveEventMet(fields, room.seatingMinutes, held.events);
  if (exclusive) refuseForEvent(exclusive, fields.date, locale);
  const floor = await floorAt(client, held.floor);
  const holds = [...holdsOf(held.seatings, room.seatingMinutes), ...eventHoldsOf(held.events, floor)];
  // Staff's own choice of free tables: their call, whatever the covers say (docs/decisions.md 155).
  if (options.tableIds) {
    const chosen = checkChosen(floor, fields, options.tableIds, window, holds);
    if (!chosen.ok) refuseChosen(chosen, fields, locale);
    return { overbooked: false, place: chosen.place };
  }
  // The refusal's words, made only for a refusal (a date in words costs an Intl call).
  const values = () => ({ date: spokenDate(fields.date, locale), time: fields.time, guests: fields.guests });
  if (
    floor.pacingCoversPerSlot !== null &&
    !options.overbook &&
    arrivingAt(fields, held.seatings) + fields.guests > floor.pacingCoversPerSlot
  )
    throw new AppError(409, bookingText['booking.slot.pacing'], undefined, values());
  // A table offered to the waitlist is held for the offer's time (docs/decisions.md 132), except from its own claim.
  const left = coversLeft(fields, [...held.seatings, ...held.offers], room, held.events);
  const kept = options.preferTableIds?.length ? checkChosen(floor, fields, options.preferTableIds, window, holds) : undefined;
  const place = kept?.ok ? kept.place : bestPlace(floor, fields, window, holds, options.seater ?? 'staff');
  if (fields.guests <= left && place) return { overbooked: false, place };
  // Staff squeezing a regular in, knowingly (docs/decisions.md 131): taken, and the caller records it. An evening
  // an event has to itself stays closed (above): that is no question of covers.
  if (options.overbook) return place ? { overbooked: true, place } : { overbooked: true };
  if (fields.guests > left) {
    // One cover or several: the message's ICU plural chooses (docs/decisions.md 104).
    const message = left === 0 ? 'booking.slot.full' : 'booking.slot.notEnough';
    throw new AppError(409, bookingText[message], undefined, { ...values(), covers: left });
  }
  throw new AppError(409, bookingText['booking.slot.noTable'], undefined, values());
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
