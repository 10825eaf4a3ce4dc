import type { Floor, FloorSave } from '@ristorante/contracts';

/** One closure as the form edits it; `key` tells React's rows apart (two may hold the same days while typed). */
export interface ClosureValues {
  key: string;
  from: string;
  to: string;
}

export interface AreaValues {
  id: string;
  name: string;
  closures: ClosureValues[];
}

/** A table as typed: the guest counts stay text until sent, so a wrong one is named, not lost. */
export interface TableValues {
  id: string;
  name: string;
  areaId: string;
  minGuests: string;
  maxGuests: string;
  bookableOnline: boolean;
}

/**
 * A combination as typed; `areaId` is the form's own (never sent): the area whose tables it offers to join, since
 * joined tables stand in one area (docs/decisions.md 157).
 */
export interface CombinationValues {
  id: string;
  name: string;
  areaId: string;
  tableIds: string[];
  minGuests: string;
  maxGuests: string;
}

export type FloorFormValues = {
  areas: AreaValues[];
  tables: TableValues[];
  combinations: CombinationValues[];
  lateAfterMinutes: string;
  /** Empty: no pacing limit. */
  pacingCoversPerSlot: string;
  tablesShownToGuests: boolean;
};

let nextKey = 0;
const closureKey = () => `closure-${++nextKey}`;

export const newClosure = (from = '', to = ''): ClosureValues => ({ key: closureKey(), from, to });

export const newArea = (): AreaValues => ({ id: crypto.randomUUID(), name: '', closures: [] });

/** A new table stands in the area of the last one (where the owner is likely adding), for two to four guests. */
export const newTable = (values: FloorFormValues): TableValues => ({
  id: crypto.randomUUID(),
  name: '',
  areaId: values.tables.at(-1)?.areaId ?? values.areas[0]?.id ?? '',
  minGuests: '2',
  maxGuests: '4',
  bookableOnline: true,
});

export const newCombination = (values: FloorFormValues): CombinationValues => ({
  id: crypto.randomUUID(),
  name: '',
  areaId: values.areas[0]?.id ?? '',
  tableIds: [],
  minGuests: '',
  maxGuests: '',
});

/** The saved floor as the form shows it. */
export function floorValuesOf(floor: Floor): FloorFormValues {
  const areaOfTable = new Map(floor.tables.map((table) => [table.id, table.areaId]));
  return {
    areas: floor.areas.map((area) => ({
      id: area.id,
      name: area.name,
      closures: area.closures.map((closure) => newClosure(closure.from, closure.to)),
    })),
    tables: floor.tables.map((table) => ({
      ...table,
      minGuests: String(table.minGuests),
      maxGuests: String(table.maxGuests),
    })),
    combinations: floor.combinations.map((combination) => ({
      ...combination,
      areaId: areaOfTable.get(combination.tableIds[0] ?? '') ?? floor.areas[0]?.id ?? '',
      tableIds: [...combination.tableIds],
      minGuests: String(combination.minGuests),
      maxGuests: String(combination.maxGuests),
    })),
    lateAfterMinutes: String(floor.lateAfterMinutes),
    pacingCoversPerSlot: floor.pacingCoversPerSlot === null ? '' : String(floor.pacingCoversPerSlot),
    tablesShownToGuests: floor.tablesShownToGuests,
  };
}

/**
 * The form's fields in the order they stand on screen, each by the path `floorSaveSchema` and the server name it
 * with (docs/decisions.md 146): focus goes to the first bad one. The lists' own paths carry what is wrong with a
 * list as a whole (no table at all, too many).
 */
export function floorPaths(values: FloorFormValues): string[] {
  const areas = values.areas.flatMap((area, index) => [
    `areas.${index}.name`,
    ...area.closures.flatMap((_, at) => [`areas.${index}.closures.${at}.from`, `areas.${index}.closures.${at}.to`]),
    `areas.${index}.closures`,
  ]);
  const tables = values.tables.flatMap((_, index) =>
    ['name', 'areaId', 'minGuests', 'maxGuests', 'bookableOnline'].map((field) => `tables.${index}.${field}`),
  );
  const combinations = values.combinations.flatMap((_, index) =>
    ['name', 'tableIds', 'minGuests', 'maxGuests'].map((field) => `combinations.${index}.${field}`),
  );
  return [
    ...areas,
    'areas',
    ...tables,
    'tables',
    ...combinations,
    'combinations',
    'lateAfterMinutes',
    'pacingCoversPerSlot',
    'tablesShownToGuests',
  ];
}

/** Whole numbers as numbers; anything else as typed, so the schema names it rather than a 0 being saved. */
const number = (value: string): number => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : (value.trim() as never));

/** What the form sends: the whole floor as `PUT /api/admin/floor` takes it, with the version it was read at. */
export function floorRequestOf(values: FloorFormValues, version: number): FloorSave {
  return {
    version,
    areas: values.areas.map((area) => ({
      id: area.id,
      name: area.name,
      // A closure of one day may leave its last day empty.
      closures: area.closures.map((closure) => ({ from: closure.from, to: closure.to || closure.from })),
    })),
    tables: values.tables.map((table) => ({
      id: table.id,
      name: table.name,
      areaId: table.areaId,
      minGuests: number(table.minGuests),
      maxGuests: number(table.maxGuests),
      bookableOnline: table.bookableOnline,
    })),
    combinations: values.combinations.map((combination) => ({
      id: combination.id,
      name: combination.name,
      tableIds: combination.tableIds,
      minGuests: number(combination.minGuests),
      maxGuests: number(combination.maxGuests),
    })),
    lateAfterMinutes: number(values.lateAfterMinutes),
    pacingCoversPerSlot: values.pacingCoversPerSlot.trim() === '' ? null : number(values.pacingCoversPerSlot),
    tablesShownToGuests: values.tablesShownToGuests,
  };
}

/** The floor in three numbers the owner knows: tables, seats (each table at its most) and combinations. */
export function floorSummary(values: FloorFormValues) {
  const seats = values.tables.reduce(
    (sum, table) => sum + (/^\d+$/.test(table.maxGuests.trim()) ? Number(table.maxGuests) : 0),
    0,
  );
  return { tables: values.tables.length, seats, combinations: values.combinations.length };
}

/** Removing a table takes it out of every combination too (the schema then names one left with a single table). */
export function withoutTable(values: FloorFormValues, tableId: string): Pick<FloorFormValues, 'tables' | 'combinations'> {
  return {
    tables: values.tables.filter((table) => table.id !== tableId),
    combinations: values.combinations.map((combination) =>
      combination.tableIds.includes(tableId)
        ? { ...combination, tableIds: combination.tableIds.filter((id) => id !== tableId) }
        : combination,
    ),
  };
}
