import type { Reservation } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { useConfirm } from '../../../components/confirm-dialog';
import { useToaster } from '../../../components/toaster';
import { numericDay } from '../../../lib/dates';
import { failureText } from '../../../lib/failure-text';
import { keepFocusInPage } from '../../../lib/keep-focus';
import { useChangeReservationStatus, useDeleteReservation } from '../api/reservation-changes';
import { useOpenEditor } from './reservation-editor';

/**
 * What staff may do with a reservation (docs/decisions.md 43, 130): a pending one can be confirmed; a pending or
 * confirmed one cancelled (the guest is told, the record stays); every one edited, or deleted when it was entered
 * by mistake (no mail, no record). Cancelling and deleting ask first, and the delete question says what it is for.
 */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const toaster = useToaster();
  const confirm = useConfirm();
  const changeStatus = useChangeReservationStatus();
  const remove = useDeleteReservation();
  const openEditor = useOpenEditor();
  const names = { name: reservation.name, date: numericDay(reservation.date, intl.locale), time: reservation.time };
  const say = (id: MessageId) => intl.formatMessage({ id }, names);

  const busy = changeStatus.isPending || remove.isPending;

  const setStatus = async (status: 'confirmed' | 'cancelled') => {
    if (busy) return;
    if (status === 'cancelled') {
      const message = say('admin.reservations.cancel.message');
      const yes = await confirm({
        title: say('admin.reservations.cancel.title'),
        message: reservation.email ? `${message} ${say('admin.reservations.cancel.mail')}` : message,
        confirmLabel: say('admin.reservations.cancel.confirm'),
        keepLabel: say('admin.reservations.cancel.keep'),
        destructive: true,
      });
      if (!yes) return;
    }
    try {
      await changeStatus.mutateAsync({ id: reservation.id, status });
      const word = intl.formatMessage({ id: `admin.statusWord.${status}` });
      toaster.success(intl.formatMessage({ id: 'admin.reservations.statusUpdated' }, { status: word }));
    } catch (error) {
      // A refused move (409) says why; the lists are read again, so the row shows what is true now.
      toaster.failure(say('admin.reservations.updateFailed'), failureText(error, intl));
    }
    keepFocusInPage();
  };

  const deleteIt = async () => {
    if (busy) return;
    const yes = await confirm({
      title: say('admin.reservations.delete.title'),
      message: say('admin.reservations.delete.message'),
      confirmLabel: say('admin.reservations.delete.confirm'),
      keepLabel: say('admin.reservations.delete.keep'),
      destructive: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ id: reservation.id });
      toaster.success(say('admin.reservations.deleted'));
    } catch (error) {
      toaster.failure(say('admin.reservations.deleteFailed'), failureText(error, intl));
    }
    keepFocusInPage();
  };

  const whose = (
    <span className="visually-hidden">
      {' '}
      <FormattedMessage id="admin.reservations.action.of" values={names} />
    </span>
  );
  return (
    <div className="admin-actions">
      {reservation.status === 'pending' ? (
        <button
          type="button"
          className="button button-primary"
          aria-disabled={busy || undefined}
          onClick={() => void setStatus('confirmed')}
        >
          <FormattedMessage id="admin.reservations.action.confirm" />
          {whose}
        </button>
      ) : null}
      {reservation.status !== 'cancelled' ? (
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={busy || undefined}
          onClick={() => void setStatus('cancelled')}
        >
          <FormattedMessage id="admin.reservations.action.cancel" />
          {whose}
        </button>
      ) : null}
      <button type="button" className="button button-secondary" onClick={() => openEditor(reservation)}>
        <FormattedMessage id="admin.reservations.action.edit" />
        {whose}
      </button>
      <button
        type="button"
        className="button button-danger-quiet"
        aria-disabled={busy || undefined}
        onClick={() => void deleteIt()}
      >
        <FormattedMessage id="admin.reservations.action.delete" />
        {whose}
      </button>
    </div>
  );
}
