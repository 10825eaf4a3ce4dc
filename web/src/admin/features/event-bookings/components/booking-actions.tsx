import type { EventBooking } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../components/confirm-dialog';
import { useToaster } from '../../../components/toaster';
import { failureText } from '../../../lib/failure-text';
import { keepFocusInPage } from '../../../lib/keep-focus';
import { depositStanding } from '../../../../lib/deposit-standing';
import { useChangeBookingDeposit, useChangeBookingStatus, useDeleteBooking } from '../api/booking-changes';

/**
 * The moves of docs/decisions.md 43, exactly: a pending booking can be confirmed or cancelled; a confirmed one cancelled or
 * deleted; a cancelled one has no actions. Cancelling and deleting free the seats, and ask first. A night paid in
 * advance (166): a pending request's payment is marked received (which confirms it), and one received, or paid after
 * the release, refunded, whatever the booking's status.
 */
export function BookingActions({ booking, eventTitle }: { booking: EventBooking; eventTitle: string }) {
  const intl = useIntl();
  const toaster = useToaster();
  const confirm = useConfirm();
  const changeStatus = useChangeBookingStatus();
  const remove = useDeleteBooking();
  const changeDeposit = useChangeBookingDeposit();
  const busy = changeStatus.isPending || remove.isPending || changeDeposit.isPending;
  const deposit = booking.deposit && depositStanding(booking.status, booking.deposit.status);
  const names = { name: booking.name, event: eventTitle, seats: booking.guests };

  const setStatus = async (status: 'confirmed' | 'cancelled') => {
    if (busy) return;
    if (status === 'cancelled') {
      const yes = await confirm({
        title: intl.formatMessage({ id: 'admin.bookings.cancel.title' }),
        message: intl.formatMessage({ id: 'admin.bookings.cancel.message' }, names),
        confirmLabel: intl.formatMessage({ id: 'admin.bookings.cancel.confirm' }),
        keepLabel: intl.formatMessage({ id: 'admin.bookings.cancel.keep' }),
        destructive: true,
      });
      if (!yes) return;
    }
    try {
      await changeStatus.mutateAsync({ id: booking.id, status });
      const word = intl.formatMessage({ id: `admin.statusWord.${status}` });
      toaster.success(intl.formatMessage({ id: 'admin.bookings.statusUpdated' }, { status: word }));
    } catch (error) {
      // 'Failed to update booking: {message}', with the server's sentence when there is one.
      const message = failureText(error, intl) ?? intl.formatMessage({ id: 'admin.bookings.updateFailedDefault' });
      toaster.failure(intl.formatMessage({ id: 'admin.bookings.updateFailed' }, { message }));
    }
    keepFocusInPage();
  };

  const markDeposit = async (status: 'received' | 'refunded') => {
    if (busy) return;
    try {
      await changeDeposit.mutateAsync({ id: booking.id, status });
      toaster.success(intl.formatMessage({ id: `admin.bookings.depositMarked.${status}` }, { name: booking.name }));
    } catch (error) {
      toaster.failure(intl.formatMessage({ id: 'admin.bookings.depositFailed' }), failureText(error, intl));
    }
    keepFocusInPage();
  };
  const depositButton = (status: 'received' | 'refunded', className: string) => (
    <button type="button" className={className} aria-disabled={busy || undefined} onClick={() => void markDeposit(status)}>
      <FormattedMessage
        id={status === 'received' ? 'admin.bookings.action.depositReceived' : 'admin.bookings.action.depositRefunded'}
      />
      {whose}
    </button>
  );
  const refundable = deposit === 'received' || deposit === 'released';

  const deleteIt = async () => {
    if (busy) return;
    const yes = await confirm({
      title: intl.formatMessage({ id: 'admin.bookings.delete.title' }),
      message: intl.formatMessage({ id: 'admin.bookings.delete.message' }, names),
      confirmLabel: intl.formatMessage({ id: 'admin.bookings.delete.confirm' }),
      keepLabel: intl.formatMessage({ id: 'admin.bookings.delete.keep' }),
      destructive: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ id: booking.id });
      toaster.success(intl.formatMessage({ id: 'admin.bookings.deleted' }));
    } catch (error) {
      toaster.failure(intl.formatMessage({ id: 'admin.bookings.deleteFailed' }), failureText(error, intl));
    }
    keepFocusInPage();
  };

  const whose = (
    <span className="visually-hidden">
      {' '}
      <FormattedMessage id="admin.bookings.action.of" values={names} />
    </span>
  );

  if (booking.status === 'cancelled') {
    return refundable ? (
      <div className="admin-actions">{depositButton('refunded', 'button button-secondary')}</div>
    ) : (
      <span className="admin-muted">
        <FormattedMessage id="admin.bookings.noActions" />
      </span>
    );
  }
  return (
    <div className="admin-actions">
      {deposit === 'awaiting' ? depositButton('received', 'button button-primary') : null}
      {booking.status === 'pending' ? (
        <button
          type="button"
          className={deposit === 'awaiting' ? 'button button-secondary' : 'button button-primary'}
          aria-disabled={busy || undefined}
          onClick={() => void setStatus('confirmed')}
        >
          <FormattedMessage id="admin.bookings.action.confirm" />
          {whose}
        </button>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={busy || undefined}
        onClick={() => void setStatus('cancelled')}
      >
        <FormattedMessage id="admin.bookings.action.cancel" />
        {whose}
      </button>
      {booking.status === 'confirmed' ? (
        <button
          type="button"
          className="button button-danger-quiet"
          aria-disabled={busy || undefined}
          onClick={() => void deleteIt()}
        >
          <FormattedMessage id="admin.bookings.action.delete" />
          {whose}
        </button>
      ) : null}
      {refundable ? depositButton('refunded', 'button button-secondary') : null}
    </div>
  );
}
