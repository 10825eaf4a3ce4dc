import type { RestaurantDetails } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRestaurant } from '../../../lib/restaurant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../instagram.css';
import { instagramLinkRel } from './instagram-post-card';
import { InstagramPosts } from './instagram-posts-list';

/** The restaurant's Instagram account among the owner's social links (docs/decisions.md 149), if it has one. */
export function instagramAccountOf({ socialLinks }: RestaurantDetails): { handle: string; url: string } | undefined {
  for (const { url } of socialLinks) {
    const address = new URL(url);
    const handle = address.pathname.split('/').find(Boolean);
    if (/(^|\.)instagram\.com$/.test(address.hostname) && handle) return { handle, url };
  }
  return undefined;
}

/**
 * /{locale}/instagram: the account's latest posts as link cards, in a gallery or a feed (`?view=feed`). Nothing
 * of Instagram's loads here (no embed script, frame or picture) until a guest follows a link.
 */
export function InstagramPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'instagram.title' }));
  const account = instagramAccountOf(useRestaurant());

  return (
    <div className="instagram-page">
      <header className="instagram-header">
        <h1>
          <FormattedMessage id="instagram.title" />
        </h1>
        <p className="instagram-lead">
          <FormattedMessage id="instagram.lead" />
        </p>
        {account ? (
          <a className="button button-primary instagram-follow" href={account.url} rel={instagramLinkRel}>
            <FormattedMessage id="instagram.follow" /> <span className="instagram-handle">@{account.handle}</span>
          </a>
        ) : null}
        <p className="instagram-privacy">
          <FormattedMessage id="instagram.privacy" />
        </p>
      </header>
      <section className="instagram-posts" aria-labelledby="instagram-posts-title">
        <h2 id="instagram-posts-title">
          <FormattedMessage id="instagram.posts.title" />
        </h2>
        <InstagramPosts />
      </section>
    </div>
  );
}
