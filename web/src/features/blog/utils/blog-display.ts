import type { Locale } from '@ristorante/contracts';
import type { BlogPost, PostBlock } from '../posts';

/** Words a guest reads per minute, and the range a post's reading time is shown in. */
export const wordsPerMinute = 200;
export const readTimeRange = { min: 3, max: 6 } as const;

function blockText(block: PostBlock): string {
  return block.type === 'list' ? block.items.join(' ') : block.text;
}

/** The words of a post's body in one language (headings and lists included; a dash or other lone sign is no word). */
export function wordCount(blocks: readonly PostBlock[]): number {
  return blocks
    .map(blockText)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a post's body in one language: its words at 200 a minute, rounded up, and kept within 3 to 6. */
export function readTimeMinutes(blocks: readonly PostBlock[]): number {
  const minutes = Math.ceil(wordCount(blocks) / wordsPerMinute);
  return Math.min(readTimeRange.max, Math.max(readTimeRange.min, minutes));
}

const dateLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** A post's day as a long date: '20. Oktober 2026', '20 October 2026'. The day is a calendar day, not a moment. */
export function formatPostDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Where the post's illustration is served: it is one of the catalog's seed pictures
 * (services/catalog/seed/images/blog-<file>), so guests get it as variants like every picture (docs/decisions.md 121).
 */
export function postImageSrc(post: BlogPost): string {
  return `/api/media/seed/blog-${post.image}`;
}
