import { describe, expect, it } from 'vitest';
import { coversLeft, datesTouched, peakCovers, seatedAt, windowOf, type Seating } from '../src/reservations/seating-windows.js';

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
