import { siteConfig } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../instagram.css';
import { instagramLinkRel } from './instagram-post-card';
import { InstagramPosts } from './instagram-posts-list';

/**
 * /{locale}/instagram: the account's latest posts as link cards, in a gallery or a feed (`?view=feed`). Nothing
 * of Instagram's loads here (no embed script, frame or picture) until a guest follows a link.
 */
export function InstagramPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'instagram.title' }));
  const { handle, url } = siteConfig.instagram;

  return (
    <div className="instagram-page">
      <header className="instagram-header">
        <h1>
          <FormattedMessage id="instagram.title" />
        </h1>
        <p className="instagram-lead">
          <FormattedMessage id="instagram.lead" />
        </p>
        <a className="button button-primary instagram-follow" href={url} rel={instagramLinkRel}>
          <FormattedMessage id="instagram.follow" /> <span className="instagram-handle">@{handle}</span>
        </a>
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
