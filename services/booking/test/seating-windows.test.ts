import { describe, expect, it } from 'vitest';
import {
  coversLeft,
  datesTouched,
  dayWindow,
  eventCoversAt,
  exclusiveEventMet,
  peakCovers,
  seatedAt,
  windowOf,
  type EventClaim,
  type Seating,
} from '../src/reservations/seating-windows.js';

// The window arithmetic behind every table booking (docs/decisions.md 108): a seating holds its covers from its
// time for the seating length, in real time, Berlin's wall clock on its date.
const room = { capacity: 40, seatingMinutes: 120 };
const hours = (window: { from: number; to: number }) => (window.to - window.from) / 3_600_000;
const at = (date: string, time: string, guests: number): Seating => ({ date, time, guests });

describe('seating windows', () => {
  it.each([
    // wish, held seatings, covers left for the whole seating of the wish
    ['an empty room', '19:00', [], 40],
    ['a seating at the same time', '19:00', [at('2027-03-10', '19:00', 30)], 10],
    ['one that began 90 minutes before: still at table', '19:00', [at('2027-03-10', '17:30', 25)], 15],
    ['one that began exactly a seating before: gone', '19:00', [at('2027-03-10', '17:00', 40)], 40],
    ['one that starts within the seating: counted', '19:00', [at('2027-03-10', '20:30', 35)], 5],
    ['one that starts exactly when the seating ends: not counted', '19:00', [at('2027-03-10', '21:00', 40)], 40],
    [
      'two that never sit together: the larger one counts',
      '19:00',
      [at('2027-03-10', '17:30', 20), at('2027-03-10', '19:30', 30)],
      10,
    ],
    [
      'two that sit together within the seating: both count',
      '19:00',
      [at('2027-03-10', '18:00', 20), at('2027-03-10', '19:30', 15)],
      5,
    ],
    ['a full room: none left, never below zero', '19:00', [at('2027-03-10', '19:00', 45)], 0],
    ['another day: not counted', '19:00', [at('2027-03-11', '19:00', 40)], 40],
  ] as const)('when %s, then the covers left are right', (_case, time, held, left) => {
    expect(coversLeft({ date: '2027-03-10', time }, held, room)).toBe(left);
  });

  it('when a seating runs past midnight, then it holds covers on the next day and touches both dates', () => {
    const late = at('2027-03-10', '23:30', 30);
    expect(coversLeft({ date: '2027-03-11', time: '00:30' }, [late], room)).toBe(10);
    expect(coversLeft({ date: '2027-03-11', time: '01:30' }, [late], room)).toBe(40);
    expect(datesTouched(windowOf(late, 120))).toEqual(['2027-03-10', '2027-03-11']);
    expect(datesTouched(windowOf(at('2027-03-10', '22:00', 1), 120))).toEqual(['2027-03-10']);
    expect(datesTouched(windowOf(at('2027-12-31', '23:00', 1), 120))).toEqual(['2027-12-31', '2028-01-01']);
  });

  it('when the clocks change (Europe/Berlin), then a seating lasts its length in real time', () => {
    // Spring: 02:00 becomes 03:00 on 28 March 2027. A seating from 01:30 lasts 2 hours, until 04:30 on the wall.
    const spring = windowOf({ date: '2027-03-28', time: '01:30' }, 120);
    expect(hours(spring)).toBe(2);
    expect(coversLeft({ date: '2027-03-28', time: '04:00' }, [at('2027-03-28', '01:30', 30)], room)).toBe(10);
    expect(coversLeft({ date: '2027-03-28', time: '04:30' }, [at('2027-03-28', '01:30', 30)], room)).toBe(40);
    // Autumn: 03:00 becomes 02:00 on 31 October 2027. A seating from 01:30 ends at 02:30 on the wall, the second time.
    const autumn = windowOf({ date: '2027-10-31', time: '01:30' }, 120);
    expect(hours(autumn)).toBe(2);
    expect(coversLeft({ date: '2027-10-31', time: '03:00' }, [at('2027-10-31', '01:30', 30)], room)).toBe(40);
    // An evening seating on either day is untouched: 19:00 to 21:00.
    expect(coversLeft({ date: '2027-03-28', time: '20:30' }, [at('2027-03-28', '19:00', 30)], room)).toBe(10);
    expect(coversLeft({ date: '2027-10-31', time: '21:00' }, [at('2027-10-31', '19:00', 30)], room)).toBe(40);
  });

  it('when seatings overlap in turn, then the peak is the most at table at one moment, not their sum', () => {
    const held = [at('2027-03-10', '17:00', 10), at('2027-03-10', '18:00', 10), at('2027-03-10', '19:00', 10)];
    // 17:00–19:00, 18:00–20:00, 19:00–21:00: at most two at table together.
    expect(peakCovers(windowOf({ date: '2027-03-10', time: '17:00' }, 180), held, 120)).toBe(20);
    expect(seatedAt({ date: '2027-03-10', time: '18:30' }, held, 120)).toBe(20);
    expect(seatedAt({ date: '2027-03-10', time: '21:00' }, held, 120)).toBe(0);
  });

  it('when the seating length changes, then the same bookings overlap differently', () => {
    const held = [at('2027-03-10', '17:00', 30)];
    expect(coversLeft({ date: '2027-03-10', time: '18:30' }, held, { capacity: 40, seatingMinutes: 90 })).toBe(40);
    expect(coversLeft({ date: '2027-03-10', time: '18:30' }, held, { capacity: 40, seatingMinutes: 150 })).toBe(10);
  });
});

// An event night takes its places from the room for its hours, or the whole room when exclusive (docs/decisions.md 111).
const eventAt = (date: string, time: string, minutes: number, places: number, exclusive = false): EventClaim => ({
  ...windowOf({ date, time }, minutes),
  eventId: `${date} ${time}`,
  places,
  exclusive,
  title: { de: 'Weinabend', en: 'Wine evening' },
});

describe('seating windows with event nights', () => {
  it.each([
    // wish, the event (19:00 for 3 hours unless said), seatings, covers left for the whole seating of the wish
    ['a shared event at the same time', '19:00', eventAt('2027-03-10', '19:00', 180, 30), [], 10],
    ['a seating ending as the event begins', '17:00', eventAt('2027-03-10', '19:00', 180, 30), [], 40],
    ['a seating meeting the event’s first half hour', '17:30', eventAt('2027-03-10', '19:00', 180, 30), [], 10],
    ['a seating starting as the event ends', '22:00', eventAt('2027-03-10', '19:00', 180, 30), [], 40],
    ['a shared event and tables together', '18:00', eventAt('2027-03-10', '19:00', 180, 30), [at('2027-03-10', '18:30', 6)], 4],
    ['an event with more places than the room', '20:00', eventAt('2027-03-10', '19:00', 180, 60), [], 0],
    ['an exclusive event: none left', '21:30', eventAt('2027-03-10', '19:00', 180, 12, true), [], 0],
    ['an exclusive event that has ended', '22:00', eventAt('2027-03-10', '19:00', 180, 12, true), [], 40],
    ['an event on another day', '19:00', eventAt('2027-03-11', '19:00', 180, 40, true), [], 40],
  ] as const)('when %s, then the covers left are right', (_case, time, event, held, left) => {
    expect(coversLeft({ date: '2027-03-10', time }, held, room, [event])).toBe(left);
  });

  it('when a seating would meet an exclusive event, then the event is named; at its edges it is not met', () => {
    const exclusive = eventAt('2027-03-10', '19:00', 180, 12, true);
    const shared = eventAt('2027-03-10', '17:00', 60, 12);
    expect(exclusiveEventMet({ date: '2027-03-10', time: '17:30' }, 120, [shared, exclusive])).toBe(exclusive);
    expect(exclusiveEventMet({ date: '2027-03-10', time: '21:59' }, 120, [exclusive])).toBe(exclusive);
    expect(exclusiveEventMet({ date: '2027-03-10', time: '17:00' }, 120, [shared, exclusive])).toBeUndefined();
    expect(exclusiveEventMet({ date: '2027-03-10', time: '22:00' }, 120, [exclusive])).toBeUndefined();
  });

  it('when an event runs past midnight, then the next day’s early seatings meet it and the day sheet counts it', () => {
    const late = eventAt('2027-03-10', '22:00', 240, 25);
    expect(coversLeft({ date: '2027-03-11', time: '01:00' }, [], room, [late])).toBe(15);
    expect(coversLeft({ date: '2027-03-11', time: '02:00' }, [], room, [late])).toBe(40);
    expect(eventCoversAt({ date: '2027-03-11', time: '00:30' }, [late], 40)).toBe(25);
    expect(eventCoversAt({ date: '2027-03-10', time: '21:30' }, [late], 40)).toBe(0);
  });

  it('when the clocks change (Europe/Berlin), then an event lasts its length in real time and a day its 23 or 25 hours', () => {
    // Spring, 28 March 2027: an event from 01:00 for three hours ends at 05:00 on the wall.
    const spring = eventAt('2027-03-28', '01:00', 180, 30);
    expect(coversLeft({ date: '2027-03-28', time: '04:30' }, [], room, [spring])).toBe(10);
    expect(coversLeft({ date: '2027-03-28', time: '05:00' }, [], room, [spring])).toBe(40);
    // Autumn, 31 October 2027: from 01:00 for three hours ends at 03:00 on the wall.
    const autumn = eventAt('2027-10-31', '01:00', 180, 30, true);
    expect(exclusiveEventMet({ date: '2027-10-31', time: '02:59' }, 1, [autumn])).toBe(autumn);
    expect(exclusiveEventMet({ date: '2027-10-31', time: '03:00' }, 120, [autumn])).toBeUndefined();
    expect(hours(dayWindow('2027-03-28'))).toBe(23);
    expect(hours(dayWindow('2027-10-31'))).toBe(25);
    expect(hours(dayWindow('2027-03-10'))).toBe(24);
  });

  it('when an exclusive event holds the room, then the day sheet counts the whole room, and the peak tables and events together', () => {
    const exclusive = eventAt('2027-03-10', '19:00', 180, 12, true);
    expect(eventCoversAt({ date: '2027-03-10', time: '19:00' }, [exclusive], 40)).toBe(40);
    expect(eventCoversAt({ date: '2027-03-10', time: '18:30' }, [exclusive], 40)).toBe(0);
    const shared = eventAt('2027-03-10', '19:00', 180, 12);
    const held = [at('2027-03-10', '18:00', 10), at('2027-03-10', '20:30', 8)];
    expect(peakCovers(windowOf({ date: '2027-03-10', time: '18:00' }, 240), held, 120, [shared], 40)).toBe(22);
  });
});
