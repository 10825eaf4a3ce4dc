import { describe, expect, it } from 'vitest';
import { localizeMessage, reservationRequestSchema, siteConfig } from '../src/index.js';

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
    expect(problems(reservationRequestSchema(now).safeParse(form({ date: '2027-01-15', time: '18:00' })))).toEqual({
      time: 'This time has already passed today. Please choose a later time.',
    });
    expect(reservationRequestSchema(now).safeParse(form({ date: '2027-01-15', time: '18:30' })).success).toBe(true);
  });

  it("when it is just past midnight in Berlin (still yesterday in UTC), then yesterday's date is in the past", () => {
    const justAfterMidnight = new Date('2027-01-15T23:30:00Z'); // 00:30 on the 16th in Berlin
    expect(problems(reservationRequestSchema(justAfterMidnight).safeParse(form({ date: '2027-01-15', time: '19:00' })))).toEqual({
      date: 'Please select a future date',
    });
    expect(reservationRequestSchema(justAfterMidnight).safeParse(form({ date: '2027-01-16', time: '19:00' })).success).toBe(true);
  });

  it('when the restaurant is closed that weekday, then the date is refused with its own message', () => {
    const closedOnMondays = { ...siteConfig.openingHours, monday: null };
    expect(
      problems(reservationRequestSchema(now, closedOnMondays).safeParse(form({ date: '2027-01-18', time: '19:00' }))),
    ).toEqual({
      date: 'We are closed on that day. Please choose another date.',
    });
    expect(reservationRequestSchema(now, closedOnMondays).safeParse(form({ date: '2027-01-19', time: '19:00' })).success).toBe(
      true,
    );
  });

  it('when a name is very long, then it is refused as too long, not too short', () => {
    expect(
      problems(reservationRequestSchema(now).safeParse(form({ name: 'x'.repeat(121), date: '2027-01-20', time: '19:00' }))),
    ).toEqual({
      name: 'Please shorten the name to at most 120 characters',
    });
  });
});
