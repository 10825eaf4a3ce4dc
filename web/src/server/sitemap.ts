import { pathInLocale, siteConfig, type Locale } from '@ristorante/contracts';

export interface SitemapEntry {
  pathname: string;
  search: string;
  /** When the page's HTML last changed, `YYYY-MM-DD`. */
  lastmod: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml: every public page in each language, with its other languages and the default as alternates
 * (docs/decisions.md 92).
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ pathname, search, lastmod }) => {
    // The same page in each language: the locale swapped, a blog post's slug that language's (decision 136).
    const inLocale = (locale: Locale) => `${origin}${pathInLocale(pathname, locale)}${search}`;
    const alternates = [
      ...siteConfig.locales.map((locale) => ({ hreflang: locale, href: inLocale(locale) })),
      { hreflang: 'x-default', href: inLocale(siteConfig.defaultLocale) },
    ].map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
    return [
      `  <url>`,
      `    <loc>${escapeXml(origin + pathname + search)}</loc>`,
      `    <lastmod>${lastmod}</lastmod>`,
      ...alternates,
      `  </url>`,
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: guests' pages are for everyone; the staff dashboard, the status page and the API are not pages to index. */
export function robotsTxt(origin: string): string {
  const closed = ['/admin', ...siteConfig.locales.flatMap((locale) => [`/${locale}/admin`, `/${locale}/test`]), '/api/'];
  return ['User-agent: *', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
