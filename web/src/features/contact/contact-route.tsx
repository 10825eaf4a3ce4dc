import { PageMessages } from '../../i18n/page-messages';
import { ContactPage } from './components/contact-page';
import contactCatalogue from './contact-messages?icu';

const catalogues = [contactCatalogue];

/** The contact page as its route loads it: one chunk with the page and its texts. */
export function ContactRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <ContactPage />
    </PageMessages>
  );
}
