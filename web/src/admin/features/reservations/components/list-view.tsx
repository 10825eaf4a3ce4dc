import type { Reservation } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Paging } from '../../../components/paging';
import { QueryView } from '../../../components/query-view';
import { ContactLinks } from '../../../components/contact-links';
import { GuestProfileButton } from '../../../components/guest-profile/guest-profile-button';
import { StatusBadge } from '../../../components/status-badge';
import { berlinDateTime, numericDay } from '../../../lib/dates';
import { useAdminClient } from '../../../lib/session-context';
import { reservationPageSize, reservationsQuery, type ReservationFilters } from '../api/get-reservations';
import { ReservationActions } from './reservation-actions';
import { ReservationFilterBar } from './reservation-filter-bar';
import { ReservationTags } from './reservation-tags';
import { CardTable } from '../../../components/card-table';
import { FloorMomentProvider, useTimeOf } from '../utils/floor-moment';
import { TableNames } from './day-sheet-row';

interface ListViewProps {
  filters: ReservationFilters;
  page: number;
  onFilters: (filters: ReservationFilters) => void;
  onPage: (page: number) => void;
}

/**
 * Every reservation, filtered (date range, any of the six statuses, a name, e-mail or phone number), sorted, ten a
 * page with the total, and the filtered list as CSV (docs/decisions.md 71, 159); late parties named, as on the sheet.
 */
export function ListView({ filters, page, onFilters, onPage }: ListViewProps) {
  const client = useAdminClient();
  const list = useQuery(reservationsQuery(client, filters, page));
  return (
    <FloorMomentProvider>
      <ReservationFilterBar filters={filters} onFilters={onFilters} />
      <QueryView
        query={list}
        loading="admin.reservations.list.loading"
        empty="admin.reservations.list.empty"
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <>
            <CardTable
              caption="admin.reservations.list.caption"
              columns={[
                'admin.reservations.column.when',
                'admin.reservations.column.guests',
                'admin.reservations.column.guest',
                'admin.reservations.column.contact',
                'admin.reservations.column.status',
                'admin.reservations.column.actions',
              ]}
            >
              {data.items.map((reservation) => (
                <ReservationRow key={reservation.id} reservation={reservation} />
              ))}
            </CardTable>
            <Paging page={page} pageSize={reservationPageSize} total={data.total} onPage={onPage} />
          </>
        )}
      </QueryView>
    </FloorMomentProvider>
  );
}

/**
 * One reservation of the list: when, how many and at which tables, who (with tags), how to reach them, its status and
 * what staff can do.
 */
function ReservationRow({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const { lateMinutes } = useTimeOf(reservation);
  return (
    <tr className={`admin-row-${reservation.status}${lateMinutes !== undefined ? ' admin-row-late' : ''}`}>
      <td className="admin-cell-when">
        <strong>{numericDay(reservation.date, intl.locale)}</strong> {reservation.time}
        <span className="admin-muted admin-block">
          <FormattedMessage
            id="admin.reservations.received"
            values={{ time: berlinDateTime(reservation.created_at, intl.locale) }}
          />
        </span>
      </td>
      <td className="admin-cell-guests">
        <FormattedMessage id="admin.reservations.guests" values={{ count: reservation.guests }} />
        {reservation.tables !== undefined ? (
          <span className="admin-block">
            <TableNames reservation={reservation} />
          </span>
        ) : null}
      </td>
      <th scope="row" className="admin-cell-name">
        {reservation.name}
        <ReservationTags reservation={reservation} />
        <GuestProfileButton guestId={reservation.guest?.id} name={reservation.name} />
      </th>
      <td className="admin-cell-contact">
        <ContactLinks phone={reservation.phone} email={reservation.email} />
        {reservation.specialRequests ? (
          <span className="admin-notes admin-block">
            <FormattedMessage id="admin.reservations.notes" values={{ text: reservation.specialRequests }} />
          </span>
        ) : null}
      </td>
      <td className="admin-cell-status">
        <StatusBadge status={reservation.status} />
      </td>
      <td className="admin-cell-actions">
        <ReservationActions reservation={reservation} />
      </td>
    </tr>
  );
}
