import type { InstagramPost, Locale } from '@ristorante/contracts';
import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../../components/picture';

export type InstagramView = 'gallery' | 'feed';

/** Days as the rest of the site writes them (lib/format.ts): '20. November 2026', and British '20 November 2026'. */
const dateLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** A `YYYY-MM-DD` day: midnight UTC, formatted in UTC, so no time zone moves it to the day before. */
function formatPostDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The rel every link to Instagram carries: the site neither hands Instagram a window handle nor its address. */
export const instagramLinkRel = 'noopener noreferrer';

interface InstagramPostCardProps {
  post: InstagramPost;
  view: InstagramView;
  /** Pictures of the first row load at once; the rest when they come near the screen. */
  eager: boolean;
  /** Set on the first post that 'Show All Posts' reveals, so focus can move there. */
  articleRef?: Ref<HTMLElement>;
}

/**
 * One post as a link card. In the gallery the picture is the link and the caption shows over it on hover or
 * focus (below it on a touch screen); in the feed the post is shown whole with a 'View on Instagram' link.
 * The card is named by its date, and can take focus from a script (not from Tab) when 'Show All Posts' moves
 * the guest there.
 */
export function InstagramPostCard({ post, view, eager, articleRef }: InstagramPostCardProps) {
  const intl = useIntl();
  const { locale } = intl;
  const alt = (locale === 'en' ? post.altEn : null) ?? post.altDe;
  const caption = locale === 'en' ? post.captionEn : post.captionDe;
  const date = formatPostDate(post.postedOn, locale);
  const label = intl.formatMessage({ id: 'instagram.post.label' }, { date });
  const image = (
    // An upload of ours comes in the widths a screen needs; the first install's illustrations are square SVGs.
    <Picture
      className="instagram-post-image"
      src={post.imageUrl}
      picture={post.picture}
      sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 33vw, 50vw"
      fallbackSize={{ width: 1080, height: 1080 }}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );

  return (
    <li className="instagram-post" data-testid="instagram-post">
      <article className="instagram-post-inner" aria-label={label} tabIndex={-1} ref={articleRef}>
        {view === 'gallery' ? (
          <>
            <a
              className="instagram-post-link"
              href={post.postUrl}
              rel={instagramLinkRel}
              aria-label={intl.formatMessage({ id: 'instagram.post.open' }, { description: alt })}
            >
              {image}
            </a>
            <div className="instagram-post-overlay">
              <p className="instagram-post-caption">{caption}</p>
            </div>
          </>
        ) : (
          <>
            {image}
            <div className="instagram-post-body">
              <p className="instagram-post-caption">{caption}</p>
              <p className="instagram-post-date">
                <time dateTime={post.postedOn}>{date}</time>
              </p>
              <a className="instagram-post-view" href={post.postUrl} rel={instagramLinkRel}>
                <FormattedMessage id="instagram.post.view" />
                <span className="visually-hidden">, {label}</span>
              </a>
            </div>
          </>
        )}
      </article>
    </li>
  );
}
