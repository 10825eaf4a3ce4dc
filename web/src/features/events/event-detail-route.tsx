import { PageMessages } from '../../i18n/page-messages';
import privacyNoteCatalogue from '../../i18n/privacy-note-messages?icu';
import { EventDetailPage } from './components/event-detail-page';
import eventsCatalogue from './events-messages?icu';

const catalogues = [eventsCatalogue, privacyNoteCatalogue];

/** One event's page as its route loads it, with the events' texts and the booking form's messages. */
export function EventDetailRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <EventDetailPage />
    </PageMessages>
  );
}
