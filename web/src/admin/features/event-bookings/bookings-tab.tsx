import { bookingStatuses, type RestaurantEvent } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { eventTitle } from '../../../lib/event-text';
import { formatEuros, formatEventDate } from '../../../lib/format';
import { ContactLinks } from '../../components/contact-links';
import { Paging } from '../../components/paging';
import { QueryView } from '../../components/query-view';
import { GuestMarks } from '../../components/guest-marks';
import { StatusBadge } from '../../components/status-badge';
import { bookedEventTitle } from '../../lib/booked-event-title';
import { berlinDateTime } from '../../lib/dates';
import { useCsvExport } from '../../lib/use-csv-export';
import { oneOf, pageParam, useQueryParams } from '../../lib/use-query-params';
import { staffEventsQuery } from '../../lib/staff-events-query';
import { useAdminClient } from '../../lib/session-context';
import { bookingFilterQuery, bookingPageSize, bookingsQuery, type BookingFilters } from './api/get-bookings';
import { BookingActions } from './components/booking-actions';
import bookingsCatalogue from './event-bookings-messages?icu';
import './event-bookings.css';

const catalogues = [bookingsCatalogue];

function SeatMeter({ event }: { event: RestaurantEvent }) {
  const taken = event.current_attendees;
  const capacity = event.max_attendees;
  return (
    <span className="admin-seats">
      <FormattedMessage id="admin.bookings.seats" values={{ taken, capacity }} />
      {/* Places given away by phone hold no booking: without this, a full event with no bookings puzzles. */}
      {event.manual_attendees > 0 ? (
        <>
          {' ('}
          <FormattedMessage id="admin.bookings.manualSeats" values={{ manual: event.manual_attendees }} />
          {')'}
        </>
      ) : null}
      {' · '}
      <FormattedMessage id="admin.bookings.spotsLeft" values={{ left: event.spots_left }} />
      <span className="admin-meter" aria-hidden="true">
        <span className="admin-meter-confirmed" style={{ width: `${Math.min(100, (taken / capacity) * 100)}%` }} />
      </span>
    </span>
  );
}

/** Across events: each upcoming one with its seats taken against its capacity, one tap from its bookings. */
function UpcomingEvents({ events, onPick }: { events: RestaurantEvent[]; onPick: (id: string) => void }) {
  const intl = useIntl();
  const upcoming = events.filter((event) => event.event_date >= new Date().toISOString());
  if (upcoming.length === 0) return null;
  return (
    <table className="admin-table admin-events-table">
      <caption>
        <FormattedMessage id="admin.bookings.events.caption" />
      </caption>
      <tbody>
        {upcoming.map((event) => (
          <tr key={event.id}>
            <th scope="row">
              {eventTitle(event, intl.locale)}
              <span className="admin-muted admin-block">{formatEventDate(event.event_date, intl.locale)}</span>
            </th>
            <td>
              <SeatMeter event={event} />
            </td>
            <td>
              <button type="button" className="button button-secondary" onClick={() => onPick(event.id)}>
                <FormattedMessage id="admin.bookings.events.show" />
                <span className="visually-hidden"> {eventTitle(event, intl.locale)}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Event bookings per event and across events, ten a page, filtered, as CSV (docs/decisions.md 71, 73). */
function Bookings() {
  const intl = useIntl();
  const client = useAdminClient();
  const [params, setQuery] = useQueryParams();
  const { exporting, exportCsv } = useCsvExport(client);
  const filters: BookingFilters = {
    eventId: params.get('event') || undefined,
    status: oneOf(bookingStatuses, params.get('status')),
  };
  const page = pageParam(params);
  const events = useQuery(staffEventsQuery(client));
  const list = useQuery(bookingsQuery(client, filters, page));
  const chosen = events.data?.find((event) => event.id === filters.eventId);

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.bookings.title" />
        </h1>
      </div>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="bookings-event">
            <FormattedMessage id="admin.bookings.event" />
          </label>
          <select
            id="bookings-event"
            value={filters.eventId ?? ''}
            onChange={(event) => setQuery({ event: event.target.value || undefined, page: undefined })}
          >
            <option value="">{intl.formatMessage({ id: 'admin.bookings.allEvents' })}</option>
            {events.data?.map((event) => (
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
        </div>
        <div className="field">
          <label htmlFor="bookings-status">
            <FormattedMessage id="admin.bookings.status" />
          </label>
          <select
            id="bookings-status"
            value={filters.status ?? ''}
            onChange={(event) => setQuery({ status: event.target.value || undefined, page: undefined })}
          >
            <option value="">{intl.formatMessage({ id: 'admin.bookings.anyStatus' })}</option>
            {bookingStatuses.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `admin.status.${value}` })}
              </option>
            ))}
          </select>
        </div>
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
      {chosen ? (
        <div className="card admin-event-summary">
          <h2>{eventTitle(chosen, intl.locale)}</h2>
          <p className="admin-muted">{formatEventDate(chosen.event_date, intl.locale)}</p>
          <SeatMeter event={chosen} />
        </div>
      ) : events.data ? (
        <UpcomingEvents events={events.data} onPick={(id) => setQuery({ event: id, page: undefined })} />
      ) : null}
      <QueryView
        query={list}
        loading="admin.bookings.list.loading"
        empty="admin.bookings.list.empty"
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <>
            {/* Rows where the table has the room, else a card per row (docs/decisions.md 145). */}
            <div className="admin-table-frame">
              <table className="admin-table admin-table-cards">
                <caption className="visually-hidden">
                  <FormattedMessage id="admin.bookings.list.caption" />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="admin.bookings.column.guest" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.bookings.column.contact" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.bookings.column.event" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.bookings.column.seats" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.bookings.column.total" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.bookings.column.status" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.bookings.column.actions" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((booking) => {
                    const title = bookedEventTitle(booking, intl.locale);
                    return (
                      <tr key={booking.id} className={`admin-row-${booking.status}`}>
                        <th scope="row" className="admin-cell-name">
                          {booking.name}
                          <GuestMarks booking={booking} />
                        </th>
                        <td className="admin-cell-contact">
                          <ContactLinks phone={booking.phone} email={booking.email} />
                          {booking.specialRequests ? (
                            <span className="admin-notes admin-block">
                              <FormattedMessage id="admin.bookings.notes" values={{ text: booking.specialRequests }} />
                            </span>
                          ) : null}
                          <span className="admin-muted admin-block">
                            <FormattedMessage
                              id="admin.bookings.received"
                              values={{ time: berlinDateTime(booking.created_at, intl.locale) }}
                            />
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
                  })}
                </tbody>
              </table>
            </div>
            <Paging
              page={page}
              pageSize={bookingPageSize}
              total={data.total}
              onPage={(next) => setQuery({ page: next > 1 ? String(next) : undefined })}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

export function BookingsTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <Bookings />
    </PageMessages>
  );
}
