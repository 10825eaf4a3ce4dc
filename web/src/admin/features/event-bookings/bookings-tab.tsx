import { bookingStatuses, type RestaurantEvent } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { eventTitle } from '../../../lib/event-text';
import { formatEventDate } from '../../../lib/format';
import { Paging } from '../../components/paging';
import { QueryView } from '../../components/query-view';
import { oneOf, pageParam, useQueryParams } from '../../lib/use-query-params';
import { staffEventsQuery } from '../../lib/staff-events-query';
import { useAdminClient } from '../../lib/session-context';
import { bookingPageSize, bookingsQuery, type BookingFilters } from './api/get-bookings';
import { BookingFilterBar } from './components/booking-filter-bar';
import { BookingRow } from './components/booking-row';
import bookingsCatalogue from './event-bookings-messages?icu';
import './event-bookings.css';
import { CardTable } from '../../components/card-table';

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
      <BookingFilterBar filters={filters} events={events.data} onFilters={(next) => setQuery({ ...next, page: undefined })} />
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
            <CardTable
              caption="admin.bookings.list.caption"
              columns={[
                'admin.bookings.column.guest',
                'admin.bookings.column.contact',
                'admin.bookings.column.event',
                'admin.bookings.column.seats',
                'admin.bookings.column.total',
                'admin.bookings.column.status',
                'admin.bookings.column.actions',
              ]}
            >
              {data.items.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </CardTable>
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
