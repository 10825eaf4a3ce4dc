import type { Reservation } from '@ristorante/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../../components/dialog';
import { GuestProfileButton } from '../../../../components/guest-profile/guest-profile-button';
import { GuestSummaryTags } from '../../../../components/guest-summary-tags';
import { StatusBadge } from '../../../../components/status-badge';
import { FloorActions } from './floor-actions';

interface BookingPanelProps {
  reservation: Reservation;
  late: boolean;
  now: Date;
  /** A phone: the booking opens as a dialog over the timeline; a tablet keeps the timeline in view beside it. */
  asDialog: boolean;
  onMove: () => void;
  onClose: () => void;
}

/** One booking as the waiter needs it at the table: who, how many, when, where, how to call them, what to do. */
function BookingFacts({ reservation, late }: { reservation: Reservation; late: boolean }) {
  const tables = reservation.tables ?? [];
  return (
    <dl className="timeline-facts">
      <dt>
        <FormattedMessage id="admin.timeline.panel.status" />
      </dt>
      <dd>
        <StatusBadge status={reservation.status} />
        {late ? (
          <strong className="timeline-late-word">
            {' '}
            <FormattedMessage id="admin.timeline.late" />
          </strong>
        ) : null}
      </dd>
      <dt>
        <FormattedMessage id="admin.timeline.panel.time" />
      </dt>
      <dd>
        <FormattedMessage id="admin.timeline.panel.timeValue" values={{ time: reservation.time }} />
      </dd>
      <dt>
        <FormattedMessage id="admin.timeline.panel.guests" />
      </dt>
      <dd>{reservation.guests}</dd>
      <dt>
        <FormattedMessage id="admin.timeline.panel.tables" />
      </dt>
      <dd>
        {tables.length > 0 ? (
          tables.map((table) => table.name).join(' + ')
        ) : (
          <span className="admin-muted">
            <FormattedMessage id="admin.timeline.panel.noTable" />
          </span>
        )}
      </dd>
      {reservation.phone ? (
        <>
          <dt>
            <FormattedMessage id="admin.timeline.panel.phone" />
          </dt>
          <dd>
            <a href={`tel:${reservation.phone.replace(/[^\d+]/g, '')}`}>{reservation.phone}</a>
          </dd>
        </>
      ) : null}
      {reservation.guest ? (
        <>
          <dt>
            <FormattedMessage id="admin.guest.open" />
          </dt>
          <dd>
            <GuestSummaryTags guest={reservation.guest} confirmByPhone={reservation.confirmByPhone} status={reservation.status} />
            <GuestProfileButton guestId={reservation.guest.id} name={reservation.name} />
          </dd>
        </>
      ) : null}
      {reservation.specialRequests ? (
        <>
          <dt>
            <FormattedMessage id="admin.timeline.panel.notes" />
          </dt>
          <dd className="timeline-notes">{reservation.specialRequests}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The booking a bar or a line of the list was tapped for (docs/decisions.md 158): beside the timeline on a
 * tablet, a dialog on a phone.
 */
export function BookingPanel({ reservation, late, now, asDialog, onMove, onClose }: BookingPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const title = (
    <>
      {reservation.name}
      {reservation.source === 'walk_in' ? (
        <span className="admin-muted timeline-walk-in-word">
          {' '}
          <FormattedMessage id="admin.timeline.panel.walkIn" />
        </span>
      ) : null}
    </>
  );
  const body = (
    <>
      <BookingFacts reservation={reservation} late={late} />
      <FloorActions reservation={reservation} late={late} now={now} onMove={onMove} />
    </>
  );
  if (asDialog)
    return (
      <Dialog title={title} onClose={onClose}>
        {body}
      </Dialog>
    );
  return (
    <section className="timeline-panel" aria-labelledby={titleId}>
      <div className="timeline-panel-head">
        <h3 id={titleId}>{title}</h3>
        <button
          type="button"
          className="dialog-close"
          aria-label={intl.formatMessage({ id: 'admin.timeline.panel.close' })}
          onClick={onClose}
        />
      </div>
      {body}
    </section>
  );
}
