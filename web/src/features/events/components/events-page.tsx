import { siteConfig } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvents } from '../api/get-events';
import '../events.css';
import { EventCard } from './event-card';

function UpcomingEvents() {
  const { data: events, isError, isFetching, refetch } = useEvents();

  // A list already shown stays when a later refresh fails; while Try Again is fetching, the guest sees it working.
  if (isError && !isFetching && !events) {
    return (
      <ErrorState
        title={<FormattedMessage id="events.error.title" />}
        detail={<FormattedMessage id="events.error.detail" />}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!events) {
    return (
      <LoadingState>
        <FormattedMessage id="events.loading" />
      </LoadingState>
    );
  }
  if (events.length === 0) {
    return (
      <EmptyState title={<FormattedMessage id="events.empty.title" />}>
        <p>
          <FormattedMessage id="events.empty.text" />
        </p>
        {/* The button exists, but does nothing yet (docs/product.md, 'What is not built'). */}
        <button type="button" className="button button-secondary">
          <FormattedMessage id="events.empty.notify" />
        </button>
      </EmptyState>
    );
  }
  return (
    <ul className="events-grid" aria-labelledby="events-upcoming-title">
      {events.map((event, index) => (
        <EventCard key={event.id} event={event} first={index === 0} />
      ))}
    </ul>
  );
}

const expectations = [
  { title: 'events.expect.food.title', text: 'events.expect.food.text' },
  { title: 'events.expect.small.title', text: 'events.expect.small.text' },
  { title: 'events.expect.booking.title', text: 'events.expect.booking.text' },
] as const;

/** /{locale}/events (docs/product.md, 'The guest site'): hero, the upcoming events as cards, and what to expect. */
export function EventsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'events.title' }));

  return (
    <div className="events-page">
      <header className="events-hero">
        <h1>
          <FormattedMessage id="events.hero.title" />
        </h1>
        <p className="events-hero-lead">
          <FormattedMessage id="events.hero.lead" />
        </p>
      </header>
      <section className="events-section" aria-labelledby="events-upcoming-title">
        <h2 id="events-upcoming-title">
          <FormattedMessage id="events.upcoming.title" />
        </h2>
        <UpcomingEvents />
      </section>
      <section className="events-section events-expect" aria-labelledby="events-expect-title">
        <h2 id="events-expect-title">
          <FormattedMessage id="events.expect.title" />
        </h2>
        <ul className="events-expect-list">
          {expectations.map(({ title, text }) => (
            <li key={title}>
              <h3>
                <FormattedMessage id={title} />
              </h3>
              <p>
                <FormattedMessage id={text} values={{ max: siteConfig.eventBookingMaxGuests }} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
