import { bookingText, reservationConfirmed, type Reservation } from '@ristorante/contracts';
import { AppError, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import { factsOf, lockReservation, setDepositStatus, setReservationStatus, withoutSequence } from './reservation-repository.js';

/**
 * Staff mark a reservation's deposit (docs/decisions.md 165). 'received': the request is confirmed with it and the
 * guest gets the confirmation; 'refunded': a deposit received (or one paid after the booking was released) went
 * back. The same mark again answers the same (idempotent, nothing recorded twice); a deposit released unpaid before
 * staff marked it is refused (409): the release job and staff lock the row, so one of them decides, and the guest
 * hears of that one.
 */
export async function changeDeposit(
  deps: ServiceDeps,
  change: { id: string; status: 'received' | 'refunded' },
): Promise<Reservation> {
  const reservation = await withTransaction(deps.pool, async (client): Promise<Reservation> => {
    const current = await lockReservation(client, change.id);
    if (!current) throw new AppError(404, bookingText['booking.reservation.notFound']);
    const deposit = current.deposit;
    if (!deposit) throw new AppError(409, bookingText['booking.deposit.none']);
    if (change.status === 'received') {
      if (deposit.status === 'received' || deposit.status === 'refunded') return withoutSequence(current);
      if (deposit.status === 'released') throw new AppError(409, bookingText['booking.deposit.released']);
      const received = await setDepositStatus(client, change.id, 'received');
      // Paid: the request is confirmed as staff would confirm it, and the guest told; it already holds its table.
      if (received.status !== 'pending') return withoutSequence(received);
      const confirmed = { ...(await setReservationStatus(client, change.id, 'confirmed')), tables: current.tables };
      await recordGuestEvent(client, reservationConfirmed, factsOf(confirmed), { reservationId: change.id });
      return withoutSequence(confirmed);
    }
    if (deposit.status === 'refunded') return withoutSequence(current);
    if (deposit.status === 'awaiting') throw new AppError(409, bookingText['booking.deposit.notReceived']);
    return withoutSequence(await setDepositStatus(client, change.id, 'refunded'));
  });
  deps.relay?.nudge();
  return reservation;
}
