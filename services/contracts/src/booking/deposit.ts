import { z } from 'zod';
import { epcPayload } from '../payments/bank-transfer.js';
import { bookingText } from './booking-messages.js';
import type { AdvancePayment } from '../catalog/event.js';
import type { DepositSettings } from './house-schedule.js';

/**
 * Deposits by bank transfer (docs/decisions.md 165): a large party's online request awaits a deposit paid within
 * the owner's days; staff mark it received (the booking is then confirmed) or refunded; unpaid, it is reminded of
 * once and released when the time runs out.
 */
/**
 * `waived`: staff confirmed the request without it (cash at the door, a regular); it is asked for no more, whatever
 * the guest changes later (docs/decisions.md 166).
 */
export const depositStatuses = ['awaiting', 'received', 'refunded', 'released', 'waived'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A booking's deposit as staff and the guest see it. */
export const depositSchema = z.object({
  status: z.enum(depositStatuses),
  /** Whole cents. */
  amountCents: z.number().int().positive(),
  /** When the time to pay runs out. */
  dueAt: z.iso.datetime(),
  /** The words the transfer carries, by which the restaurant finds it ('Anzahlung R-1A2B3C4D'). */
  reference: z.string(),
  /** The whole price of an event night paid in advance, not a deposit (docs/decisions.md 166). */
  prepayment: z.literal(true).optional(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** What a guest needs to pay it: the deposit and the restaurant's account, for the mail and the link page. */
export const depositFactsSchema = depositSchema.omit({ status: true }).extend({
  holder: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
});
export type DepositFacts = z.infer<typeof depositFactsSchema>;

/** PATCH /api/reservations/{id}/deposit: staff mark the deposit received (the booking is confirmed) or refunded. */
export const depositChangeSchema = z.object({
  status: z.enum(['received', 'refunded'], { error: bookingText['booking.deposit.status'] }),
});

/** The account a deposit is paid to, kept with it as it was when asked for (a later change of the owner's does not move it). */
export interface DepositAccount {
  holder: string;
  iban: string;
  bic: string | null;
}

/** The owner's account as a deposit keeps it: no BIC is `null`. */
export const depositAccountOf = (settings: DepositSettings): DepositAccount => ({
  holder: settings.holder,
  iban: settings.iban,
  bic: settings.bic || null,
});

/** The transfer's words: short, the same in both languages, and unique enough to find the booking by. */
export const depositReferenceOf = (bookingId: string): string => `Anzahlung R-${bookingId.slice(0, 8).toUpperCase()}`;

/** An event night's booking's transfer words (docs/decisions.md 166): `E-` for an event, 'Zahlung' for the whole price. */
export const eventDepositReferenceOf = (bookingId: string, prepayment: boolean): string =>
  `${prepayment ? 'Zahlung' : 'Anzahlung'} E-${bookingId.slice(0, 8).toUpperCase()}`;

/**
 * What a booking of `guests` for an event night asks to be paid before it, in cents (docs/decisions.md 166): the
 * owner's amount per person for a deposit (at most the price: it is set against it), or the whole price; undefined
 * when the event asks nothing, it is free, or the owner has given no account (IBAN and holder) to pay to.
 */
export function eventAdvanceCents(
  advance: AdvancePayment | undefined,
  priceCents: number,
  guests: number,
  settings: DepositSettings | undefined,
): number | undefined {
  if (!settings || settings.iban === '' || settings.holder === '' || advance === undefined || advance === 'none')
    return undefined;
  const perPerson = advance === 'full' ? priceCents : Math.min(settings.amountPerPersonCents, priceCents);
  return perPerson > 0 ? perPerson * guests : undefined;
}

const hour = 3_600_000;

/**
 * When a deposit falls due for a booking made `now` for `visitStart`: after the owner's days to pay, but a day
 * before the visit at the latest; undefined when that leaves less than two hours, too short for a transfer (such a
 * booking asks for none).
 */
export function depositDueAt(now: Date, visitStart: Date, daysToPay: number): Date | undefined {
  const due = Math.min(now.getTime() + daysToPay * 24 * hour, visitStart.getTime() - 24 * hour);
  return due - now.getTime() < 2 * hour ? undefined : new Date(due);
}

/** Whether a guest's online request of `guests` asks for a deposit under the owner's settings. */
export const depositAskedFor = (settings: DepositSettings | undefined, guests: number): settings is DepositSettings =>
  settings !== undefined && settings.fromGuests !== null && guests >= settings.fromGuests && settings.iban !== '';

/** The GiroCode's text (EPC069-12) for a deposit: the account, the amount and the reference. */
export const girocodeOf = (facts: DepositFacts): string =>
  epcPayload({
    name: facts.holder,
    iban: facts.iban,
    ...(facts.bic ? { bic: facts.bic } : {}),
    amountCents: facts.amountCents,
    reference: facts.reference,
  });
