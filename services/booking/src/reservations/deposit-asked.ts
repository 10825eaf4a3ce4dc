import {
  berlinLocalToInstant,
  depositAccountOf,
  depositAskedFor,
  depositDueAt,
  type DepositSettings,
} from '@ristorante/contracts';
import type { ReservationOrigin, ReservationValues } from './reservation-repository.js';

/** A deposit asked for: its amount, when it falls due and the account it is paid to (the reference is the row's). */
export type AskedDeposit = NonNullable<ReservationOrigin['deposit']>;

/**
 * The deposit a guest's own request of these values awaits under the owner's settings at `now`, if any
 * (docs/decisions.md 165): a new request's, a waitlist offer claimed, and a visit the guest changed through their
 * link that asked none yet. None when the party is under the owner's size, or the visit leaves no time to pay.
 */
export function depositFor(
  values: Pick<ReservationValues, 'date' | 'time' | 'guests'>,
  settings: DepositSettings | undefined,
  now: Date,
): AskedDeposit | undefined {
  if (!depositAskedFor(settings, values.guests)) return undefined;
  const visit = berlinLocalToInstant(`${values.date}T${values.time}`);
  const dueAt = visit && depositDueAt(now, visit, settings.daysToPay);
  if (!dueAt) return undefined;
  return {
    amountCents: settings.amountPerPersonCents * values.guests,
    dueAt,
    account: depositAccountOf(settings),
  };
}
