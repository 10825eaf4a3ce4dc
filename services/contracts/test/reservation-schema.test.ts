import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  defaultHouseSchedule,
  localizeMessage,
  loginRequestSchema,
  newAccountRequestSchema,
  reservationRequestSchema,
  siteConfig,
} from '../src/index.js';

const form = (overrides: Record<string, unknown>) => ({
  name: 'Anna Schmidt',
  phone: '+49 30 1234567',
  email: 'anna@example.org',
  guests: 2,
  ...overrides,
});
/** The English message of each bad field. */
const problems = (result: ReturnType<ReturnType<typeof reservationRequestSchema>['safeParse']>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), localizeMessage(issue.message, 'en')]));

describe("the reservation form's day and time rules (Berlin time)", () => {
  // 18:10 in Berlin on a winter Friday (17:10 UTC).
  const now = new Date('2027-01-15T17:10:00Z');

  it('when a slot of today has already begun, then it is refused; a later one today is fine', () => {
    expect(
      problems(reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ date: '2027-01-15', time: '18:00' }))),
    ).toEqual({
      time: 'This time has already passed today. Please choose a later time.',
    });
    expect(
      reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ date: '2027-01-15', time: '18:30' })).success,
    ).toBe(true);
  });

  it("when it is just past midnight in Berlin (still yesterday in UTC), then yesterday's date is in the past", () => {
    const justAfterMidnight = new Date('2027-01-15T23:30:00Z'); // 00:30 on the 16th in Berlin
    expect(
      problems(
        reservationRequestSchema(defaultHouseSchedule, justAfterMidnight).safeParse(form({ date: '2027-01-15', time: '19:00' })),
      ),
    ).toEqual({
      date: 'Please select a future date',
    });
    expect(
      reservationRequestSchema(defaultHouseSchedule, justAfterMidnight).safeParse(form({ date: '2027-01-16', time: '19:00' }))
        .success,
    ).toBe(true);
  });

  it('when a schema is kept for a schedule, then it is the same one each time and judges today when it checks, not when it was made', () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(new Date('2027-01-15T17:10:00Z')); // 18:10 in Berlin
    const schedule = { ...defaultHouseSchedule };
    const kept = reservationRequestSchema(schedule);
    expect(reservationRequestSchema(schedule)).toBe(kept);
    expect(reservationRequestSchema({ ...schedule })).not.toBe(kept);
    expect(kept.safeParse(form({ date: '2027-01-15', time: '20:00' })).success).toBe(true);
    // Two hours on, 20:00 has begun: the same schema now refuses it.
    vi.setSystemTime(new Date('2027-01-15T19:10:00Z'));
    expect(problems(kept.safeParse(form({ date: '2027-01-15', time: '20:00' })))).toEqual({
      time: 'This time has already passed today. Please choose a later time.',
    });
  });

  it('when the restaurant is closed that weekday, then the date is refused with its own message', () => {
    const closedOnMondays = {
      ...defaultHouseSchedule,
      weeklyHours: { ...defaultHouseSchedule.weeklyHours, monday: null },
    };
    expect(
      problems(reservationRequestSchema(closedOnMondays, now).safeParse(form({ date: '2027-01-18', time: '19:00' }))),
    ).toEqual({
      date: 'We are closed on that day. Please choose another date.',
    });
    expect(reservationRequestSchema(closedOnMondays, now).safeParse(form({ date: '2027-01-19', time: '19:00' })).success).toBe(
      true,
    );
  });

  it('when a name is very long, then it is refused as too long, not too short', () => {
    expect(
      problems(
        reservationRequestSchema(defaultHouseSchedule, now).safeParse(
          form({ name: 'x'.repeat(121), date: '2027-01-20', time: '19:00' }),
        ),
      ),
    ).toEqual({
      name: 'Please shorten the name to at most 120 characters',
    });
  });
});

describe('what the shared schemas refuse, so client and server agree (an attack probe found these stored)', () => {
  const now = new Date('2027-01-15T17:10:00Z');
  const day = '2027-01-20';

  it.each([
    ['12\n\n\n\n\n\n\n\n34', 'line breaks'],
    ['((((((((12', 'two digits'],
    ['+49\u300030 1234567', 'a wide space'],
    ['+49\t30\t1234567', 'tabs'],
    ['()()()-- 123456', 'six digits'],
  ])('when the phone is %j (%s), then it is refused', (phone) => {
    expect(
      problems(reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ phone, date: day, time: '19:00' }))),
    ).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it.each(['+49 30 1234567', '(030) 123-4567', '0301234567'])('when the phone is %j, then it passes', (phone) => {
    expect(reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ phone, date: day, time: '19:00' })).success).toBe(
      true,
    );
  });

  it.each([
    ['Anna\u202eDetlef', 'a right-to-left override'],
    ['Anna\u2066Schmidt\u2069', 'an isolate'],
    ['Anna\u0007Schmidt', 'a bell'],
    ['Anna\u0000', 'a NUL'],
    ['Anna\ud800', 'half a UTF-16 pair (high)'],
    ['\udc00Anna', 'half a UTF-16 pair (low)'],
    ['An\u200bna', 'a zero-width space'],
    ['Anna\u200e', 'a left-to-right mark'],
    ['Anna\u200f', 'a right-to-left mark'],
    ['Anna\u061c', 'an Arabic letter mark'],
    ['An\ufeffna', 'a byte-order mark inside'],
    ['Anna\u2060', 'a word joiner'],
    ['Anna\uffff', 'a non-character'],
  ])('when a name holds %j (%s), then it is refused, and so are such special requests', (name) => {
    expect(
      problems(reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ name, date: day, time: '19:00' }))),
    ).toEqual({
      name: 'This text contains a character that cannot be used here (a control character or an invisible mark).',
    });
    expect(
      problems(
        reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ specialRequests: name, date: day, time: '19:00' })),
      ),
    ).toEqual({
      specialRequests: 'This text contains a character that cannot be used here (a control character or an invisible mark).',
    });
  });

  it('when a name has a line break, then it is refused; special requests may have lines', () => {
    expect(
      problems(
        reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ name: 'Anna\nSchmidt', date: day, time: '19:00' })),
      ),
    ).toEqual({
      name: 'Please write this on one line.',
    });
    const requests = 'Kinderstuhl\nFensterplatz';
    expect(
      reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ specialRequests: requests, date: day, time: '19:00' }))
        .success,
    ).toBe(true);
  });

  it('when the date is further ahead than the booking horizon, then it is refused; its last day passes', () => {
    expect(siteConfig.reservationHorizonMonths).toBe(6);
    expect(
      problems(reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ date: '9999-12-31', time: '19:00' }))),
    ).toEqual({
      date: 'We take reservations up to 6 months ahead. Please choose an earlier date.',
    });
    expect(
      problems(reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ date: '2027-07-16', time: '19:00' }))),
    ).toEqual({
      date: 'We take reservations up to 6 months ahead. Please choose an earlier date.',
    });
    expect(
      reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ date: '2027-07-15', time: '19:00' })).success,
    ).toBe(true);
  });

  it('when a name holds an emoji, a joined emoji or a whole UTF-16 pair, then it is kept as written', () => {
    for (const name of ['Anna 🍝', 'Familie 👨\u200d👩\u200d👧', 'Zoë 𝒜']) {
      expect(
        reservationRequestSchema(defaultHouseSchedule, now).safeParse(form({ name, date: day, time: '19:00' })).success,
      ).toBe(true);
    }
  });

  it('when a new account’s first name holds a NUL, an override, an invisible mark or a line break, then it is refused by name', () => {
    for (const firstName of ['Giu\u0000lia', 'Giulia\u202e', 'Giu\u200blia', 'Giulia\ud800', 'Giulia\nRossi']) {
      const parsed = newAccountRequestSchema.safeParse({ email: 'giulia@example.org', firstName });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['firstName']);
    }
    expect(newAccountRequestSchema.safeParse({ email: 'giulia@example.org', firstName: 'Giulia' }).success).toBe(true);
  });

  it('when a sign-in identifier holds a NUL or a line break, then the schema refuses it (never a 500 from the database)', () => {
    expect(loginRequestSchema.safeParse({ identifier: 'admin\u0000', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ identifier: 'admin\nroot', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ identifier: 'giulia@example.com', password: 'x' }).success).toBe(true);
  });
});
