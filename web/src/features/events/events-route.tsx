import { PageMessages } from '../../i18n/page-messages';
import { EventsPage } from './components/events-page';
import eventsCatalogue from './events-messages?icu';

const catalogues = [eventsCatalogue];

/** The events list as its route loads it: one chunk with the page and the events' texts. */
export function EventsRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <EventsPage />
    </PageMessages>
  );
}
