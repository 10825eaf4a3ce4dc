import type { EventBooking } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuros, formatEventDate } from '../../../../lib/format';
import { ContactLinks } from '../../../components/contact-links';
import { DepositTag } from '../../../components/deposit-tag';
import { GuestMarks } from '../../../components/guest-marks';
import { GuestProfileButton } from '../../../components/guest-profile/guest-profile-button';
import { GuestSummaryTags } from '../../../components/guest-summary-tags';
import { StatusBadge } from '../../../components/status-badge';
import { bookedEventTitle } from '../../../lib/booked-event-title';
import { berlinDateTime } from '../../../lib/dates';
import { BookingActions } from './booking-actions';

/** One event booking: who (with their marks), how to reach them, which event, seats, total, status and actions. */
export function BookingRow({ booking }: { booking: EventBooking }) {
  const intl = useIntl();
  const title = bookedEventTitle(booking, intl.locale);
  return (
    <tr className={`admin-row-${booking.status}`}>
      <th scope="row" className="admin-cell-name">
        {booking.name}
        <GuestMarks booking={booking} />
        <DepositTag deposit={booking.deposit} bookingStatus={booking.status} words="admin.bookings.deposit" />
        <GuestSummaryTags guest={booking.guest} status={booking.status} wishes={booking.specialRequests} />
        <GuestProfileButton guestId={booking.guest?.id} name={booking.name} />
      </th>
      <td className="admin-cell-contact">
        <ContactLinks phone={booking.phone} email={booking.email} />
        {booking.specialRequests ? (
          <span className="admin-notes admin-block">
            <FormattedMessage id="admin.bookings.notes" values={{ text: booking.specialRequests }} />
          </span>
        ) : null}
        <span className="admin-muted admin-block">
          <FormattedMessage id="admin.bookings.received" values={{ time: berlinDateTime(booking.created_at, intl.locale) }} />
        </span>
      </td>
      <td className="admin-cell-event">
        {title}
        <span className="admin-muted admin-block">{formatEventDate(booking.eventDate, intl.locale)}</span>
      </td>
      <td className="admin-cell-guests">
        <FormattedMessage id="admin.bookings.seatCount" values={{ count: booking.guests }} />
      </td>
      <td className="admin-cell-total">{formatEuros(booking.totalAmount, intl.locale)}</td>
      <td className="admin-cell-status">
        <StatusBadge status={booking.status} />
      </td>
      <td className="admin-cell-actions">
        <BookingActions booking={booking} eventTitle={title} />
      </td>
    </tr>
  );
}
