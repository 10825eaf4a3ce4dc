import { siteConfig } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../blog.css';
import { blogPosts } from '../posts';
import { parseCategory } from '../utils/blog-categories';
import { CategoryChips } from './category-chips';
import { PostCard } from './post-card';
import { ReserveBox } from './reserve-box';
import { useSearchParamsAfterHydration } from '../../../lib/use-hydrated';

/**
 * /{locale}/blog: the category chips, the newest post of the chosen category (or of all) as a large card and
 * the others in a grid, then 'Make a Reservation'. (No newsletter box until there is a newsletter: issue 36.)
 */
export function BlogPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'blog.title' }));
  const [searchParams] = useSearchParamsAfterHydration();
  const selected = parseCategory(searchParams.get('category'));
  const posts = selected === 'all' ? blogPosts : blogPosts.filter((post) => post.category === selected);
  const [featured, ...others] = posts;

  return (
    <div className="blog-page">
      <header className="blog-header">
        <h1>
          <FormattedMessage id="blog.title" />
        </h1>
        <p className="blog-lead">
          <FormattedMessage id="blog.lead" values={{ name: siteConfig.name }} />
        </p>
      </header>
      <CategoryChips selected={selected} />
      {/* Says how many posts a choice shows; announced when a chip changes it. */}
      <p className="blog-count" role="status">
        <FormattedMessage id="blog.count" values={{ count: posts.length }} />
      </p>
      {featured ? <PostCard post={featured} featured /> : null}
      {others.length > 0 ? (
        <ul className="blog-grid">
          {others.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="blog-boxes">
        <ReserveBox />
      </div>
    </div>
  );
}
