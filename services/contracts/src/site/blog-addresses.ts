import { isLocale, type Locale } from './site-config.js';

/**
 * Each blog post's address in each language (docs/decisions.md 136): the German slug names the post (its texts,
 * body and picture are kept under it), the English one is its English title's. Here rather than beside the posts:
 * the redirect table below (the gateway's, Nginx's, the app's) and the language links of every page need it.
 */
export const blogPostSlugs: ReadonlyArray<Readonly<Record<Locale, string>>> = [
  { de: 'unsere-herbstkarte', en: 'our-autumn-menu' },
  { de: 'wein-und-begleitung', en: 'over-a-hundred-wines' },
  { de: 'italienische-tischtraditionen', en: 'how-italy-dines' },
  { de: 'ein-tag-in-unserer-kueche', en: 'a-day-in-our-kitchen' },
  { de: 'unsere-geschichte', en: 'our-story' },
];

/**
 * The posts' addresses as the catalog last answered them (docs/decisions.md 150): the owner writes posts and their
 * slugs, so the renderer (and the app, from the posts it reads) tells this table, and the language links and the
 * sitemap name each post's address in the other language. Newest first: a post given a new slug wins over its old.
 */
const learnedSlugs: Array<Readonly<Record<Locale, string>>> = [];

/** Remembers where posts live in each language (from `GET /api/blog-posts`), ahead of what was known. */
export function rememberBlogPostSlugs(posts: ReadonlyArray<{ slugDe: string; slugEn: string }>): void {
  for (const post of posts) {
    const known = learnedSlugs.findIndex((slugs) => slugs.de === post.slugDe || slugs.en === post.slugEn);
    if (known >= 0) learnedSlugs.splice(known, 1);
    learnedSlugs.unshift({ de: post.slugDe, en: post.slugEn });
  }
}

const allSlugs = () => [...learnedSlugs, ...blogPostSlugs];

/** The post's slug in `locale`, given its name (the German slug); a name the table does not know is kept. */
export function blogSlugIn(name: string, locale: Locale): string {
  return allSlugs().find((slugs) => slugs.de === name)?.[locale] ?? name;
}

/** The post's name (its German slug) for a slug of `locale`'s addresses, or undefined. */
export function blogPostNamed(slug: string, locale: Locale): string | undefined {
  return allSlugs().find((slugs) => slugs[locale] === slug)?.de;
}

const blogPost = /^\/([^/]+)\/blog\/([^/]+)$/;

/**
 * The same page in `locale`: the locale swapped, and a blog post's slug that language's. A path without a known
 * locale has no counterpart: that language's home page.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return `/${locale}`;
  const post = blogPost.exec(pathname);
  if (post) {
    const name = blogPostNamed(post[2]!, first);
    if (name) return `/${locale}/blog/${blogSlugIn(name, locale)}`;
  }
  return `/${[locale, ...rest].join('/')}`;
}

/**
 * The English addresses the posts had before they had English slugs (`/en/blog/ein-tag-in-unserer-kueche`),
 * each to its post's English address: moved for good, so a 301.
 */
export function movedBlogPostTarget(pathname: string): string | undefined {
  const post = blogPost.exec(pathname);
  if (!post || post[1] !== 'en') return undefined;
  const moved = blogPostSlugs.find((slugs) => slugs.de === post[2] && slugs.en !== slugs.de);
  return moved ? `/en/blog/${moved.en}` : undefined;
}
