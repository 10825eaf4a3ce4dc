import { PageMessages } from '../../i18n/page-messages';
import { MenuPage } from './components/menu-page';
import menuCatalogue from './menu-messages?icu';

const catalogues = [menuCatalogue];

/** The menu page as its route loads it: one chunk with the page and its texts. */
export function MenuRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <MenuPage />
    </PageMessages>
  );
}
