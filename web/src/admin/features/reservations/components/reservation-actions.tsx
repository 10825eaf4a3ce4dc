import { reservationMoves, type Reservation, type ReservationStatus } from '@ristorante/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { useConfirm } from '../../../components/confirm-dialog';
import { useToaster } from '../../../components/toaster';
import { numericDay } from '../../../lib/dates';
import { failureText } from '../../../lib/failure-text';
import { keepFocusInPage } from '../../../lib/keep-focus';
import { depositStanding } from '../../../../lib/deposit-standing';
import { useChangeDeposit, useChangeReservationStatus, useDeleteReservation } from '../api/reservation-changes';
import { useTimeOf } from '../utils/floor-moment';
import { useOpenEditor } from './reservation-editor';

/** The status moves offered, in the order a reservation lives them (`reservationMoves`, docs/decisions.md 156). */
const moveOrder = ['confirmed', 'seated', 'finished', 'no_show', 'cancelled'] as const satisfies readonly ReservationStatus[];
type Move = (typeof moveOrder)[number];

const moveLabel: Record<Move, MessageId> = {
  confirmed: 'admin.reservations.action.confirm',
  seated: 'admin.reservations.action.seat',
  finished: 'admin.reservations.action.finish',
  no_show: 'admin.reservations.action.noShow',
  cancelled: 'admin.reservations.action.cancel',
};

/**
 * The moves a reservation allows now (docs/decisions.md 159): what `reservationMoves` allows from its status,
 * 'seat' only on its own day and 'no-show' only once its time has come (the server refuses them otherwise).
 */
export function movesOf(reservation: Reservation, moment: { begun: boolean; today: boolean }): Move[] {
  const allowed = reservationMoves[reservation.status];
  return moveOrder.filter(
    (move) => allowed.includes(move) && (move !== 'no_show' || moment.begun) && (move !== 'seated' || moment.today),
  );
}

/**
 * What staff may do with a reservation (docs/decisions.md 43, 130, 159). The floor's moves act at once, in the order
 * the evening runs: confirm a request, seat the party, finish (its table is free again), or mark a no-show once
 * its time has come. Those are buttons in the row; a no-show is one only once the party is late (then it is the
 * emphasised one), before that it waits in the row's 'More' menu with cancel, edit and delete, which keep a dense
 * sheet's row to one line. Cancelling and deleting ask first; a refused move (409) shows the server's sentence.
 */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const toaster = useToaster();
  const confirm = useConfirm();
  const changeStatus = useChangeReservationStatus();
  const changeDeposit = useChangeDeposit();
  const remove = useDeleteReservation();
  const openEditor = useOpenEditor();
  const { begun, today, lateMinutes } = useTimeOf(reservation);
  const late = lateMinutes !== undefined;
  const names = { name: reservation.name, date: numericDay(reservation.date, intl.locale), time: reservation.time };
  const say = (id: MessageId) => intl.formatMessage({ id }, names);

  const whose = (
    <span className="visually-hidden">
      {' '}
      <FormattedMessage id="admin.reservations.action.of" values={names} />
    </span>
  );
  const busy = changeStatus.isPending || remove.isPending || changeDeposit.isPending;
  // Only a pending request's deposit is still awaited: a cancelled one's, or one confirmed without it, is not due.
  const deposit = reservation.deposit && depositStanding(reservation.status, reservation.deposit.status);

  /** The deposit marked (docs/decisions.md 165): received confirms a waiting request; a released one is refused. */
  const markDeposit = async (status: 'received' | 'refunded') => {
    if (busy) return;
    try {
      await changeDeposit.mutateAsync({ id: reservation.id, status });
      toaster.success(
        say(status === 'received' ? 'admin.reservations.depositMarked.received' : 'admin.reservations.depositMarked.refunded'),
      );
    } catch (error) {
      toaster.failure(say('admin.reservations.depositFailed'), failureText(error, intl));
    }
    keepFocusInPage();
  };
  const depositButton = (status: 'received' | 'refunded', className: string, close?: () => void) => (
    <button
      key={`deposit-${status}`}
      type="button"
      className={className}
      aria-disabled={busy || undefined}
      onClick={() => {
        close?.();
        void markDeposit(status);
      }}
    >
      <FormattedMessage
        id={status === 'received' ? 'admin.reservations.action.depositReceived' : 'admin.reservations.action.depositRefunded'}
      />
      {whose}
    </button>
  );

  const setStatus = async (status: Move) => {
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
      const tables = reservation.tables?.map((table) => table.name).join(' + ');
      toaster.success(
        status === 'finished' && tables
          ? intl.formatMessage({ id: 'admin.reservations.tableFreed' }, { name: reservation.name, tables })
          : intl.formatMessage({ id: 'admin.reservations.statusUpdated' }, { status: word }),
      );
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

  const moves = movesOf(reservation, { begun, today });
  // In the row: every forward move but a no-show not yet due; in the menu: that no-show, cancel, edit, delete. A
  // request awaiting its deposit is confirmed by marking the deposit received; confirming without it is in the menu.
  const inRow = (move: Move) =>
    move !== 'cancelled' && (move !== 'no_show' || late) && !(move === 'confirmed' && deposit === 'awaiting');
  const primary = late && moves.includes('no_show') ? 'no_show' : moves.find(inRow);
  const moveButton = (move: Move, className: string, close?: () => void) => (
    <button
      key={move}
      type="button"
      className={className}
      aria-disabled={busy || undefined}
      onClick={() => {
        close?.();
        void setStatus(move);
      }}
    >
      <FormattedMessage id={moveLabel[move]} />
      {whose}
    </button>
  );
  return (
    <div className="admin-actions">
      {deposit === 'awaiting' ? depositButton('received', 'button button-primary') : null}
      {moves
        .filter(inRow)
        .map((move) =>
          moveButton(
            move,
            move === primary
              ? `button button-primary${move === 'no_show' ? ' admin-action-late' : ''}`
              : 'button button-secondary',
          ),
        )}
      <MoreMenu label={<FormattedMessage id="admin.reservations.action.more" />} whose={whose}>
        {(close) => (
          <>
            {moves.filter((move) => !inRow(move)).map((move) => moveButton(move, 'button button-secondary', close))}
            {deposit === 'received' || deposit === 'released'
              ? depositButton('refunded', 'button button-secondary', close)
              : null}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                close();
                openEditor(reservation);
              }}
            >
              <FormattedMessage id="admin.reservations.action.edit" />
              {whose}
            </button>
            <button
              type="button"
              className="button button-danger-quiet"
              aria-disabled={busy || undefined}
              onClick={() => {
                close();
                void deleteIt();
              }}
            >
              <FormattedMessage id="admin.reservations.action.delete" />
              {whose}
            </button>
          </>
        )}
      </MoreMenu>
    </div>
  );
}

/**
 * A row's rarer actions behind one button: opened, they lie over the rows below it; choosing one, Escape, or a tap
 * elsewhere closes it, and the focus goes back to its button (where a question asked next returns it).
 */
function MoreMenu({
  label,
  whose,
  children,
}: {
  label: ReactNode;
  whose: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div className="admin-more" ref={box}>
      <button
        ref={toggle}
        type="button"
        className="button button-secondary admin-more-toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">⋯</span>
        <span className="visually-hidden">{label}</span>
        {whose}
      </button>
      {open ? (
        <div id={id} className="admin-more-menu">
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
