import { berlinDate, berlinLocalToInstant, daysAfter } from '@ristorante/contracts';

/** A table booking as the room sees it: when it starts (Berlin's wall clock on its date) and how many it seats. */
export interface Seating {
  date: string;
  time: string;
  guests: number;
}

/** When a seating holds its covers, in milliseconds since the epoch: `[from, to)`. */
export interface Window {
  from: number;
  to: number;
}

const minute = 60_000;

/**
 * A seating holds its covers from its start for the seating length in real time (docs/decisions.md 108): on the
 * night the clocks change, a seating that spans the change ends an hour later or earlier on the wall clock.
 */
export function windowOf(seating: { date: string; time: string }, seatingMinutes: number): Window {
  const from = instantOf(`${seating.date}T${seating.time}`);
  return { from, to: from + seatingMinutes * minute };
}

/** When a Berlin calendar day begins and ends (23 or 25 hours on the days the clocks change). */
export function dayWindow(date: string): Window {
  return { from: instantOf(`${date}T00:00`), to: instantOf(`${daysAfter(date, 1)}T00:00`) };
}

/**
 * Berlin's wall-clock time as an instant, remembered: finding the offset takes `Intl` two formats, and every check
 * turns the same few dates and slots into instants again and again.
 */
const instants = new Map<string, number>();
function instantOf(local: string): number {
  let instant = instants.get(local);
  if (instant === undefined) {
    if (instants.size >= 10_000) instants.clear();
    instant = berlinLocalToInstant(local)!.getTime();
    instants.set(local, instant);
  }
  return instant;
}

/**
 * The calendar dates (Berlin) a window touches, in order. Two windows that overlap always share one of them, so
 * locking each date a booking touches keeps two overlapping bookings from being checked at the same time.
 */
export function datesTouched(window: Window): string[] {
  const last = berlinDate(new Date(window.to - 1));
  const dates = [berlinDate(new Date(window.from))];
  while (dates.at(-1)! < last) dates.push(daysAfter(dates.at(-1)!, 1));
  return dates;
}

/**
 * An event's claim on the room (docs/decisions.md 111): `places` covers from `from` to `to`, or the whole room
 * when `exclusive` (tables then get none for its hours).
 */
export interface EventClaim extends Window {
  eventId: string;
  places: number;
  exclusive: boolean;
  title: { de: string; en: string };
  /** The tables and areas staff gave it, held for its hours (docs/decisions.md 161). */
  tableIds?: string[];
  areaIds?: string[];
}

/** The covers an event takes from a room of `capacity`. */
const coversOf = (claim: EventClaim, capacity: number) => (claim.exclusive ? Math.max(capacity, claim.places) : claim.places);

/** Whether two windows share a moment. */
export const overlaps = (a: Window, b: Window): boolean => a.from < b.to && b.from < a.to;

/**
 * The most covers the given seatings and events hold at any moment of `window`. The room only fills up when a
 * seating or an event starts, so the peak is at the window's start or at a start inside it.
 */
export function peakCovers(
  window: Window,
  held: readonly Seating[],
  seatingMinutes: number,
  events: readonly EventClaim[] = [],
  capacity = 0,
): number {
  const windows = [
    ...held.map((seating) => ({ ...windowOf(seating, seatingMinutes), guests: seating.guests })),
    ...events.map((claim) => ({ from: claim.from, to: claim.to, guests: coversOf(claim, capacity) })),
  ];
  const moments = [window.from, ...windows.map((w) => w.from).filter((from) => from > window.from && from < window.to)];
  let peak = 0;
  for (const moment of moments) {
    let covers = 0;
    for (const w of windows) if (w.from <= moment && moment < w.to) covers += w.guests;
    peak = Math.max(peak, covers);
  }
  return peak;
}

/** The covers still free for the whole of a seating that would start at `wish`: never below zero. */
export function coversLeft(
  wish: { date: string; time: string },
  held: readonly Seating[],
  room: { capacity: number; seatingMinutes: number },
  events: readonly EventClaim[] = [],
): number {
  const window = windowOf(wish, room.seatingMinutes);
  return Math.max(0, room.capacity - peakCovers(window, held, room.seatingMinutes, events, room.capacity));
}

/** The first exclusive event a seating starting at `wish` would meet, if any: the room is closed to tables then. */
export function exclusiveEventMet(
  wish: { date: string; time: string },
  seatingMinutes: number,
  events: readonly EventClaim[],
): EventClaim | undefined {
  const window = windowOf(wish, seatingMinutes);
  return events.filter((claim) => claim.exclusive && overlaps(claim, window)).sort((a, b) => a.from - b.from)[0];
}

/** The covers at table at the start of a slot: the seatings whose window holds that moment. */
export function seatedAt(moment: { date: string; time: string }, held: readonly Seating[], seatingMinutes: number): number {
  const at = windowOf(moment, seatingMinutes).from;
  let covers = 0;
  for (const seating of held) {
    const window = windowOf(seating, seatingMinutes);
    if (window.from <= at && at < window.to) covers += seating.guests;
  }
  return covers;
}

/** The covers events take from the room at the start of a slot. */
export function eventCoversAt(moment: { date: string; time: string }, events: readonly EventClaim[], capacity: number): number {
  const at = instantOf(`${moment.date}T${moment.time}`);
  return events.filter((claim) => claim.from <= at && at < claim.to).reduce((sum, claim) => sum + coversOf(claim, capacity), 0);
}

/** The covers arriving at one slot (the kitchen's pacing counts them, docs/decisions.md 155). */
export const arrivingAt = (slot: { date: string; time: string }, held: readonly Seating[]): number =>
  held
    .filter((seating) => seating.date === slot.date && seating.time === slot.time)
    .reduce((sum, seating) => sum + seating.guests, 0);
