import { PageMessages } from '../../i18n/page-messages';
import { BlogPage } from './components/blog-page';
import blogCatalogue from './blog-messages?icu';

const catalogues = [blogCatalogue];

/** The blog page as its route loads it: one chunk with the page and its texts. */
export function BlogRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <BlogPage />
    </PageMessages>
  );
}
