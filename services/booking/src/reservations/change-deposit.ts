import { bookingText, type HouseSchedule, type Locale, type Reservation } from '@ristorante/contracts';
import { AppError, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { moveLockedReservation } from './change-reservation-status.js';
import { lockReservation, setDepositStatus, withoutSequence } from './reservation-repository.js';

/**
 * Staff mark a reservation's deposit (docs/decisions.md 165). 'received': a pending request is confirmed with it, by
 * staff's own confirmation (the room checked where the request holds no place, the guest told); refused, nothing is
 * marked (the mark and the confirmation are one act: once staff make room, the same mark confirms it). 'refunded': a
 * deposit received (or one paid after the booking was released) went back. The same mark again answers the same
 * (idempotent, nothing recorded twice); a deposit released unpaid before staff marked it is refused (409): the release
 * job and staff lock the row, so one of them decides, and the guest hears of that one.
 */
export async function changeDeposit(
  deps: ServiceDeps,
  change: { id: string; status: 'received' | 'refunded'; schedule: HouseSchedule; locale: Locale },
): Promise<Reservation> {
  const reservation = await withTransaction(deps.pool, async (client): Promise<Reservation> => {
    const current = await lockReservation(client, change.id);
    if (!current) throw new AppError(404, bookingText['booking.reservation.notFound']);
    const deposit = current.deposit;
    if (!deposit) throw new AppError(409, bookingText['booking.deposit.none']);
    if (change.status === 'received') {
      if (deposit.status === 'received' || deposit.status === 'refunded') return withoutSequence(current);
      if (deposit.status === 'released') throw new AppError(409, bookingText['booking.deposit.released']);
      // Paid: the request is confirmed as staff confirm one (a booking no longer pending only records the mark).
      const confirmed =
        current.status === 'pending'
          ? await moveLockedReservation(client, current, {
              status: 'confirmed',
              schedule: change.schedule,
              locale: change.locale,
            })
          : current;
      const received = await setDepositStatus(client, change.id, 'received');
      return withoutSequence({ ...received, tables: confirmed.tables });
    }
    if (deposit.status === 'refunded') return withoutSequence(current);
    if (deposit.status === 'awaiting' || deposit.status === 'waived')
      throw new AppError(409, bookingText['booking.deposit.notReceived']);
    return withoutSequence(await setDepositStatus(client, change.id, 'refunded'));
  });
  deps.relay?.nudge();
  return reservation;
}
