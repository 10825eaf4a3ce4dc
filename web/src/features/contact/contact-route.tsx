import { PageMessages } from '../../i18n/page-messages';
import privacyNoteCatalogue from '../../i18n/privacy-note-messages?icu';
import { ContactPage } from './components/contact-page';
import contactCatalogue from './contact-messages?icu';

const catalogues = [contactCatalogue, privacyNoteCatalogue];

/** The contact page as its route loads it: one chunk with the page, its texts and the form's messages. */
export function ContactRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <ContactPage />
    </PageMessages>
  );
}
