import { FormattedMessage, useIntl } from 'react-intl';
import { webRedirectTarget } from '@ristorante/contracts';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/feedback/not-found-page';
import { Picture } from '../../../components/picture';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../blog.css';
import { findBlogPost, postImageSize, type BlogPost } from '../posts';
import { categoryHref, categoryLabels } from '../utils/blog-categories';
import { postImageSrc } from '../utils/blog-display';
import { postPicture } from '../utils/post-pictures';
import { PostBody } from './post-body';
import { PostMeta } from './post-meta';
import { ReserveBox } from './reserve-box';

function PostArticle({ post }: { post: BlogPost }) {
  const { locale } = useIntl();
  const text = post.text[locale];
  useDocumentTitle(text.title, text.excerpt);

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
          src={postImageSrc(post)}
          picture={postPicture(post)}
          // The post's column is at most 46rem wide (blog.css).
          sizes="(min-width: 46rem) 46rem, 100vw"
          alt={text.imageAlt}
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
 * /{locale}/blog/{slug}: one post; an English post's old German address leads to its English one, as the server's
 * 301 does (docs/decisions.md 136); a slug no post has is the app's 404 page.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { locale } = useIntl();
  const { pathname, search, hash } = useLocation();
  const post = findBlogPost(slug, locale);
  if (post) return <PostArticle post={post} />;
  const moved = webRedirectTarget(pathname);
  return moved ? <Navigate replace to={{ pathname: moved, search, hash }} /> : <NotFoundPage />;
}
