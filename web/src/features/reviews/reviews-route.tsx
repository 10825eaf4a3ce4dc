import { PageMessages } from '../../i18n/page-messages';
import { ReviewsPage } from './components/reviews-page';
import reviewsCatalogue from './reviews-messages?icu';

const catalogues = [reviewsCatalogue];

/** The reviews page as its route loads it: one chunk with the page and its texts. */
export function ReviewsRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <ReviewsPage />
    </PageMessages>
  );
}
