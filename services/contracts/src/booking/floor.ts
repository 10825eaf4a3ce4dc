import { z } from 'zod';
import { isCalendarDate } from '../site/berlin-time.js';
import { floorText } from './floor-messages.js';
import { strandedReservationsSchema } from './house-schedule.js';

/**
 * The restaurant's floor (docs/decisions.md 154): areas, the tables standing in them and the combinations of
 * tables that may be pushed together. Kept by the booking service beside the schedule, saved whole by the owner
 * (`PUT /api/admin/floor`) from the version they read, read by every staff screen (`GET /api/admin/floor`).
 * Every reservation that holds a place sits at a table or a combination of this floor (docs/decisions.md 155).
 */

/** Limits that keep one document small enough to check in a loop on every booking. */
export const floorLimits = { areas: 20, tables: 200, combinations: 200, closures: 50, tablesPerCombination: 8 } as const;

const name = z
  .string({ error: floorText['floor.name.required'] })
  .trim()
  .min(1, floorText['floor.name.required'])
  .max(40, floorText['floor.name.tooLong']);
const id = z.uuid({ error: floorText['floor.id.invalid'] });
const guests = z
  .int({ error: floorText['floor.guests.invalid'] })
  .min(1, floorText['floor.guests.invalid'])
  .max(100, floorText['floor.guests.invalid']);
const calendarDay = z
  .string({ error: floorText['floor.date.invalid'] })
  .trim()
  .refine(isCalendarDate, floorText['floor.date.invalid']);
const flag = z.boolean({ error: floorText['floor.flag.invalid'] });
const tooMany = (max: number) => ({ error: floorText['floor.tooMany'], params: { max } });

/** Days an area takes no guests (the terrace in bad weather, a private room let out): from `from` to `to`, both included. */
export const areaClosureSchema = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((closure) => !isCalendarDate(closure.from) || !isCalendarDate(closure.to) || closure.from <= closure.to, {
    path: ['to'],
    message: floorText['floor.closure.order'],
  });
export type AreaClosure = z.output<typeof areaClosureSchema>;

export const floorAreaSchema = z.object({
  id,
  name,
  closures: z.array(areaClosureSchema).max(floorLimits.closures, tooMany(floorLimits.closures)).default([]),
});
export type FloorArea = z.output<typeof floorAreaSchema>;

const leastNotAboveMost = <T extends { minGuests: number; maxGuests: number }>(value: T) => value.minGuests <= value.maxGuests;

export const floorTableSchema = z
  .object({
    id,
    name,
    areaId: id,
    minGuests: guests,
    maxGuests: guests,
    /** Staff only when false: guests online are never seated there (the table by the kitchen door, the regulars' table). */
    bookableOnline: flag.default(true),
  })
  .refine(leastNotAboveMost, { path: ['maxGuests'], message: floorText['floor.guests.order'] });
export type FloorTable = z.output<typeof floorTableSchema>;

export const floorCombinationSchema = z
  .object({
    id,
    name,
    tableIds: z.array(id).max(floorLimits.tablesPerCombination, tooMany(floorLimits.tablesPerCombination)),
    minGuests: guests,
    maxGuests: guests,
  })
  .refine(leastNotAboveMost, { path: ['maxGuests'], message: floorText['floor.guests.order'] })
  .refine(
    (combination) =>
      new Set(combination.tableIds).size >= 2 && new Set(combination.tableIds).size === combination.tableIds.length,
    {
      path: ['tableIds'],
      message: floorText['floor.combination.tooFew'],
    },
  );
export type FloorCombination = z.output<typeof floorCombinationSchema>;

const floorFields = z.object({
  areas: z.array(floorAreaSchema).min(1, floorText['floor.area.unknown']).max(floorLimits.areas, tooMany(floorLimits.areas)),
  tables: z.array(floorTableSchema).min(1, floorText['floor.noTables']).max(floorLimits.tables, tooMany(floorLimits.tables)),
  combinations: z.array(floorCombinationSchema).max(floorLimits.combinations, tooMany(floorLimits.combinations)).default([]),
  /** Minutes after its time from which a party not yet seated counts as late, and staff are offered 'no-show'. */
  lateAfterMinutes: z
    .int({ error: floorText['floor.late.invalid'] })
    .min(5, floorText['floor.late.invalid'])
    .max(120, floorText['floor.late.invalid'])
    .default(15),
  /**
   * The kitchen's pacing: at most this many covers arriving in one slot, whatever tables are free; `null`, none
   * (docs/decisions.md 155).
   */
  pacingCoversPerSlot: z
    .int({ error: floorText['floor.pacing.invalid'] })
    .min(1, floorText['floor.pacing.invalid'])
    .max(1000, floorText['floor.pacing.invalid'])
    .nullable()
    .default(null),
  /** Whether a guest's own booking page names their table (docs/decisions.md 154): off unless the owner turns it on. */
  tablesShownToGuests: flag.default(false),
});

/**
 * Rules across the lists, each issue at the field it is about: names unique within areas, tables and
 * combinations; ids unique over the floor; a table's area one of the floor's; a combination's tables of the
 * floor and all of one area.
 */
function checkFloor(floor: z.output<typeof floorFields>, ctx: z.RefinementCtx): void {
  const flagDuplicates = (list: ReadonlyArray<{ name: string }>, key: string) => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      const folded = item.name.toLocaleLowerCase('de');
      if (seen.has(folded))
        ctx.addIssue({ code: 'custom', path: [key, index, 'name'], message: floorText['floor.name.duplicate'] });
      seen.add(folded);
    });
  };
  flagDuplicates(floor.areas, 'areas');
  flagDuplicates(floor.tables, 'tables');
  flagDuplicates(floor.combinations, 'combinations');
  const ids = new Set<string>();
  for (const key of ['areas', 'tables', 'combinations'] as const) {
    floor[key].forEach((item, index) => {
      if (ids.has(item.id)) ctx.addIssue({ code: 'custom', path: [key, index, 'id'], message: floorText['floor.id.duplicate'] });
      ids.add(item.id);
    });
  }
  const areaIds = new Set(floor.areas.map((area) => area.id));
  const areaOfTable = new Map(floor.tables.map((table) => [table.id, table.areaId]));
  floor.tables.forEach((table, index) => {
    if (!areaIds.has(table.areaId))
      ctx.addIssue({ code: 'custom', path: ['tables', index, 'areaId'], message: floorText['floor.area.unknown'] });
  });
  floor.combinations.forEach((combination, index) => {
    const areas = combination.tableIds.map((tableId) => areaOfTable.get(tableId));
    if (areas.some((area) => area === undefined))
      ctx.addIssue({ code: 'custom', path: ['combinations', index, 'tableIds'], message: floorText['floor.table.unknown'] });
    else if (new Set(areas).size > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['combinations', index, 'tableIds'],
        message: floorText['floor.combination.oneArea'],
      });
  });
}

/** `PUT /api/admin/floor`'s body: the whole floor, with the version it was read at. */
export const floorSaveSchema = floorFields
  .extend({ version: z.int({ error: floorText['floor.version.invalid'] }).nonnegative(floorText['floor.version.invalid']) })
  .superRefine(checkFloor);
export type FloorSave = z.input<typeof floorSaveSchema>;

/** The floor as `GET /api/admin/floor` answers it. */
export const floorSchema = floorFields.extend({ version: z.int().nonnegative() }).superRefine(checkFloor);
export type Floor = z.output<typeof floorSchema>;

/**
 * 409 from `PUT /api/admin/floor` when the new floor could not seat bookings already made (a table taken away,
 * an area closed on a booked evening, a table made smaller): nothing is saved, and staff see which to move first.
 */
export const strandedBookingsSchema = strandedReservationsSchema.extend({
  // A seated party counts too: its table may be the one taken away.
  stranded: z.array(strandedReservationsSchema.shape.stranded.element.extend({ status: z.string() })),
});
export type StrandedBookings = z.infer<typeof strandedBookingsSchema>;

/** Whether an area takes guests on `date`: closed when one of its closures holds that day. */
export const areaOpenOn = (area: Pick<FloorArea, 'closures'>, date: string): boolean =>
  !area.closures.some((closure) => closure.from <= date && date <= closure.to);
