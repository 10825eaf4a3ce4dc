import { describe, expect, it } from 'vitest';
import { berlinDate, berlinLocalToInstant } from '../src/index.js';

describe('Berlin wall-clock time', () => {
  it.each([
    ['a winter evening (CET, UTC+1)', '2027-01-15T19:30', '2027-01-15T18:30:00.000Z'],
    ['a summer evening (CEST, UTC+2)', '2027-07-10T19:30', '2027-07-10T17:30:00.000Z'],
    ['the last minute before spring forward', '2027-03-28T01:59', '2027-03-28T00:59:00.000Z'],
    ['the first minute after spring forward', '2027-03-28T03:00', '2027-03-28T01:00:00.000Z'],
    ['a time spring forward skips (moves on by the hour)', '2027-03-28T02:30', '2027-03-28T01:30:00.000Z'],
    ['the repeated hour in autumn (read as the later, CET one)', '2027-10-31T02:30', '2027-10-31T01:30:00.000Z'],
    ['the hour after autumn fall back', '2027-10-31T03:30', '2027-10-31T02:30:00.000Z'],
    ['a time with seconds', '2027-05-01T12:00:30', '2027-05-01T10:00:30.000Z'],
  ])('when %s is given, then it names the right instant', (_case, local, instant) => {
    expect(berlinLocalToInstant(local)?.toISOString()).toBe(instant);
  });

  it.each(['2027-02-30T19:00', '2027-13-01T19:00', '2027-01-01T24:00', '2027-01-01T19:60', '2027-01-01 19:00', '19:00', ''])(
    'when %j is no valid wall-clock time, then there is no instant',
    (local) => {
      expect(berlinLocalToInstant(local)).toBeUndefined();
    },
  );

  it("when it is past 23:00 UTC, then Berlin's date is already tomorrow", () => {
    expect(berlinDate(new Date('2027-01-15T23:30:00Z'))).toBe('2027-01-16');
    expect(berlinDate(new Date('2027-07-10T21:59:00Z'))).toBe('2027-07-10');
    expect(berlinDate(new Date('2027-07-10T22:00:00Z'))).toBe('2027-07-11');
  });
});
