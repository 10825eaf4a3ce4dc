import { PageMessages } from '../../i18n/page-messages';
import { MyDataPage } from './components/my-data-page';
import myDataCatalogue from './my-data-messages?icu';

const catalogues = [myDataCatalogue];

/** The page a data request's link opens, as its route loads it: one chunk with the page and its texts. */
export function MyDataRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <MyDataPage />
    </PageMessages>
  );
}
