import { isLocale, siteConfig } from '@ristorante/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { alternateLanguageLinks, restaurantStructuredData } from '../components/layout/search-metadata';
import type { PageHead } from '../lib/page-head';

/** The id of the JSON block the browser hydrates its data cache from (main.tsx reads it). */
export const pageDataId = 'page-data';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON inside a `<script type="application/…json">` data block: never run, so the CSP allows it without
 * 'unsafe-inline' (docs/decisions.md 92). `<` is escaped so no text in the data can end the element early.
 */
const jsonBlock = (type: string, value: unknown, id?: string) =>
  `<script type="${type}"${id ? ` id="${id}"` : ''}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** Replaces exactly one match, so a changed template stops the build rather than shipping a page without it. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`the page template has no ${pattern.source}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The built index.html with the page in it: its language, title and description, canonical and hreflang
 * links from the public origin, its schema.org data (the Restaurant on every page, plus the page's own), the
 * rendered app, and the data the app was rendered from. The not-found page is kept out of search engines.
 */
export function pageDocument({
  template,
  head,
  app,
  state,
}: {
  template: string;
  head: PageHead;
  app: string;
  state: DehydratedState;
}): string {
  const first = head.pathname.split('/')[1];
  const locale = isLocale(first) ? first : siteConfig.defaultLocale;
  const found = head.status === 200;
  const links = found
    ? [
        `<link rel="canonical" href="${escapeHtml(head.origin + head.pathname)}" />`,
        ...alternateLanguageLinks(head.pathname, head.origin).map(
          ({ hrefLang, href }) => `<link rel="alternate" hreflang="${hrefLang}" href="${escapeHtml(href)}" />`,
        ),
      ]
    : ['<meta name="robots" content="noindex" />'];
  const structuredData = [restaurantStructuredData(locale, head.origin), ...head.structuredData.values()].map((data) =>
    jsonBlock('application/ld+json', data),
  );
  const description = head.pageDescription ?? head.siteDescription ?? '';

  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${locale}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title ?? siteConfig.name)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  html = replaceOnce(html, /<\/head>/, `${[...links, ...structuredData].join('\n    ')}\n  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${app}</div>${jsonBlock('application/json', state, pageDataId)}`,
  );
}
