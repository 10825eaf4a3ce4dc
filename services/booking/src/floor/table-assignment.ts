import { areaOpenOn, type Floor } from '@ristorante/contracts';
import { overlaps, type Window } from '../reservations/seating-windows.js';

/**
 * Where a party can sit (docs/decisions.md 155): one table, or a combination of tables the owner allows to be
 * joined. Pure arithmetic over the floor and what holds its tables, so the booking check, the availability answer
 * and the day sheet give the same answer.
 */
export interface Place {
  tableIds: string[];
  /** The tables' names, in the same order. */
  tableNames: string[];
  /** The table's or combination's name, for messages. */
  name: string;
  minGuests: number;
  maxGuests: number;
  combination: boolean;
}

/** A table held for a time: by a reservation (its id, name and party, for the 409 that names it) or by an event. */
export interface TableHold extends Window {
  tableIds: readonly string[];
  reservationId?: string;
  name?: string;
  guests?: number;
}

/** Who is seated: online guests only at tables bookable online; staff anywhere. */
export type Seater = 'online' | 'staff';

/** Every place of the floor in its order: the tables first, then the combinations. */
export function placesOf(floor: Pick<Floor, 'tables' | 'combinations'>): Place[] {
  const names = new Map(floor.tables.map((table) => [table.id, table.name]));
  return [
    ...floor.tables.map((table) => ({
      tableIds: [table.id],
      tableNames: [table.name],
      name: table.name,
      minGuests: table.minGuests,
      maxGuests: table.maxGuests,
      combination: false,
    })),
    ...floor.combinations.map((combination) => ({
      tableIds: [...combination.tableIds],
      tableNames: combination.tableIds.map((id) => names.get(id) ?? ''),
      name: combination.name,
      minGuests: combination.minGuests,
      maxGuests: combination.maxGuests,
      combination: true,
    })),
  ];
}

/**
 * The floor's places best first, worked out once per floor (every availability answer asks for them slot by slot):
 * the fewest seats first (a large table is kept for a large party), a single table before joined ones, fewer
 * tables before more, then the owner's order.
 */
const ranked = new WeakMap<object, Place[]>();
function rankedPlaces(floor: Pick<Floor, 'tables' | 'combinations'>): Place[] {
  let places = ranked.get(floor);
  if (!places) {
    places = placesOf(floor)
      .map((place, order) => ({ place, order }))
      .sort(
        (a, b) =>
          a.place.maxGuests - b.place.maxGuests ||
          Number(a.place.combination) - Number(b.place.combination) ||
          a.place.tableIds.length - b.place.tableIds.length ||
          a.order - b.order,
      )
      .map(({ place }) => place);
    ranked.set(floor, places);
  }
  return places;
}

/** The tables of the floor that can take guests on `date` from `seater`: in an open area, bookable online when asked online. */
function usableTables(floor: Pick<Floor, 'areas' | 'tables'>, date: string, seater: Seater): Set<string> {
  const openAreas = new Set(floor.areas.filter((area) => areaOpenOn(area, date)).map((area) => area.id));
  return new Set(
    floor.tables
      .filter((table) => openAreas.has(table.areaId) && (seater === 'staff' || table.bookableOnline))
      .map((table) => table.id),
  );
}

/** The tables held at some moment of `window`. */
export function tablesHeldDuring(window: Window, holds: readonly TableHold[]): Set<string> {
  const held = new Set<string>();
  for (const hold of holds) if (overlaps(hold, window)) for (const id of hold.tableIds) held.add(id);
  return held;
}

/**
 * The places free for the whole of `window` that could seat `guests` (none when `guests` is 0: every free place),
 * best first (`rankedPlaces`).
 */
export function freePlaces(
  floor: Pick<Floor, 'areas' | 'tables' | 'combinations'>,
  date: string,
  window: Window,
  holds: readonly TableHold[],
  seater: Seater,
  guests = 0,
): Place[] {
  const usable = usableTables(floor, date, seater);
  const held = tablesHeldDuring(window, holds);
  return rankedPlaces(floor).filter(
    (place) =>
      (guests === 0 || (place.minGuests <= guests && guests <= place.maxGuests)) &&
      place.tableIds.every((id) => usable.has(id) && !held.has(id)),
  );
}

/** The best free place for the party, if any (`freePlaces`' first). */
export function bestPlace(
  floor: Pick<Floor, 'areas' | 'tables' | 'combinations'>,
  party: { date: string; guests: number },
  window: Window,
  holds: readonly TableHold[],
  seater: Seater,
): Place | undefined {
  return freePlaces(floor, party.date, window, holds, seater, party.guests)[0];
}

/** The largest party a free place could still seat for the whole of `window`: 0 when none is free. */
export function largestParty(
  floor: Pick<Floor, 'areas' | 'tables' | 'combinations'>,
  date: string,
  window: Window,
  holds: readonly TableHold[],
  seater: Seater,
): number {
  return freePlaces(floor, date, window, holds, seater).reduce((most, place) => Math.max(most, place.maxGuests), 0);
}

/** Why the tables staff chose cannot take the party, or the place they make. */
export type ChosenPlace =
  | { ok: true; place: Place }
  | { ok: false; reason: 'unknown' | 'notJoinable' }
  | { ok: false; reason: 'tooSmall'; place: Place }
  | { ok: false; reason: 'areaClosed'; area: string }
  | { ok: false; reason: 'taken'; hold: TableHold; table: string };

/**
 * The tables staff chose for a party (a move, a walk-in at a table they tapped): one table of the floor or
 * exactly the tables of one combination, in an area open that day, seating the party, and free for the whole
 * window; the first hold in the way is named.
 */
export function checkChosen(
  floor: Pick<Floor, 'areas' | 'tables' | 'combinations'>,
  party: { date: string; guests: number },
  tableIds: readonly string[],
  window: Window,
  holds: readonly TableHold[],
): ChosenPlace {
  const chosen = new Set(tableIds);
  const tables = floor.tables.filter((table) => chosen.has(table.id));
  if (tables.length !== chosen.size) return { ok: false, reason: 'unknown' };
  const place = placesOf(floor).find(
    (candidate) => candidate.tableIds.length === chosen.size && candidate.tableIds.every((id) => chosen.has(id)),
  );
  if (!place) return { ok: false, reason: 'notJoinable' };
  const closed = floor.areas.find((area) => tables.some((table) => table.areaId === area.id) && !areaOpenOn(area, party.date));
  if (closed) return { ok: false, reason: 'areaClosed', area: closed.name };
  if (party.guests < place.minGuests || party.guests > place.maxGuests) return { ok: false, reason: 'tooSmall', place };
  for (const hold of holds) {
    const table = hold.tableIds.find((id) => chosen.has(id));
    if (table && overlaps(hold, window))
      return { ok: false, reason: 'taken', hold, table: tables.find((t) => t.id === table)!.name };
  }
  return { ok: true, place };
}
