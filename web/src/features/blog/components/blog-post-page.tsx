import { rememberBlogPostSlugs, webRedirectTarget, type PublicBlogPost } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/feedback/not-found-page';
import { ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { Picture } from '../../../components/picture';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useStructuredData } from '../../../lib/page-head';
import { useRestaurant } from '../../../lib/restaurant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBlogPost } from '../api/get-blog-post';
import '../blog.css';
import { categoryHref, categoryLabels } from '../utils/blog-categories';
import { postStructuredData } from '../utils/post-structured-data';
import { postImageSize, postText } from '../utils/post-text';
import { useBlogFeedLink } from '../utils/use-feed-link';
import { PostBody } from './post-body';
import { PostMeta } from './post-meta';
import { ReserveBox } from './reserve-box';

function PostArticle({ post }: { post: PublicBlogPost }) {
  const { locale } = useIntl();
  const text = postText(post, locale);
  useDocumentTitle(text.title, text.teaser);
  const restaurant = useRestaurant();
  useStructuredData('blog-post', (url) => postStructuredData(post, locale, url, restaurant.name));
  useBlogFeedLink();

  return (
    <div className="blog-post-page">
      <p className="blog-back">
        <Link to={paths.blog.getHref(locale)}>
          <span aria-hidden="true">← </span>
          <FormattedMessage id="blog.back" />
        </Link>
      </p>
      <article className="blog-post" aria-labelledby="blog-post-title">
        <header className="blog-post-header">
          <p className="blog-category">
            <Link to={categoryHref(locale, post.category)}>
              <FormattedMessage id={categoryLabels[post.category]} />
            </Link>
          </p>
          <h1 id="blog-post-title">{text.title}</h1>
          <PostMeta post={post} />
        </header>
        {/* The page's largest picture: loaded at once, not lazily; its size is known, so nothing jumps. */}
        <Picture
          className="blog-post-image"
          src={post.coverImageUrl}
          picture={post.coverPicture}
          // The post's column is at most 46rem wide (blog.css).
          sizes="(min-width: 46rem) 46rem, 100vw"
          alt={text.coverAlt}
          fallbackSize={postImageSize}
          decoding="async"
        />
        <PostBody post={post} />
      </article>
      <ReserveBox withBackLink />
    </div>
  );
}

/**
 * /{locale}/blog/{slug}: one published post, read from the catalog by either language's slug
 * (docs/decisions.md 150). The other language's slug (the language switch of a post the app did not know yet)
 * leads to this language's address; an English post's old German address too, as the server's 301 does
 * (decision 136); a slug no published post has (a draft's) is the 404 page.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { locale } = useIntl();
  const { pathname, search, hash } = useLocation();
  const moved = webRedirectTarget(pathname);
  const { data: post, error, isError, isFetching, refetch } = useBlogPost(slug);
  if (moved) return <Navigate replace to={{ pathname: moved, search, hash }} />;
  if (post) {
    // Its addresses for the language links and the head's alternates, however the data came (dehydrated, a test's).
    rememberBlogPostSlugs([post]);
    const own = postText(post, locale).slug;
    if (own !== slug) return <Navigate replace to={{ pathname: paths.blogPost.getHref(locale, own), search, hash }} />;
    return <PostArticle post={post} />;
  }
  if (isError && !isFetching && error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (isError && !isFetching) return <ErrorState title={<FormattedMessage id="blog.error" />} onRetry={() => void refetch()} />;
  return (
    <LoadingState>
      <FormattedMessage id="common.loading" />
    </LoadingState>
  );
}
