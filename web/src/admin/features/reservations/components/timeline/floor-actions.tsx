import { hasBegun, reservationMoves, type Reservation, type ReservationStatus } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../../components/confirm-dialog';
import { useToaster } from '../../../../components/toaster';
import { numericDay } from '../../../../lib/dates';
import { failureText } from '../../../../lib/failure-text';
import { useSetFloorStatus } from './timeline-api';

/** The buttons in the order a waiter meets them in the evening; each shown only when the floor's order allows it. */
const offered = ['confirmed', 'seated', 'finished', 'no_show', 'cancelled'] as const;
type Offered = (typeof offered)[number];

/** Statuses in which a booking holds a table that can still change. */
const movable: readonly ReservationStatus[] = ['pending', 'confirmed', 'seated'];

interface FloorActionsProps {
  reservation: Reservation;
  late: boolean;
  now: Date;
  onMove: () => void;
}

/**
 * What staff do with a booking from the timeline (docs/decisions.md 156, 158): the moves `reservationMoves`
 * allows from its status, no-show only once its time has come (and in red once it is late), and moving it to
 * other tables while it still holds one. Cancelling asks first, as on the day sheet.
 */
export function FloorActions({ reservation, late, now, onMove }: FloorActionsProps) {
  const intl = useIntl();
  const toaster = useToaster();
  const confirm = useConfirm();
  const setStatus = useSetFloorStatus();
  const names = { name: reservation.name, date: numericDay(reservation.date, intl.locale), time: reservation.time };

  const allowed = reservationMoves[reservation.status];
  const buttons = offered.filter((status) => allowed.includes(status) && (status !== 'no_show' || hasBegun(reservation, now)));

  const change = async (status: Offered) => {
    if (setStatus.isPending) return;
    if (status === 'cancelled') {
      const message = intl.formatMessage({ id: 'admin.reservations.cancel.message' }, names);
      const mail = reservation.email ? ` ${intl.formatMessage({ id: 'admin.reservations.cancel.mail' })}` : '';
      const yes = await confirm({
        title: intl.formatMessage({ id: 'admin.reservations.cancel.title' }),
        message: message + mail,
        confirmLabel: intl.formatMessage({ id: 'admin.reservations.cancel.confirm' }),
        keepLabel: intl.formatMessage({ id: 'admin.reservations.cancel.keep' }),
        destructive: true,
      });
      if (!yes) return;
    }
    try {
      await setStatus.mutateAsync({ id: reservation.id, status });
      const word = intl.formatMessage({ id: `admin.statusWord.${status}` });
      toaster.success(intl.formatMessage({ id: 'admin.reservations.statusUpdated' }, { status: word }));
    } catch (error) {
      // A refused move (409, e.g. someone else marked it first) says why; the day is read again either way.
      toaster.failure(intl.formatMessage({ id: 'admin.reservations.updateFailed' }), failureText(error, intl));
    }
  };

  const look = (status: Offered) =>
    status === 'no_show'
      ? late
        ? 'button button-danger'
        : 'button button-secondary'
      : status === 'cancelled'
        ? 'button button-danger-quiet'
        : 'button button-primary';

  return (
    <div className="admin-actions timeline-actions">
      {buttons.map((status) => (
        <button
          key={status}
          type="button"
          className={look(status)}
          aria-disabled={setStatus.isPending || undefined}
          onClick={() => void change(status)}
        >
          <FormattedMessage id={`admin.timeline.action.${status}`} />
        </button>
      ))}
      {movable.includes(reservation.status) ? (
        <button type="button" className="button button-secondary" onClick={onMove}>
          <FormattedMessage id="admin.timeline.action.move" />
        </button>
      ) : null}
    </div>
  );
}
