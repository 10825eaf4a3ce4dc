import { PageMessages } from '../../i18n/page-messages';
import partySizeCatalogue from '../../i18n/party-size-messages?icu';
import privacyNoteCatalogue from '../../i18n/privacy-note-messages?icu';
import { ReservationPage } from './components/reservation-page';
import reservationsCatalogue from './reservations-messages?icu';

const catalogues = [reservationsCatalogue, privacyNoteCatalogue, partySizeCatalogue];

/** The reservation page as its route loads it: one chunk with the page, its texts and the form's messages. */
export function ReservationsRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <ReservationPage />
    </PageMessages>
  );
}
