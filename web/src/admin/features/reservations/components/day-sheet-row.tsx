import type { Reservation } from '@ristorante/contracts';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ContactLinks } from '../../../components/contact-links';
import { GuestProfileButton } from '../../../components/guest-profile/guest-profile-button';
import { StatusBadge } from '../../../components/status-badge';
import { useTimeOf } from '../utils/floor-moment';
import { ReservationActions } from './reservation-actions';
import { LateTag, ReservationTags } from './reservation-tags';

/** The tables a reservation sits at ('T4 + T5'), or a dash when it has none yet (a request). */
export function TableNames({ reservation }: { reservation: Reservation }) {
  const names = reservation.tables?.map((table) => table.name) ?? [];
  return names.length > 0 ? (
    <span className="admin-booking-tables">
      <span className="visually-hidden">
        <FormattedMessage id="admin.reservations.tablesLabel" />{' '}
      </span>
      {names.join(' + ')}
    </span>
  ) : (
    <span className="admin-booking-tables">
      <span className="admin-muted" aria-hidden="true">
        –
      </span>
      <span className="visually-hidden">
        <FormattedMessage id="admin.reservations.noTables" />
      </span>
    </span>
  );
}

/**
 * One booking as one dense row of the day sheet (docs/decisions.md 159): time, name over phone, party, tables,
 * status, what to know (tags and wishes, two lines at most; a tap shows all, and the e-mail), and the actions. Names
 * and phone numbers never break inside a word: a name too long for its column ends in an ellipsis, with the whole
 * name for a screen reader and on a tap of the notes.
 */
export function DaySheetRow({ reservation, isNew }: { reservation: Reservation; isNew: boolean }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { lateMinutes } = useTimeOf(reservation);
  const classes = [
    'admin-booking',
    `admin-booking-${reservation.status}`,
    lateMinutes !== undefined ? 'admin-booking-late' : '',
    isNew ? 'admin-booking-new' : '',
    open ? 'admin-booking-open' : '',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <span className="admin-booking-time">{reservation.time}</span>
      <span className="admin-booking-who">
        <strong className="admin-booking-name" title={reservation.name}>
          {/* The name opens the guest's profile (docs/decisions.md 163). */}
          <GuestProfileButton guestId={reservation.guest?.id} name={reservation.name}>
            {reservation.name || <FormattedMessage id="admin.reservations.walkIn" />}
          </GuestProfileButton>
        </strong>
        {reservation.phone ? (
          <a className="admin-booking-phone" href={`tel:${reservation.phone.replace(/[^\d+]/g, '')}`}>
            {reservation.phone}
          </a>
        ) : null}
      </span>
      {/* A bare number under the column's head on a wide screen; '4 Personen' where the rows stack. */}
      <span className="admin-booking-guests">
        <span className="admin-booking-guests-short" aria-hidden="true">
          {reservation.guests}
        </span>
        <span className="admin-booking-guests-long">
          <FormattedMessage id="admin.reservations.guests" values={{ count: reservation.guests }} />
        </span>
      </span>
      <TableNames reservation={reservation} />
      {/* A late party says so beside its status, where the eye looks for what to do (docs/decisions.md 159). */}
      <span className="admin-booking-status">
        <StatusBadge status={reservation.status} />
        <LateTag reservation={reservation} />
      </span>
      <span className="admin-booking-info">
        <button
          type="button"
          className="admin-booking-info-toggle"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <span className="admin-booking-info-text">
            {isNew ? (
              <span className="admin-tag admin-tag-new">
                <FormattedMessage id="admin.reservations.new" />
              </span>
            ) : null}
            <ReservationTags reservation={reservation} withLate={false} />
            {reservation.specialRequests ? (
              <span className="admin-notes">
                {' '}
                <FormattedMessage id="admin.reservations.notes" values={{ text: reservation.specialRequests }} />
              </span>
            ) : null}
            <span className="visually-hidden">
              {' '}
              <FormattedMessage id="admin.reservations.day.details" values={{ name: reservation.name }} />
            </span>
          </span>
          <span className="admin-booking-info-more" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
        {open ? (
          <span id={detailsId} className="admin-booking-details">
            <strong>{reservation.name}</strong>
            <ContactLinks phone={reservation.phone} email={reservation.email} />
          </span>
        ) : null}
      </span>
      <ReservationActions reservation={reservation} />
      {/* On paper, a box to tick as the party arrives. */}
      <span className="admin-print-only admin-booking-tick" aria-hidden="true">
        ☐
      </span>
    </li>
  );
}
