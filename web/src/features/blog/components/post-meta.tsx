import type { BlogPostSummary } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPostDate } from '../utils/blog-display';
import { postText } from '../utils/post-text';

/**
 * Who wrote a post, when, and how long it takes to read (in the guest's language). Each dot stays with what
 * follows it, so a wrapped line never ends in one; screen readers skip the dots.
 */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  const { locale } = useIntl();

  return (
    <p className="blog-meta">
      <span>
        <FormattedMessage id="blog.author" values={{ author: post.author }} />
      </span>
      <span className="blog-meta-item">
        <span aria-hidden="true">· </span>
        <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
      </span>
      <span className="blog-meta-item">
        <span aria-hidden="true">· </span>
        <FormattedMessage id="blog.readTime" values={{ minutes: postText(post, locale).readTime }} />
      </span>
    </p>
  );
}
