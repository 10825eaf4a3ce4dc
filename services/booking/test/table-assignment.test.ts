import { describe, expect, it } from 'vitest';
import type { Floor } from '@ristorante/contracts';
import { bestPlace, checkChosen, largestParty, type TableHold } from '../src/floor/table-assignment.js';
import { windowOf } from '../src/reservations/seating-windows.js';

// A small room and a terrace: two 2-tops that join, a 4-top, a 6-top, a staff-only 2-top; on the terrace two 4-tops.
const inside = '00000000-0000-4000-8000-0000000000a1';
const terrace = '00000000-0000-4000-8000-0000000000a2';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const table = (n: number, areaId: string, minGuests: number, maxGuests: number, bookableOnline = true) => ({
  id: id(n),
  name: `T${n}`,
  areaId,
  minGuests,
  maxGuests,
  bookableOnline,
});
const floor: Pick<Floor, 'areas' | 'tables' | 'combinations'> = {
  areas: [
    { id: inside, name: 'Gastraum', closures: [] },
    { id: terrace, name: 'Terrasse', closures: [{ from: '2026-12-24', to: '2026-12-26' }] },
  ],
  tables: [
    table(1, inside, 1, 2),
    table(2, inside, 1, 2),
    table(3, inside, 2, 4),
    table(4, inside, 4, 6),
    table(5, inside, 1, 2, false),
    table(6, terrace, 1, 4),
    table(7, terrace, 1, 4),
  ],
  combinations: [
    { id: id(12), name: 'T1+T2', tableIds: [id(1), id(2)], minGuests: 3, maxGuests: 4 },
    { id: id(34), name: 'T3+T4', tableIds: [id(3), id(4)], minGuests: 7, maxGuests: 10 },
    { id: id(67), name: 'T6+T7', tableIds: [id(6), id(7)], minGuests: 5, maxGuests: 8 },
  ],
};
const date = '2026-12-18';
const at = (time: string, day = date) => windowOf({ date: day, time }, 120);
const heldOn = (day: string, time: string, ...tables: number[]): TableHold => ({
  ...at(time, day),
  tableIds: tables.map(id),
  name: 'Rossi',
  guests: 2,
});
const held = (time: string, ...tables: number[]) => heldOn(date, time, ...tables);
const names = (place: { tableIds: string[] } | undefined) =>
  place?.tableIds.map((tableId) => `T${Number(tableId.slice(-12))}`) ?? 'none';

describe('the best free place for a party (docs/decisions.md 155)', () => {
  it.each([
    // guests, holds, who books, expected
    { case: 'a couple takes the first 2-top', guests: 2, holds: [], seater: 'online', expected: ['T1'] },
    {
      case: 'a couple takes the next 2-top when one is held',
      guests: 2,
      holds: [held('19:00', 1)],
      seater: 'online',
      expected: ['T2'],
    },
    {
      case: 'a couple takes a 4-top once the 2-tops bookable online are gone',
      guests: 2,
      holds: [held('19:00', 1), held('19:00', 2)],
      seater: 'online',
      expected: ['T3'],
    },
    {
      case: 'staff may use the staff-only 2-top',
      guests: 2,
      holds: [held('19:00', 1), held('19:00', 2)],
      seater: 'staff',
      expected: ['T5'],
    },
    { case: 'four take the 4-top before joining tables', guests: 4, holds: [], seater: 'online', expected: ['T3'] },
    {
      case: 'four take a single 4-top elsewhere before joining tables',
      guests: 4,
      holds: [held('19:00', 3)],
      seater: 'online',
      expected: ['T6'],
    },
    {
      case: 'four join the 2-tops when every 4-top is held',
      guests: 4,
      holds: [held('19:00', 3, 6, 7)],
      seater: 'online',
      expected: ['T1', 'T2'],
    },
    { case: 'five take the 6-top, the smallest that fits', guests: 5, holds: [], seater: 'online', expected: ['T4'] },
    {
      case: 'five join the terrace when the 6-top is held',
      guests: 5,
      holds: [held('19:00', 4)],
      seater: 'online',
      expected: ['T6', 'T7'],
    },
    { case: 'nine need the joined 4- and 6-top', guests: 9, holds: [], seater: 'online', expected: ['T3', 'T4'] },
    { case: 'a party no table fits', guests: 11, holds: [], seater: 'staff', expected: 'none' },
    {
      case: 'a 2-top held by a seating that ends as this one starts is free',
      guests: 2,
      holds: [held('17:00', 1)],
      seater: 'online',
      expected: ['T1'],
    },
    {
      case: 'a 2-top held by a seating starting a minute before this one ends is not',
      guests: 2,
      holds: [held('20:59', 1)],
      seater: 'online',
      expected: ['T2'],
    },
    {
      case: 'a joined place is not free when one of its tables is held',
      guests: 3,
      holds: [held('19:00', 2), held('19:00', 3)],
      seater: 'online',
      expected: ['T6'],
    },
  ] as const)('$case', ({ guests, holds, seater, expected }) => {
    expect(names(bestPlace(floor, { date, guests }, at('19:00'), holds, seater))).toEqual(expected);
  });

  it('when the terrace is closed for the day, its tables seat no one, and on other days they do', () => {
    expect(
      names(
        bestPlace(
          floor,
          { date: '2026-12-24', guests: 5 },
          at('19:00', '2026-12-24'),
          [heldOn('2026-12-24', '19:00', 4)],
          'staff',
        ),
      ),
    ).toBe('none');
    expect(names(bestPlace(floor, { date: '2026-12-27', guests: 5 }, at('19:00', '2026-12-27'), [], 'staff'))).toEqual(['T4']);
  });

  it('when an event holds tables, they are taken as any hold is', () => {
    const event: TableHold = { ...at('18:00'), to: at('18:00').from + 4 * 3600_000, tableIds: [id(4), id(3), id(6)] };
    expect(names(bestPlace(floor, { date, guests: 4 }, at('19:00'), [event], 'online'))).toEqual(['T7']);
  });

  it('the largest party a free place seats, and 0 when all are held', () => {
    expect(largestParty(floor, date, at('19:00'), [], 'staff')).toBe(10);
    expect(largestParty(floor, date, at('19:00'), [held('19:00', 4)], 'staff')).toBe(8);
    const all = [1, 2, 3, 4, 5, 6, 7].map((n) => held('19:00', n));
    expect(largestParty(floor, date, at('19:00'), all, 'staff')).toBe(0);
  });
});

describe('the tables staff choose (a move, a walk-in)', () => {
  it.each([
    { case: 'one table that seats the party', tables: [3], guests: 4, holds: [], expected: 'ok' },
    { case: 'a combination, in any order', tables: [2, 1], guests: 4, holds: [], expected: 'ok' },
    { case: 'two tables that are no combination', tables: [1, 3], guests: 4, holds: [], expected: 'notJoinable' },
    { case: 'a table not on the floor', tables: [99], guests: 2, holds: [], expected: 'unknown' },
    { case: 'a table too small for the party', tables: [1], guests: 3, holds: [], expected: 'tooSmall' },
    { case: 'a table held then', tables: [3], guests: 4, holds: [held('20:00', 3)], expected: 'taken' },
  ] as const)('$case: $expected', ({ tables, guests, holds, expected }) => {
    const chosen = checkChosen(floor, { date, guests }, tables.map(id), at('19:00'), holds);
    expect(chosen.ok ? 'ok' : chosen.reason).toBe(expected);
  });

  it('a table in an area closed that day is refused, naming the area', () => {
    const chosen = checkChosen(floor, { date: '2026-12-25', guests: 2 }, [id(6)], at('19:00', '2026-12-25'), []);
    expect(chosen).toEqual({ ok: false, reason: 'areaClosed', area: 'Terrasse' });
  });

  it('a taken table names the booking that holds it', () => {
    const chosen = checkChosen(floor, { date, guests: 2 }, [id(1)], at('19:00'), [held('18:30', 1)]);
    expect(chosen).toMatchObject({ ok: false, reason: 'taken', table: 'T1', hold: { name: 'Rossi' } });
  });
});
