import { blogFeedPath, type BlogPostSummary, type Locale } from '@ristorante/contracts';
import { paths } from '../config/paths';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const feedTitles: Record<Locale, string> = { de: 'Blog', en: 'Blog' };

/**
 * The blog's Atom feed in one language (RFC 4287; docs/decisions.md 150), titled with the restaurant's name: the published posts, newest first, each
 * with its page, its teaser and its author. Dated by the newest change of a post, never by the clock: the same
 * posts give the same bytes, so the file keeps its date and ETag.
 */
export function blogFeedXml(origin: string, locale: Locale, posts: readonly BlogPostSummary[], restaurantName: string): string {
  const feedUrl = origin + blogFeedPath(locale);
  const listUrl = origin + paths.blog.getHref(locale);
  const updated = posts.reduce((newest, post) => (post.updatedAt > newest ? post.updatedAt : newest), '1970-01-01T00:00:00.000Z');
  const entries = posts.map((post) => {
    const de = locale === 'de';
    const url = origin + paths.blogPost.getHref(locale, de ? post.slugDe : post.slugEn);
    return [
      '  <entry>',
      `    <title>${escapeXml(de ? post.titleDe : post.titleEn)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      `    <summary>${escapeXml(de ? post.teaserDe : post.teaserEn)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <title>${escapeXml(`${restaurantName} – ${feedTitles[locale]}`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(listUrl)}"/>`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
