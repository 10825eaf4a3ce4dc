import {
  berlinLocalToInstant,
  bookingText,
  depositDueAt,
  isLargePartyRequest,
  type DepositSettings,
} from '@ristorante/contracts';
import { AppError } from '@ristorante/kit';
import { depositFor, type AskedDeposit } from '../reservations/deposit-asked.js';
import type { StoredReservation } from '../reservations/reservation-repository.js';
import type { Room } from '../reservations/room-capacity.js';

const day = 24 * 3_600_000;

/**
 * What the guest's change of their visit through the link does to the deposit (docs/decisions.md 165), at `now`.
 * One still awaited falls due anew for the new day and time, as if asked now (its one reminder due again); where the
 * new time leaves no time to pay, the change is refused (409, in the guest's words): the guest may have paid already,
 * and a deposit dropped would leave their transfer with no booking waiting for it (staff can still move the booking).
 * A guest's own booking that asks none is asked one where a new request of that party, day and time would be (a party
 * raised to the owner's size, say): a changed visit is a new request (113). A deposit received, refunded or released
 * stays as it is, and its amount does not follow the party (staff settle the difference).
 */
export function depositOfGuestChange(
  current: StoredReservation,
  visit: { date: string; time: string; guests: number },
  settings: DepositSettings | undefined,
  room: Room,
  now: Date,
): { dueAt: Date } | AskedDeposit | undefined {
  const deposit = current.deposit;
  if (deposit?.status === 'awaiting') {
    if (visit.date === current.date && visit.time === current.time) return undefined;
    const start = berlinLocalToInstant(`${visit.date}T${visit.time}`);
    // The owner's days to pay; those first given, when the owner has since taken the settings away.
    const days =
      settings?.daysToPay ?? Math.max(1, Math.round((Date.parse(deposit.dueAt) - Date.parse(current.created_at)) / day));
    const dueAt = start && depositDueAt(now, start, days);
    if (!dueAt) throw new AppError(409, bookingText['booking.deposit.noTimeToPay']);
    return { dueAt };
  }
  // A large party's request has its deposit agreed with staff personally, as a new one would.
  if (deposit || current.source !== 'online' || isLargePartyRequest({ source: 'online', guests: visit.guests }, room)) {
    return undefined;
  }
  return depositFor(visit, settings, now);
}
