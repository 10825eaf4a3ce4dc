import { describe, expect, it } from 'vitest';
import {
  defaultHouseSchedule,
  exceptionOn,
  houseScheduleSchema,
  hoursOn,
  kitchenClosesOn,
  noteOn,
  slotsOn,
  weekdaySlots,
  weekdayTimesOf,
  weeklySlots,
  type HouseSchedule,
} from '../src/index.js';

// The owner's schedule (docs/decisions.md 110): which days are open, at what hours, with which table slots.
const withExceptions = (...exceptions: HouseSchedule['exceptions']): HouseSchedule => ({ ...defaultHouseSchedule, exceptions });
const none = { de: '', en: '' };

describe('the opening schedule', () => {
  it('is valid by its own rules, and offers 17:00 to 21:30 every half hour', () => {
    expect(houseScheduleSchema.safeParse(defaultHouseSchedule).success).toBe(true);
    expect(weeklySlots(defaultHouseSchedule)).toEqual([
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
  });
});

describe('a date under exceptions', () => {
  // 2027-08-02 is a Monday; the staff holiday runs Monday to Wednesday, Christmas Eve has afternoon hours.
  const holiday = { from: '2027-08-02', to: '2027-08-04', hours: null, note: { de: 'Betriebsferien', en: 'Staff holiday' } };
  const christmasEve = { from: '2027-12-24', to: '2027-12-24', hours: { open: '12:00', close: '16:00' }, note: none };
  const schedule = withExceptions(holiday, christmasEve);

  it.each([
    ['2027-08-01', 'the Sunday before', { open: '17:00', close: '22:00' }, 10, undefined],
    ['2027-08-02', 'its first day', null, 0, 'Betriebsferien'],
    ['2027-08-04', 'its last day (included)', null, 0, 'Betriebsferien'],
    ['2027-08-05', 'the Thursday after', { open: '17:00', close: '22:30' }, 10, undefined],
    ['2027-12-24', 'a day of special hours', { open: '12:00', close: '16:00' }, 8, undefined],
  ])('%s (%s): hours, slots and note follow the exception', (date, _what, hours, slots, note) => {
    expect(hoursOn(schedule, date)).toEqual(hours);
    expect(slotsOn(schedule, date)).toHaveLength(slots);
    expect(noteOn(schedule, date)?.de).toBe(note);
  });

  it('when a weekday is closed in the week, then an exception with hours opens it', () => {
    const closedMondays = { ...schedule, weeklyHours: { ...schedule.weeklyHours, monday: null } };
    expect(hoursOn(closedMondays, '2027-08-09')).toBeNull();
    const open = {
      ...closedMondays,
      exceptions: [{ from: '2027-08-09', to: '2027-08-09', hours: { open: '18:00', close: '23:00' }, note: none }],
    };
    expect(slotsOn(open, '2027-08-09')).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
  });

  it.each([
    [{ open: '12:00', close: '16:00' }, 30, ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30']],
    // On the week's grid (from 17:00 every 30 minutes): opening at 12:15, the first slot is 12:30.
    [{ open: '12:15', close: '14:00' }, 30, ['12:30', '13:00', '13:30']],
    // Past the kitchen's close (22:00) nothing is offered, however late the bar stays open.
    [{ open: '20:00', close: '23:59' }, 60, ['20:00', '21:00']],
    // Opening after the kitchen usually closes: the evening's own hours bound it.
    [{ open: '22:30', close: '23:45' }, 15, ['22:30', '22:45', '23:00', '23:15', '23:30']],
  ])('special hours %o every %i minutes offer %o', (hours, stepMinutes, expected) => {
    const special = {
      ...defaultHouseSchedule,
      slots: { ...defaultHouseSchedule.slots, stepMinutes },
      exceptions: [{ from: '2027-12-31', to: '2027-12-31', hours, note: none }],
    };
    expect(slotsOn(special, '2027-12-31')).toEqual(expected);
  });
});

describe('the rules between settings', () => {
  const problems = (schedule: unknown) =>
    (houseScheduleSchema.safeParse(schedule).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('when a long closure contains two shorter exceptions, then each of them overlaps it', () => {
    const schedule = withExceptions(
      { from: '2027-08-01', to: '2027-08-20', hours: null, note: none },
      { from: '2027-08-05', to: '2027-08-06', hours: null, note: none },
      { from: '2027-08-10', to: '2027-08-11', hours: null, note: none },
      { from: '2027-08-21', to: '2027-08-21', hours: null, note: none },
    );
    expect(problems(schedule)).toEqual([
      'exceptions.1.from: schedule.exception.overlap',
      'exceptions.2.from: schedule.exception.overlap',
    ]);
  });

  it('when the kitchen closes exactly at closing and the last slot is before it, then that is fine', () => {
    expect(problems({ ...defaultHouseSchedule, kitchenCloses: '22:00' })).toEqual([]);
    expect(problems({ ...defaultHouseSchedule, slots: { ...defaultHouseSchedule.slots, last: '22:00' } })).toEqual([
      'slots.last: schedule.slots.afterKitchen',
    ]);
  });

  it('when a day is closed in the week, then the slots need not fit its hours', () => {
    const sundaysOff = {
      ...defaultHouseSchedule,
      weeklyHours: { ...defaultHouseSchedule.weeklyHours, sunday: null },
      kitchenCloses: '22:30',
    };
    expect(problems({ ...sundaysOff, slots: { ...defaultHouseSchedule.slots, last: '22:00' } })).toEqual([]);
  });

  it('finds the exception covering a date, or none', () => {
    const schedule = withExceptions({ from: '2027-08-01', to: '2027-08-03', hours: null, note: none });
    expect(exceptionOn(schedule, '2027-08-03')?.from).toBe('2027-08-01');
    expect(exceptionOn(schedule, '2027-08-04')).toBeUndefined();
  });
});

describe('a weekday with its own kitchen close and last table (docs/decisions.md 134)', () => {
  const problems = (schedule: unknown) =>
    (houseScheduleSchema.safeParse(schedule).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // 2027-08-06 is a Friday, 2027-08-05 a Thursday, 2027-08-07 a Saturday.
  const shorterFriday: HouseSchedule = {
    ...defaultHouseSchedule,
    weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '20:00' } },
  };

  it('when a schedule was saved before the field existed, then it still parses, with no weekday of its own', () => {
    const { weekdayTimes: _none, ...old } = defaultHouseSchedule;
    const parsed = houseScheduleSchema.parse(JSON.parse(JSON.stringify(old)));
    expect(parsed.weekdayTimes).toBeUndefined();
    expect(weekdayTimesOf(parsed, 'friday')).toEqual({ kitchenCloses: '22:00', lastSlot: '21:30' });
    expect(houseScheduleSchema.parse({ ...old, weekdayTimes: {} }).weekdayTimes).toEqual({});
  });

  it.each([
    ['2027-08-05', 'a Thursday keeps the week’s', '21:30', '22:00'],
    ['2027-08-06', 'the shorter Friday ends at its own last table', '20:00', '21:00'],
    ['2027-08-07', 'a Saturday keeps the week’s', '21:30', '22:00'],
  ])('%s (%s): slots end at %s, the kitchen closes at %s', (date, _what, lastSlot, kitchen) => {
    const slots = slotsOn(shorterFriday, date);
    expect(slots[0]).toBe('17:00');
    expect(slots.at(-1)).toBe(lastSlot);
    expect(kitchenClosesOn(shorterFriday, date)).toBe(kitchen);
  });

  it('when a Saturday runs later than the week, then its later slots are offered that day only', () => {
    const longerSaturday = { ...defaultHouseSchedule, weekdayTimes: { saturday: { kitchenCloses: '22:30', lastSlot: '22:00' } } };
    expect(problems(longerSaturday)).toEqual([]);
    expect(slotsOn(longerSaturday, '2027-08-07').slice(-2)).toEqual(['21:30', '22:00']);
    expect(slotsOn(longerSaturday, '2027-08-06').at(-1)).toBe('21:30');
    expect(weekdaySlots(longerSaturday, 'saturday')).toHaveLength(11);
  });

  it('when a day of special hours falls on the shorter Friday, then its kitchen close bounds the slots', () => {
    const eve = { from: '2027-12-24', to: '2027-12-24', hours: { open: '18:00', close: '23:00' }, note: none };
    expect(slotsOn({ ...shorterFriday, exceptions: [eve] }, '2027-12-24')).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
  });

  const week = defaultHouseSchedule.weeklyHours;
  it.each<[string, Partial<HouseSchedule>, string[]]>([
    ['a shorter Friday', { weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '20:00' } } }, []],
    // The week's values may no longer fit the day that has its own: a Friday closing at 21:30.
    [
      'a Friday closing early, with its own times',
      {
        weeklyHours: { ...week, friday: { open: '17:00', close: '21:30' } },
        weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '20:30' } },
      },
      [],
    ],
    [
      'the same Friday without its own times',
      { weeklyHours: { ...week, friday: { open: '17:00', close: '21:30' } } },
      ['slots.last: schedule.slots.afterKitchen', 'kitchenCloses: schedule.kitchen.outsideHours'],
    ],
    [
      'a last table at its own kitchen close',
      { weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '21:00' } } },
      ['weekdayTimes.friday.lastSlot: schedule.weekdayTimes.lastSlot'],
    ],
    [
      'a last table at closing',
      { weekdayTimes: { sunday: { kitchenCloses: '22:00', lastSlot: '22:00' } } },
      ['weekdayTimes.sunday.lastSlot: schedule.weekdayTimes.lastSlot'],
    ],
    [
      'a kitchen closing after the day closes',
      { weekdayTimes: { sunday: { kitchenCloses: '22:30', lastSlot: '21:00' } } },
      ['weekdayTimes.sunday.kitchenCloses: schedule.weekdayTimes.kitchen'],
    ],
    [
      'a kitchen closing at opening',
      { weekdayTimes: { monday: { kitchenCloses: '17:00', lastSlot: '17:00' } } },
      [
        'weekdayTimes.monday.lastSlot: schedule.weekdayTimes.lastSlot',
        'weekdayTimes.monday.kitchenCloses: schedule.weekdayTimes.kitchen',
      ],
    ],
    [
      'a last table before the first',
      { weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '16:30' } } },
      ['weekdayTimes.friday.lastSlot: schedule.weekdayTimes.firstSlot'],
    ],
    [
      'own times on a closed day',
      { weeklyHours: { ...week, monday: null }, weekdayTimes: { monday: { kitchenCloses: '21:00', lastSlot: '20:00' } } },
      ['weekdayTimes.monday: schedule.weekdayTimes.closedDay'],
    ],
    [
      'a time that is no time',
      { weekdayTimes: { friday: { kitchenCloses: '25:00', lastSlot: '20:00' } } },
      [
        'weekdayTimes.friday.kitchenCloses: schedule.time.invalid',
        // Every mistake at once: the field's own, then the rule between fields (zod goes on after a regex).
        'weekdayTimes.friday.kitchenCloses: schedule.weekdayTimes.kitchen',
      ],
    ],
  ])('%s: %j', (_what, change, expected) => {
    expect(problems({ ...defaultHouseSchedule, ...change })).toEqual(expected);
  });
});
