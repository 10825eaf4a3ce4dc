import { bookingStatuses, type RestaurantEvent } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { eventTitle } from '../../../../lib/event-text';
import { formatEventDate } from '../../../../lib/format';
import { useCsvExport } from '../../../lib/use-csv-export';
import { useAdminClient } from '../../../lib/session-context';
import { bookingFilterQuery, type BookingFilters } from '../api/get-bookings';
import { LabelledField } from '../../../components/labelled-field';

/** The bookings' filters, as the address holds them: the event (with its seats taken), the status; and the CSV. */
export function BookingFilterBar({
  filters,
  events,
  onFilters,
}: {
  filters: BookingFilters;
  events: RestaurantEvent[] | undefined;
  /** The address's parameters to change (`event`, `status`); the page starts again at one. */
  onFilters: (change: { event?: string | undefined; status?: string | undefined }) => void;
}) {
  const intl = useIntl();
  const { exporting, exportCsv } = useCsvExport(useAdminClient());
  return (
    <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <LabelledField id="bookings-event" label="admin.bookings.event">
        <select
          id="bookings-event"
          value={filters.eventId ?? ''}
          onChange={(event) => onFilters({ event: event.target.value || undefined })}
        >
          <option value="">{intl.formatMessage({ id: 'admin.bookings.allEvents' })}</option>
          {events?.map((event) => (
            <option key={event.id} value={event.id}>
              {intl.formatMessage(
                { id: 'admin.bookings.eventOption' },
                {
                  date: formatEventDate(event.event_date, intl.locale),
                  title: eventTitle(event, intl.locale),
                  taken: event.current_attendees,
                  capacity: event.max_attendees,
                },
              )}
            </option>
          ))}
        </select>
      </LabelledField>
      <LabelledField id="bookings-status" label="admin.bookings.status">
        <select
          id="bookings-status"
          value={filters.status ?? ''}
          onChange={(event) => onFilters({ status: event.target.value || undefined })}
        >
          <option value="">{intl.formatMessage({ id: 'admin.bookings.anyStatus' })}</option>
          {bookingStatuses.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `admin.status.${value}` })}
            </option>
          ))}
        </select>
      </LabelledField>
      <div className="admin-filter-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            void exportCsv(`/api/admin/bookings/export?${bookingFilterQuery(filters, { locale: intl.locale })}`, 'bookings.csv')
          }
          aria-disabled={exporting || undefined}
        >
          <FormattedMessage id={exporting ? 'admin.export.exporting' : 'admin.export.csv'} />
        </button>
      </div>
    </form>
  );
}
