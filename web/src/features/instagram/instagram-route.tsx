import { PageMessages } from '../../i18n/page-messages';
import { InstagramPage } from './components/instagram-page';
import instagramCatalogue from './instagram-messages?icu';

const catalogues = [instagramCatalogue];

/** The instagram page as its route loads it: one chunk with the page and its texts. */
export function InstagramRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <InstagramPage />
    </PageMessages>
  );
}
