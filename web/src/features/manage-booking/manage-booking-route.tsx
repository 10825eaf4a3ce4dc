import { PageMessages } from '../../i18n/page-messages';
import partySizeCatalogue from '../../i18n/party-size-messages?icu';
import { ManageBookingPage } from './components/manage-booking-page';
import manageBookingCatalogue from './manage-booking-messages?icu';

const catalogues = [manageBookingCatalogue, partySizeCatalogue];

/** The page a guest's personal link opens, as its route loads it: one chunk with the page and its texts. */
export function ManageBookingRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <ManageBookingPage />
    </PageMessages>
  );
}
