import { isLocale, siteConfig, type Locale } from './site-config.js';

/** The legal page's tabs, in the order it shows them; the first is the page without `?tab=`. */
export const legalTabs = ['impressum', 'privacy', 'terms', 'cookies'] as const;
export type LegalTab = (typeof legalTabs)[number];

/**
 * Where the renderer writes a page and where the server finds it (docs/decisions.md 92): `/de` is
 * `de/index.html`, `/en/menu` (or `/en/menu/`) is `en/menu/index.html`, a legal tab other than the first is
 * `de/legal/tab-privacy.html`, and anything that is not a page address (a file name, a dot segment) is
 * undefined. Nginx's config spells the same rules out; the gateway (embedded mode) calls this.
 */
export function renderedPageFile(pathname: string, tab?: string | null): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = trimmed.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes('\\'))) return undefined;
  if (/\.[a-z0-9]+$/i.test(trimmed)) return undefined;
  const page = segments.join('/');
  if (isLocale(segments[0]) && segments.length === 2 && segments[1] === 'legal') {
    const named = legalTabs.find((each) => each === tab && each !== legalTabs[0]);
    if (named) return `${page}/tab-${named}.html`;
  }
  return `${page}/index.html`;
}

/** The not-found page of a locale: the address's own locale, else the default. */
export function notFoundPageFile(pathname: string): string {
  const first = pathname.split('/')[1];
  const locale: Locale = isLocale(first) ? first : siteConfig.defaultLocale;
  return `404.${locale}.html`;
}

/**
 * The blog's Atom feed in each language (docs/decisions.md 150): `/de/blog/feed.xml` is `de/blog/feed.xml` in the
 * pages folder, written by the renderer like sitemap.xml and served as `application/atom+xml`.
 */
export const blogFeedPath = (locale: Locale): string => `/${locale}/blog/feed.xml`;

/** The feed file an address names, or undefined. */
export function blogFeedFile(pathname: string): string | undefined {
  const match = /^\/(de|en)\/blog\/feed\.xml$/.exec(pathname);
  return match && isLocale(match[1]) ? blogFeedPath(match[1]).slice(1) : undefined;
}

export const atomContentType = 'application/atom+xml; charset=utf-8';
