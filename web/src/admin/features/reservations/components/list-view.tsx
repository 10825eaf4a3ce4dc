import { bookingStatuses, reservationSorts, type ReservationSort } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Paging } from '../../../components/paging';
import { QueryView } from '../../../components/query-view';
import { ContactLinks } from '../../../components/contact-links';
import { StatusBadge } from '../../../components/status-badge';
import { berlinDateTime, numericDay } from '../../../lib/dates';
import { useCsvExport } from '../../../lib/use-csv-export';
import { useAdminClient } from '../../../lib/session-context';
import { filterQuery, reservationPageSize, reservationsQuery, type ReservationFilters } from '../api/get-reservations';
import { ReservationActions } from './reservation-actions';
import { ReservationTags } from './reservation-tags';

interface ListViewProps {
  filters: ReservationFilters;
  page: number;
  onFilters: (filters: ReservationFilters) => void;
  onPage: (page: number) => void;
}

/** Typing in the search box asks the server once the typing pauses, not on every key. */
const searchPauseMs = 300;

/**
 * Every reservation, filtered (date range, status, a name, e-mail or phone number), sorted, ten a page with
 * the total, and the filtered list as CSV (docs/decisions.md 71).
 */
export function ListView({ filters, page, onFilters, onPage }: ListViewProps) {
  const intl = useIntl();
  const client = useAdminClient();
  const list = useQuery(reservationsQuery(client, filters, page));
  const [search, setSearch] = useState(filters.q ?? '');
  const { exporting, exportCsv } = useCsvExport(client);

  // The box follows the address (a deep link, 'clear filters'); what is typed reaches the address after a pause,
  // as typed (a space before the next word stays; the server trims).
  useEffect(() => setSearch(filters.q ?? ''), [filters.q]);
  useEffect(() => {
    if (search === (filters.q ?? '')) return;
    const timer = setTimeout(() => onFilters({ ...filters, q: search || undefined }), searchPauseMs);
    return () => clearTimeout(timer);
  }, [search, filters, onFilters]);

  const filtered = Boolean(filters.from || filters.to || filters.status || filters.q || filters.sort !== 'newest');
  const activeFilters = [filters.from, filters.to, filters.status, filters.sort !== 'newest' ? filters.sort : undefined].filter(
    Boolean,
  ).length;
  const [moreFilters, setMoreFilters] = useState(false);

  return (
    <>
      <form
        className={moreFilters ? 'admin-filters admin-filters-open admin-no-print' : 'admin-filters admin-no-print'}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field admin-filter-search">
          <label htmlFor="reservations-search">
            <FormattedMessage id="admin.reservations.list.search" />
          </label>
          <input
            id="reservations-search"
            type="search"
            value={search}
            placeholder={intl.formatMessage({ id: 'admin.reservations.list.searchHint' })}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {/* On a phone the other filters fold away, so the list starts on the first screen. */}
        <button
          type="button"
          className="button button-secondary admin-filters-toggle"
          aria-expanded={moreFilters}
          aria-controls="reservations-more-filters"
          onClick={() => setMoreFilters((open) => !open)}
        >
          <FormattedMessage id="admin.reservations.list.moreFilters" values={{ count: activeFilters }} />
        </button>
        <div id="reservations-more-filters" className="admin-filter-more">
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="field">
              <label htmlFor={`reservations-${end}`}>
                <FormattedMessage id={`admin.reservations.list.${end}`} />
              </label>
              <input
                id={`reservations-${end}`}
                type="date"
                value={filters[end] ?? ''}
                onChange={(event) => onFilters({ ...filters, [end]: event.target.value || undefined })}
              />
            </div>
          ))}
          <div className="field">
            <label htmlFor="reservations-status">
              <FormattedMessage id="admin.reservations.list.status" />
            </label>
            <select
              id="reservations-status"
              value={filters.status ?? ''}
              onChange={(event) =>
                onFilters({ ...filters, status: (event.target.value || undefined) as ReservationFilters['status'] })
              }
            >
              <option value="">{intl.formatMessage({ id: 'admin.reservations.list.anyStatus' })}</option>
              {bookingStatuses.map((status) => (
                <option key={status} value={status}>
                  {intl.formatMessage({ id: `admin.status.${status}` })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="reservations-sort">
              <FormattedMessage id="admin.reservations.list.sort" />
            </label>
            <select
              id="reservations-sort"
              value={filters.sort}
              onChange={(event) => onFilters({ ...filters, sort: event.target.value as ReservationSort })}
            >
              {reservationSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {intl.formatMessage({ id: `admin.reservations.list.sort.${sort}` })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="admin-filter-actions">
          {filtered ? (
            <button type="button" className="button button-secondary" onClick={() => onFilters({ sort: 'newest' })}>
              <FormattedMessage id="admin.reservations.list.clear" />
            </button>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              void exportCsv(
                `/api/admin/reservations/export?${filterQuery(filters, { locale: intl.locale })}`,
                'reservations.csv',
              )
            }
            aria-disabled={exporting || undefined}
          >
            <FormattedMessage id={exporting ? 'admin.export.exporting' : 'admin.export.csv'} />
          </button>
        </div>
      </form>
      <QueryView
        query={list}
        loading="admin.reservations.list.loading"
        empty="admin.reservations.list.empty"
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <>
            {/* Rows where the table has the room, else a card per row (docs/decisions.md 145). */}
            <div className="admin-table-frame">
              <table className="admin-table admin-table-cards">
                <caption className="visually-hidden">
                  <FormattedMessage id="admin.reservations.list.caption" />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="admin.reservations.column.when" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.reservations.column.guests" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.reservations.column.guest" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.reservations.column.contact" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.reservations.column.status" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.reservations.column.actions" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((reservation) => (
                    <tr key={reservation.id} className={`admin-row-${reservation.status}`}>
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
                      </td>
                      <th scope="row" className="admin-cell-name">
                        {reservation.name}
                        <ReservationTags reservation={reservation} />
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
                  ))}
                </tbody>
              </table>
            </div>
            <Paging page={page} pageSize={reservationPageSize} total={data.total} onPage={onPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
