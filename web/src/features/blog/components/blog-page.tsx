import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { useRestaurant } from '../../../lib/restaurant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchParamsAfterHydration } from '../../../lib/use-hydrated';
import { useBlogPosts } from '../api/get-blog-posts';
import '../blog.css';
import { parseCategory } from '../utils/blog-categories';
import { useBlogFeedLink } from '../utils/use-feed-link';
import { CategoryChips } from './category-chips';
import { PostCard } from './post-card';
import { ReserveBox } from './reserve-box';

/**
 * /{locale}/blog: the category chips, the newest post of the chosen category (or of all) as a large card and
 * the others in a grid, then 'Make a Reservation'. The posts are the owner's, read from the catalog
 * (docs/decisions.md 150). (No newsletter box until there is a newsletter: issue 36.)
 */
export function BlogPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'blog.title' }));
  useBlogFeedLink();
  const [searchParams] = useSearchParamsAfterHydration();
  const selected = parseCategory(searchParams.get('category'));
  const { data, isError, isFetching, refetch } = useBlogPosts();
  const restaurant = useRestaurant();

  let list;
  if (data) {
    const posts = selected === 'all' ? data.items : data.items.filter((post) => post.category === selected);
    const [featured, ...others] = posts;
    list = (
      <>
        {/* Says how many posts a choice shows; announced when a chip changes it. */}
        <p className="blog-count" role="status">
          <FormattedMessage id="blog.count" values={{ count: posts.length }} />
        </p>
        {featured ? <PostCard post={featured} featured /> : null}
        {others.length > 0 ? (
          <ul className="blog-grid">
            {others.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  } else if (isError && !isFetching) {
    list = <ErrorState title={<FormattedMessage id="blog.error" />} onRetry={() => void refetch()} />;
  } else {
    list = (
      <LoadingState>
        <FormattedMessage id="common.loading" />
      </LoadingState>
    );
  }

  return (
    <div className="blog-page">
      <header className="blog-header">
        <h1>
          <FormattedMessage id="blog.title" />
        </h1>
        <p className="blog-lead">
          <FormattedMessage id="blog.lead" values={{ name: restaurant.name }} />
        </p>
      </header>
      <CategoryChips selected={selected} />
      {list}
      <div className="blog-boxes">
        <ReserveBox />
      </div>
    </div>
  );
}
