import { reservationSorts, reservationStatuses, type ReservationSort } from '@ristorante/contracts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCsvExport } from '../../../lib/use-csv-export';
import { useAdminClient } from '../../../lib/session-context';
import { filterQuery, type ReservationFilters } from '../api/get-reservations';
import { LabelledField } from '../../../components/labelled-field';

/** Typing in the search box asks the server once the typing pauses, not on every key. */
const searchPauseMs = 300;

/**
 * The list's filters (docs/decisions.md 71): a search box for a name, e-mail or phone number, and, folded away on a
 * phone, the dates, the status and the order; 'clear filters', and the filtered list as CSV.
 */
export function ReservationFilterBar({
  filters,
  onFilters,
}: {
  filters: ReservationFilters;
  onFilters: (filters: ReservationFilters) => void;
}) {
  const intl = useIntl();
  const client = useAdminClient();
  const [search, setSearch] = useState(filters.q ?? '');
  const { exporting, exportCsv } = useCsvExport(client);
  const [moreFilters, setMoreFilters] = useState(false);

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

  return (
    <form
      className={moreFilters ? 'admin-filters admin-filters-open admin-no-print' : 'admin-filters admin-no-print'}
      role="search"
      onSubmit={(event) => event.preventDefault()}
    >
      <LabelledField id="reservations-search" label="admin.reservations.list.search" className="admin-filter-search">
        <input
          id="reservations-search"
          type="search"
          value={search}
          placeholder={intl.formatMessage({ id: 'admin.reservations.list.searchHint' })}
          onChange={(event) => setSearch(event.target.value)}
        />
      </LabelledField>
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
          <LabelledField key={end} id={`reservations-${end}`} label={`admin.reservations.list.${end}`}>
            <input
              id={`reservations-${end}`}
              type="date"
              value={filters[end] ?? ''}
              onChange={(event) => onFilters({ ...filters, [end]: event.target.value || undefined })}
            />
          </LabelledField>
        ))}
        <LabelledField id="reservations-status" label="admin.reservations.list.status">
          <select
            id="reservations-status"
            value={filters.status ?? ''}
            onChange={(event) =>
              onFilters({ ...filters, status: (event.target.value || undefined) as ReservationFilters['status'] })
            }
          >
            <option value="">{intl.formatMessage({ id: 'admin.reservations.list.anyStatus' })}</option>
            {/* The six statuses, the floor's (seated, finished, no-show) among them (docs/decisions.md 159). */}
            {reservationStatuses.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: `admin.status.${status}` })}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="reservations-sort" label="admin.reservations.list.sort">
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
        </LabelledField>
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
            void exportCsv(`/api/admin/reservations/export?${filterQuery(filters, { locale: intl.locale })}`, 'reservations.csv')
          }
          aria-disabled={exporting || undefined}
        >
          <FormattedMessage id={exporting ? 'admin.export.exporting' : 'admin.export.csv'} />
        </button>
      </div>
    </form>
  );
}
