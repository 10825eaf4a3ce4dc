import { describe, expect, it } from 'vitest';
import {
  depositAskedFor,
  depositDueAt,
  depositReferenceOf,
  eventAdvanceCents,
  eventDepositReferenceOf,
} from '../src/booking/deposit.js';

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

describe('what an event night asks to be paid before it (docs/decisions.md 166)', () => {
  it("a deposit: the owner's amount a person, at most the price (it is set against it); a free night asks none", () => {
    expect(eventAdvanceCents('deposit', 4950, 3, settings)).toBe(6000);
    expect(eventAdvanceCents('deposit', 1500, 2, settings)).toBe(3000);
    expect(eventAdvanceCents('deposit', 0, 2, settings)).toBeUndefined();
  });

  it('the whole price; nothing for a free night, a night asking none, or an owner without an account', () => {
    expect(eventAdvanceCents('full', 4950, 2, settings)).toBe(9900);
    expect(eventAdvanceCents('full', 0, 2, settings)).toBeUndefined();
    expect(eventAdvanceCents('none', 4950, 2, settings)).toBeUndefined();
    expect(eventAdvanceCents(undefined, 4950, 2, settings)).toBeUndefined();
    expect(eventAdvanceCents('deposit', 4950, 2, { ...settings, iban: '' })).toBeUndefined();
    expect(eventAdvanceCents('deposit', 4950, 2, { ...settings, holder: '' })).toBeUndefined();
    expect(eventAdvanceCents('deposit', 4950, 2, undefined)).toBeUndefined();
  });

  it('its reference names the event booking, and says a payment in full', () => {
    expect(eventDepositReferenceOf('1a2b3c4d-0000-4000-8000-000000000000', false)).toBe('Anzahlung E-1A2B3C4D');
    expect(eventDepositReferenceOf('1a2b3c4d-0000-4000-8000-000000000000', true)).toBe('Zahlung E-1A2B3C4D');
  });
});
