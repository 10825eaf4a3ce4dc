import { weekdayOf } from '../site/berlin-time.js';
import type { DayHours, Weekday } from '../site/site-config.js';
import type { HouseSchedule, ScheduleException } from './house-schedule.js';

/*
 * What a date offers under the owner's schedule (docs/decisions.md 110), without zod: the pages and the form's
 * slots use these on the guest's first load, where the schemas (and zod with them) are not loaded.
 */

/** Minutes since midnight of `HH:MM`, and back. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The hours the restaurant opened with, before the owner saved any (docs/product.md, 'Opening hours and table
 * slots'): Mon-Thu 17:00-22:30, Fri-Sat 17:00-23:00, Sun 17:00-22:00, kitchen until 22:00, tables 17:00 to 21:30
 * every 30 minutes, a room of 40 held for two hours a seating, parties up to 12 online.
 */
export const defaultHouseSchedule: HouseSchedule = {
  weeklyHours: {
    monday: { open: '17:00', close: '22:30' },
    tuesday: { open: '17:00', close: '22:30' },
    wednesday: { open: '17:00', close: '22:30' },
    thursday: { open: '17:00', close: '22:30' },
    friday: { open: '17:00', close: '23:00' },
    saturday: { open: '17:00', close: '23:00' },
    sunday: { open: '17:00', close: '22:00' },
  },
  kitchenCloses: '22:00',
  slots: { first: '17:00', last: '21:30', stepMinutes: 30 },
  seatingMinutes: 120,
  roomCapacityCovers: 40,
  onlinePartyLimit: 12,
  exceptions: [],
};

/** The exception that covers a date, if one does. */
export function exceptionOn(schedule: Pick<HouseSchedule, 'exceptions'>, date: string): ScheduleException | undefined {
  return schedule.exceptions.find((exception) => exception.from <= date && date <= exception.to);
}

/** The restaurant's hours on a date (an exception's, else the weekday's), or null when it is closed then. */
export function hoursOn(schedule: Pick<HouseSchedule, 'weeklyHours' | 'exceptions'>, date: string): DayHours | null {
  const exception = exceptionOn(schedule, date);
  if (exception) return exception.hours;
  return schedule.weeklyHours[weekdayOf(date) as Weekday] ?? null;
}

/** Every step from `first` up to `last`, both included when on the grid. */
function slotsUpTo(first: string, last: string, stepMinutes: number): string[] {
  const slots: string[] = [];
  for (let at = minutesOf(first); at <= minutesOf(last); at += stepMinutes) slots.push(clockOf(at));
  return slots;
}

/** The week's table slots: `first`, then every step up to `last`. */
export function weeklySlots(schedule: Pick<HouseSchedule, 'slots'>): string[] {
  const { first, last, stepMinutes } = schedule.slots;
  return slotsUpTo(first, last, stepMinutes);
}

/**
 * A weekday's kitchen close and last reservation time: its own where the owner set them (a shorter Friday), else
 * the week's (docs/decisions.md 134).
 */
export function weekdayTimesOf(
  schedule: Pick<HouseSchedule, 'kitchenCloses' | 'slots' | 'weekdayTimes'>,
  day: Weekday,
): { kitchenCloses: string; lastSlot: string } {
  return schedule.weekdayTimes?.[day] ?? { kitchenCloses: schedule.kitchenCloses, lastSlot: schedule.slots.last };
}

/** The kitchen's close on a date: its weekday's (an exception's hours do not move it). */
export function kitchenClosesOn(schedule: Pick<HouseSchedule, 'kitchenCloses' | 'slots' | 'weekdayTimes'>, date: string): string {
  return weekdayTimesOf(schedule, weekdayOf(date) as Weekday).kitchenCloses;
}

/** A weekday's table slots in the week: `first`, then every step up to that day's last reservation time. */
export function weekdaySlots(schedule: Pick<HouseSchedule, 'kitchenCloses' | 'slots' | 'weekdayTimes'>, day: Weekday): string[] {
  const { first, stepMinutes } = schedule.slots;
  return slotsUpTo(first, weekdayTimesOf(schedule, day).lastSlot, stepMinutes);
}

/**
 * The slots a date offers: none when closed; its weekday's on a usual day (the week's, up to that day's own last
 * time where it has one: docs/decisions.md 134); on a day of special hours, the times of the week's grid (every
 * step from `first`, before or after it) from opening until before that weekday's kitchen closes, or closing if
 * that is earlier (docs/decisions.md 110): 24 December open 12:00 to 16:00 offers 12:00 to 15:30.
 */
export function slotsOn(schedule: HouseSchedule, date: string): string[] {
  const hours = hoursOn(schedule, date);
  if (!hours) return [];
  if (!exceptionOn(schedule, date)) return weekdaySlots(schedule, weekdayOf(date) as Weekday);
  const step = schedule.slots.stepMinutes;
  const grid = ((minutesOf(schedule.slots.first) % step) + step) % step;
  const from = minutesOf(hours.open);
  const kitchen = minutesOf(kitchenClosesOn(schedule, date));
  const until = Math.min(minutesOf(hours.close), kitchen > from ? kitchen : Infinity);
  const slots: string[] = [];
  for (let at = from + ((grid - (from % step) + step) % step); at < until; at += step) slots.push(clockOf(at));
  return slots;
}

/** The note guests read for a date (an exception's, in their language), or undefined when there is none. */
export function noteOn(schedule: Pick<HouseSchedule, 'exceptions'>, date: string): { de: string; en: string } | undefined {
  const note = exceptionOn(schedule, date)?.note;
  return note && (note.de || note.en) ? note : undefined;
}

/** The schedule as guests read it: exceptions that ended before `today` are left out. */
export function scheduleFrom<T extends Pick<HouseSchedule, 'exceptions'>>(schedule: T, today: string): T {
  return { ...schedule, exceptions: schedule.exceptions.filter((exception) => exception.to >= today) };
}
