import { PageMessages } from '../../i18n/page-messages';
import blogCatalogue from './blog-messages?icu';
import { BlogPostPage } from './components/blog-post-page';

const catalogues = [blogCatalogue];

/** One blog post as its route loads it: the post's page and the blog's texts. */
export function BlogPostRoute() {
  return (
    <PageMessages catalogues={catalogues}>
      <BlogPostPage />
    </PageMessages>
  );
}
