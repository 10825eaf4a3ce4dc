import { PageMessages } from '../../i18n/page-messages';
import { GalleryPage } from './components/gallery-page';
import galleryCatalogue from './gallery-messages?icu';

const catalogues = [galleryCatalogue];

/** The gallery page as its route loads it: one chunk with the page and its texts. */
export function GalleryRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <GalleryPage />
    </PageMessages>
  );
}
