import type { PublicBlogPost } from '@ristorante/contracts';
import { useIntl } from 'react-intl';
import { postBodyHtml } from '../utils/post-text';

/**
 * A post's text as the catalog rendered it from the owner's Markdown (docs/decisions.md 150): safe HTML (no raw
 * HTML passed through, no `javascript:` links, only this site's pictures), so it is set as it comes, and no
 * Markdown library reaches the browser.
 */
export function PostBody({ post }: { post: PublicBlogPost }) {
  const { locale } = useIntl();
  return <div className="blog-post-body" dangerouslySetInnerHTML={{ __html: postBodyHtml(post, locale) }} />;
}
