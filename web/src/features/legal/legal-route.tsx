import { PageMessages } from '../../i18n/page-messages';
import { LegalPage } from './components/legal-page';
import legalCatalogue from './legal-messages?icu';

const catalogues = [legalCatalogue];

/** The legal page as its route loads it: one chunk with the page and its texts. */
export function LegalRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <LegalPage />
    </PageMessages>
  );
}
