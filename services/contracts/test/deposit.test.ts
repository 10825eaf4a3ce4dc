import { describe, expect, it } from 'vitest';
import { depositAskedFor, depositDueAt, depositReferenceOf } from '../src/booking/deposit.js';

const hour = 3_600_000;
const now = new Date('2026-12-01T10:00:00Z');
const settings = {
  fromGuests: 8,
  amountPerPersonCents: 2000,
  daysToPay: 3,
  holder: 'Trattoria',
  iban: 'DE89370400440532013000',
  bic: '',
};

describe('when a deposit falls due (docs/decisions.md 165)', () => {
  it("after the owner's days, but a day before the visit at the latest", () => {
    expect(depositDueAt(now, new Date(now.getTime() + 20 * 24 * hour), 3)).toEqual(new Date(now.getTime() + 3 * 24 * hour));
    expect(depositDueAt(now, new Date(now.getTime() + 48 * hour), 3)).toEqual(new Date(now.getTime() + 24 * hour));
  });

  it('not at all when that leaves less than two hours to pay', () => {
    expect(depositDueAt(now, new Date(now.getTime() + 26 * hour), 3)).toEqual(new Date(now.getTime() + 2 * hour));
    expect(depositDueAt(now, new Date(now.getTime() + 26 * hour - 1), 3)).toBeUndefined();
    expect(depositDueAt(now, new Date(now.getTime() + 3 * hour), 3)).toBeUndefined();
  });

  it("from the owner's party size, only when an account is given; its reference names the booking", () => {
    expect(depositAskedFor(settings, 8)).toBe(true);
    expect(depositAskedFor(settings, 7)).toBe(false);
    expect(depositAskedFor({ ...settings, fromGuests: null }, 20)).toBe(false);
    expect(depositAskedFor(undefined, 20)).toBe(false);
    expect(depositReferenceOf('1a2b3c4d-0000-4000-8000-000000000000')).toBe('Anzahlung R-1A2B3C4D');
  });
});
