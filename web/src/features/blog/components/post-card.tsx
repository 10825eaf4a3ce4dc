import type { BlogPostSummary } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Picture } from '../../../components/picture';
import { paths } from '../../../config/paths';
import { categoryLabels } from '../utils/blog-categories';
import { postImageSize, postText } from '../utils/post-text';
import { PostMeta } from './post-meta';

interface PostCardProps {
  post: BlogPostSummary;
  /** The newest post of the list: a large card whose picture loads at once, as it is the first thing seen. */
  featured?: boolean;
}

/**
 * How wide blog.css shows the pictures: the featured one on three fifths of the row from 48rem, the others two by
 * two from 40rem, in a page of at most 72rem.
 */
const featuredImageSizes = '(min-width: 72rem) 43rem, (min-width: 48rem) 60vw, 100vw';
const cardImageSizes = '(min-width: 72rem) 35rem, (min-width: 40rem) 50vw, 100vw';

/** One post in the list. Its title links to the post, and the link covers the whole card. */
export function PostCard({ post, featured = false }: PostCardProps) {
  const { locale } = useIntl();
  const text = postText(post, locale);
  const titleId = `blog-card-${post.id}`;

  return (
    <article className={featured ? 'blog-card blog-card-featured' : 'blog-card'} aria-labelledby={titleId}>
      <Picture
        className="cover-image blog-card-image"
        src={post.coverImageUrl}
        picture={post.coverPicture}
        sizes={featured ? featuredImageSizes : cardImageSizes}
        alt={text.coverAlt}
        fallbackSize={postImageSize}
        loading={featured ? undefined : 'lazy'}
        decoding="async"
      />
      <div className="blog-card-body">
        <p className="blog-card-labels">
          {featured ? (
            <span className="blog-featured-label">
              <FormattedMessage id="blog.featured" />
            </span>
          ) : null}
          <span className="blog-category">
            <FormattedMessage id={categoryLabels[post.category]} />
          </span>
        </p>
        <h2 id={titleId} className="blog-card-title">
          <Link className="blog-card-link" to={paths.blogPost.getHref(locale, text.slug)}>
            {text.title}
          </Link>
        </h2>
        <p className="blog-card-excerpt">{text.teaser}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}
