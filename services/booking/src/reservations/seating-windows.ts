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
 * The most covers the given seatings hold at any moment of `window`. The room only fills up when a seating
 * starts, so the peak is at the window's start or at a start inside it.
 */
export function peakCovers(window: Window, held: readonly Seating[], seatingMinutes: number): number {
  const windows = held.map((seating) => ({ ...windowOf(seating, seatingMinutes), guests: seating.guests }));
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
): number {
  return Math.max(0, room.capacity - peakCovers(windowOf(wish, room.seatingMinutes), held, room.seatingMinutes));
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
