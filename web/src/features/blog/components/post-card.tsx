import { blogSlugIn } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Picture } from '../../../components/picture';
import { paths } from '../../../config/paths';
import { postImageSize, type BlogPost } from '../posts';
import { categoryLabels } from '../utils/blog-categories';
import { postImageSrc } from '../utils/blog-display';
import { postPicture } from '../utils/post-pictures';
import { PostMeta } from './post-meta';

/**
 * Pointing at or focusing a post's link starts fetching its text, so it is usually there when the post opens. A
 * failure is left to the post's page, which fetches again and says so if it cannot.
 */
function preload(post: BlogPost) {
  post.loadBody().catch(() => undefined);
}

interface PostCardProps {
  post: BlogPost;
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
  const text = post.text[locale];
  const titleId = `blog-card-${post.slug}`;

  return (
    <article className={featured ? 'blog-card blog-card-featured' : 'blog-card'} aria-labelledby={titleId}>
      <Picture
        className="cover-image blog-card-image"
        src={postImageSrc(post)}
        picture={postPicture(post)}
        sizes={featured ? featuredImageSizes : cardImageSizes}
        alt={text.imageAlt}
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
          <Link
            className="blog-card-link"
            to={paths.blogPost.getHref(locale, blogSlugIn(post.slug, locale))}
            onPointerEnter={() => preload(post)}
            onFocus={() => preload(post)}
          >
            {text.title}
          </Link>
        </h2>
        <p className="blog-card-excerpt">{text.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}
