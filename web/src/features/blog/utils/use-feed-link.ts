import { blogFeedPath } from '@ristorante/contracts';
import { useIntl } from 'react-intl';
import { usePageHead } from '../../../lib/page-head';

/**
 * The blog's Atom feed of the page's language, linked from the rendered page's head (`<link rel="alternate"
 * type="application/atom+xml">`, docs/decisions.md 150), so a feed reader given any blog page finds it.
 */
export function useBlogFeedLink(): void {
  const head = usePageHead();
  const intl = useIntl();
  if (!head) return;
  head.feeds ??= new Map();
  head.feeds.set(blogFeedPath(intl.locale), { title: intl.formatMessage({ id: 'blog.feed' }), type: 'application/atom+xml' });
}
