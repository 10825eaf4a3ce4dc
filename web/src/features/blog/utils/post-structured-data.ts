import type { Locale, PublicBlogPost } from '@ristorante/contracts';
import { postText } from './post-text';

/** schema.org BlogPosting of a post's page: its headline, author, dates, picture and the restaurant publishing it. */
export function postStructuredData(
  post: PublicBlogPost,
  locale: Locale,
  pageUrl: string,
  restaurantName: string,
): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const text = postText(post, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: text.title,
    description: text.teaser,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    inLanguage: locale,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: new URL(post.coverImageUrl, origin).href,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Restaurant', name: restaurantName, url: `${origin}/${locale}` },
  };
}
