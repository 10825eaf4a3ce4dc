import type { RestaurantEvent } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageMessages } from '../../../i18n/page-messages';
import type { MessageId } from '../../../i18n/catalogues';
import { eventTitle } from '../../../features/events/utils/event-display';
import { formatEuros, formatEventDate } from '../../../lib/format';
import { adminPaths } from '../../app/admin-paths';
import { useAdminClient } from '../session/session-context';
import { staffEventsQuery } from '../../lib/staff-events-query';
import contentCatalogue from './content-messages?icu';
import { ContentScreen } from './content-screen';

const catalogues = [contentCatalogue];

function EventList({ heading, events }: { heading: MessageId; events: RestaurantEvent[] }) {
  const intl = useIntl();
  if (events.length === 0) return null;
  return (
    <section className="admin-card" aria-label={intl.formatMessage({ id: heading })}>
      <h2>
        <FormattedMessage id={heading} />
      </h2>
      <ul className="admin-event-list">
        {events.map((event) => (
          <li key={event.id}>
            <span>
              <strong>{eventTitle(event, intl.locale)}</strong>
              <span className="admin-muted admin-block">
                {formatEventDate(event.event_date, intl.locale)} ·{' '}
                <FormattedMessage id="admin.events.price" values={{ price: formatEuros(event.price, intl.locale) }} />
              </span>
            </span>
            <span>
              <FormattedMessage
                id="admin.events.seats"
                values={{ taken: event.current_attendees, capacity: event.max_attendees }}
              />
            </span>
            <Link className="button button-secondary" to={adminPaths.dashboard(intl.locale, 'bookings', { event: event.id })}>
              <FormattedMessage id="admin.events.bookings" />
              <span className="visually-hidden"> {eventTitle(event, intl.locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every event with its seats taken against its capacity, one tap from its bookings. */
function EventsScreen() {
  const client = useAdminClient();
  const events = useQuery(staffEventsQuery(client));
  return (
    <ContentScreen title="admin.events.title" empty="admin.events.empty" sitePath="events" query={events}>
      {(all) => {
        const now = new Date().toISOString();
        return (
          <>
            <EventList heading="admin.events.upcoming" events={all.filter((event) => event.event_date >= now)} />
            <EventList heading="admin.events.past" events={all.filter((event) => event.event_date < now).reverse()} />
          </>
        );
      }}
    </ContentScreen>
  );
}

export function EventsTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <EventsScreen />
    </PageMessages>
  );
}
