import { PageMessages } from '../../i18n/page-messages';
import privacyNoteCatalogue from '../../i18n/privacy-note-messages?icu';
import { ReviewsPage } from './components/reviews-page';
import reviewsCatalogue from './reviews-messages?icu';

const catalogues = [reviewsCatalogue, privacyNoteCatalogue];

/** The reviews page as its route loads it: one chunk with the page, its texts and the feedback form's messages. */
export function ReviewsRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <ReviewsPage />
    </PageMessages>
  );
}
