import { PageMessages } from '../../i18n/page-messages';
import { WaitlistOfferPage } from './components/waitlist-offer-page';
import waitlistOfferCatalogue from './waitlist-offer-messages?icu';

const catalogues = [waitlistOfferCatalogue];

/** The page a waitlist offer's link opens, as its route loads it: one chunk with the page and its texts. */
export function WaitlistOfferRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <WaitlistOfferPage />
    </PageMessages>
  );
}
