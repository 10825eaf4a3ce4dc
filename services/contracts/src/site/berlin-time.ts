/** The restaurant's clock (docs/product.md, 'Opening hours and table slots'): 'today', slots and event times are Berlin's. */
export const restaurantTimeZone = 'Europe/Berlin';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: restaurantTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Berlin's wall-clock reading of an instant, to the second, as if it were UTC: asked of Intl (slow). */
function readWallClock(instant: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

const hourMs = 3_600_000;
/** Berlin's offset from UTC in each UTC hour asked about: its clocks change on the hour (01:00 UTC), never within one. */
const offsetByHour = new Map<number, number>();

/**
 * Berlin's wall-clock reading of an instant, to the second, as if it were UTC (for offset arithmetic). Intl's answer
 * costs microseconds and every slot of every availability answer asks several: the offset is asked once per hour.
 */
function wallClockAsUtc(instant: number): number {
  const hour = Math.floor(instant / hourMs);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = readWallClock(hour * hourMs) - hour * hourMs;
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return Math.floor((instant + offset) / 1000) * 1000;
}

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a Berlin wall-clock time (`YYYY-MM-DDTHH:mm`, as a datetime-local input gives it) names, or
 * undefined when it is no valid date. A time that does not exist (the hour skipped in spring) moves forward.
 */
export function berlinLocalToInstant(local: string): Date | undefined {
  const match = localDateTime.exec(local);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  let instant = asUtc - (wallClockAsUtc(asUtc) - asUtc);
  // The offset at the first guess can differ from the offset at the answer near a clock change: correct once.
  instant = asUtc - (wallClockAsUtc(instant) - instant);
  return new Date(instant);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD`: 2027-02-30 rolls over and month 13 is no date at all, so neither passes. */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** Berlin's calendar date of an instant, `YYYY-MM-DD`. */
export function berlinDate(instant: Date): string {
  return new Date(wallClockAsUtc(instant.getTime())).toISOString().slice(0, 10);
}

const weekdayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });

/** The weekday of a calendar date `YYYY-MM-DD` (a date has no time zone: it is Berlin's by definition here). */
export function weekdayOf(date: string): string {
  return weekdayFormat.format(new Date(`${date}T12:00:00Z`)).toLowerCase();
}

/** Berlin's wall-clock time of an instant, `HH:mm`. */
export function berlinTime(instant: Date): string {
  return new Date(wallClockAsUtc(instant.getTime())).toISOString().slice(11, 16);
}

/** The calendar day `days` after `date` (`YYYY-MM-DD`; negative: before), in UTC, where no clock change shifts a day. */
export function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The calendar day `months` after `date` (`YYYY-MM-DD`); the 31st of a shorter month becomes its last day. */
export function monthsAfter(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}
