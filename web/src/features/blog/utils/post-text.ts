import type { BlogPostSummary, Locale, PublicBlogPost } from '@ristorante/contracts';

/** What a post says in one language: the API answers both side by side (docs/decisions.md 150). */
export function postText(post: BlogPostSummary, locale: Locale) {
  return locale === 'de'
    ? { slug: post.slugDe, title: post.titleDe, teaser: post.teaserDe, coverAlt: post.coverAltDe, readTime: post.readTimeDe }
    : { slug: post.slugEn, title: post.titleEn, teaser: post.teaserEn, coverAlt: post.coverAltEn, readTime: post.readTimeEn };
}

/** The post's body in one language, as the catalog rendered it from Markdown to safe HTML. */
export const postBodyHtml = (post: PublicBlogPost, locale: Locale): string =>
  locale === 'de' ? post.bodyHtmlDe : post.bodyHtmlEn;

/** Every post's cover is shown at this shape until its size is known (the seed's illustrations are 1200×675). */
export const postImageSize = { width: 1200, height: 675 } as const;
