import { areaOpenOn, berlinTime, type Floor, type Reservation, type ReservationDay } from '@ristorante/contracts';

/**
 * Where the evening's bookings stand on the timeline (docs/decisions.md 158): one row per table, grouped by area,
 * an 'unassigned' row last; each booking a bar on every table it holds, from its time for the seating length (a
 * finished one to when it left). Pure, so the placing is tested without a screen.
 */

/** Minutes since the day's midnight; a clock time before the opening counts as after midnight (a late close). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const sinceMidnight = (time: string, open: number) => {
  const minutes = minutesOf(time);
  return minutes < open ? minutes + 24 * 60 : minutes;
};

export interface Bar {
  reservation: Reservation;
  start: number;
  end: number;
  /** Its line within the row: bookings that overlap on one table (a party staying on) stand one under the other. */
  lane: number;
}

export interface TableRow {
  kind: 'table';
  id: string;
  name: string;
  maxGuests: number;
  areaId: string;
  closed: boolean;
  bars: Bar[];
  lanes: number;
}

export interface UnassignedRow {
  kind: 'unassigned';
  id: 'unassigned';
  bars: Bar[];
  lanes: number;
}

export interface AreaGroup {
  id: string;
  name: string;
  closed: boolean;
  rows: TableRow[];
}

export interface TimelineLayout {
  /** The axis, in minutes since midnight: from the opening's hour to the hour after the close or the last end. */
  from: number;
  to: number;
  areas: AreaGroup[];
  unassigned: UnassignedRow;
  /** Every booking of the day in time order, cancelled ones last (the compact list). */
  bookings: Reservation[];
}

/** The day's bookings, flattened from its slots. */
export const bookingsOf = (day: ReservationDay): Reservation[] => day.slots.flatMap((slot) => slot.reservations);

/** Greedy lanes: each bar takes the first line whose last bar has ended. */
function laned(bars: Array<Omit<Bar, 'lane'>>): { bars: Bar[]; lanes: number } {
  const ends: number[] = [];
  const placed = [...bars]
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .map((bar) => {
      let lane = ends.findIndex((end) => end <= bar.start);
      if (lane === -1) lane = ends.push(bar.end) - 1;
      else ends[lane] = bar.end;
      return { ...bar, lane };
    });
  return { bars: placed, lanes: Math.max(1, ends.length) };
}

export function layoutTimeline(day: ReservationDay, floor: Floor, seatingMinutes: number): TimelineLayout {
  const open = day.hours ? minutesOf(day.hours.open) : 17 * 60;
  const close = day.hours ? sinceMidnight(day.hours.close, open) : open + 6 * 60;
  const all = bookingsOf(day);
  const drawn = all.filter((reservation) => reservation.status !== 'cancelled');
  const span = (reservation: Reservation) => {
    const start = sinceMidnight(reservation.time, open);
    const left = reservation.status === 'finished' && reservation.finishedAt;
    const end = left ? sinceMidnight(berlinTime(new Date(reservation.finishedAt!)), open) : start + seatingMinutes;
    // A party that left within a minute of sitting down still shows as a sliver, not nothing.
    return { reservation, start, end: Math.max(end, start + 10) };
  };
  const spans = drawn.map(span);
  const known = new Set(floor.tables.map((table) => table.id));
  const onTable = (tableId: string) =>
    laned(spans.filter((bar) => bar.reservation.tables?.some((table) => table.id === tableId)));
  const unassigned = laned(spans.filter((bar) => !bar.reservation.tables?.some((table) => known.has(table.id))));
  const areas = floor.areas.map((area) => {
    const closed = !areaOpenOn(area, day.date);
    return {
      id: area.id,
      name: area.name,
      closed,
      rows: floor.tables
        .filter((table) => table.areaId === area.id)
        .map((table): TableRow => ({
          kind: 'table',
          id: table.id,
          name: table.name,
          maxGuests: table.maxGuests,
          areaId: area.id,
          closed,
          ...onTable(table.id),
        })),
    };
  });
  const lastEnd = Math.max(close, ...spans.map((bar) => bar.end));
  const order = (a: Reservation, b: Reservation) =>
    Number(a.status === 'cancelled') - Number(b.status === 'cancelled') ||
    sinceMidnight(a.time, open) - sinceMidnight(b.time, open) ||
    a.name.localeCompare(b.name);
  return {
    from: Math.floor(open / 60) * 60,
    to: Math.ceil(lastEnd / 60) * 60,
    areas,
    unassigned: { kind: 'unassigned', id: 'unassigned', ...unassigned },
    bookings: [...all].sort(order),
  };
}

/** Whether another booking than `except` holds the table at some moment from `from` to `to`. */
export const takenBetween = (row: TableRow, from: number, to: number, except?: string) =>
  row.bars.some(
    (bar) => bar.reservation.id !== except && bar.reservation.status !== 'no_show' && bar.start < to && from < bar.end,
  );
