import { isLocale, siteConfig, startAppScript } from '@ristorante/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { alternateLanguageLinks, restaurantStructuredData } from '../components/layout/search-metadata';
import { scheduleOf } from '../lib/house-schedule';
import { restaurantOf } from '../lib/restaurant';
import type { PageHead } from '../lib/page-head';

/**
 * What each lazily loaded module needs, and every stylesheet's text (web/scripts/page-assets.mjs writes it at
 * build time).
 */
export interface PageAssets {
  modules: Record<string, { css: string[]; js: string[] }>;
  styles: Record<string, string>;
}

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

/** A stylesheet's text for a `<style>` element (`</` escaped so the text cannot end it). */
function styleText(assets: PageAssets, href: string): string {
  const text = assets.styles[href];
  if (text === undefined) throw new Error(`${href} is not in the build's page assets`);
  return text.replace(/<\//g, '<\\/');
}

/**
 * The app's entry and every chunk the page needs, loaded by the inline start script once the page has painted
 * rather than by the entry's module script and preload links in the head (docs/decisions.md 92). The script's
 * text is the same on every page (the CSP allows it by its hash); what differs travels in its data attributes.
 */
function startAfterFirstPaint(html: string, routeCode: readonly string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error("the page template has no module script for the app's entry");
  const entryImports = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g)].map(
    ([, href]) => href!,
  );
  const preload = [...new Set([...entryImports, ...routeCode])].join(' ');
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+"\s*\/?>/g, '')
    .replace(
      /<script type="module" crossorigin src="[^"]+"><\/script>/,
      () => `<script data-entry="${entry}" data-preload="${preload}">${startAppScript}</script>`,
    );
}

/** Replaces exactly one match, so a changed template fails the render rather than shipping a page without it. */
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
  assets,
}: {
  template: string;
  head: PageHead;
  app: string;
  state: DehydratedState;
  /** Absent when rendering from the sources (tests): the page then links no route files. */
  assets?: PageAssets | undefined;
}): string {
  const first = head.pathname.split('/')[1];
  const locale = isLocale(first) ? first : siteConfig.defaultLocale;
  const found = head.status === 200;
  const links =
    found && !head.private
      ? [
          `<link rel="canonical" href="${escapeHtml(head.origin + head.pathname)}" />`,
          ...alternateLanguageLinks(head.pathname, head.origin).map(
            ({ hrefLang, href }) => `<link rel="alternate" hreflang="${hrefLang}" href="${escapeHtml(href)}" />`,
          ),
          ...[...(head.feeds ?? [])].map(
            ([href, { title, type }]) =>
              `<link rel="alternate" type="${type}" title="${escapeHtml(title)}" href="${escapeHtml(head.origin + href)}" />`,
          ),
        ]
      : ['<meta name="robots" content="noindex" />'];
  // The Restaurant in the head; the page's own data (a Menu, an Event) after the app, before the data block: its
  // text then lies within gzip's 32 KB window of both copies (the menu page 1.7 KB smaller). Search engines read
  // JSON-LD anywhere in the document.
  const restaurant = jsonBlock(
    'application/ld+json',
    restaurantStructuredData(restaurantOf(state.queries), locale, head.origin, scheduleOf(state.queries)),
  );
  const pageStructuredData = [...head.structuredData.values()].map((data) => jsonBlock('application/ld+json', data));
  const description = head.pageDescription ?? head.siteDescription ?? '';
  // The page's styles inline, the entry's and its route's: nothing stands between the HTML and its first paint,
  // and nothing shifts when the route's code arrives. The route's code is fetched at once.
  const routeFiles = [...head.modules].map((id) => {
    const files = assets?.modules[id];
    if (assets && !files) throw new Error(`${id} is not in the build's page assets`);
    return files ?? { css: [], js: [] };
  });
  const routeStyles = [...new Set(routeFiles.flatMap(({ css }) => css))].map(
    (href) => `<style>${styleText(assets!, href)}</style>`,
  );
  const routeCode = routeFiles.flatMap(({ js }) => js);
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${locale}">`);
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(head.title ?? restaurantOf(state.queries).name)}</title>`,
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  if (assets) {
    html = html.replace(
      /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
      (_link, href: string) => `<style>${styleText(assets, href)}</style>`,
    );
    html = startAfterFirstPaint(html, routeCode);
  }
  // Right after the viewport, before the inline styles: the first picture is asked for as the head arrives (AVIF:
  // a browser without it skips the link and finds the picture in the body).
  const imagePreloads = [...head.preloadImages.values()].map(
    ({ srcset, sizes }) =>
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
  );
  if (imagePreloads.length > 0) {
    const viewport = /<meta name="viewport"[^>]*>/.exec(html);
    if (!viewport) throw new Error('the page template has no viewport meta');
    html = replaceOnce(html, /<meta name="viewport"[^>]*>/, `${viewport[0]}\n    ${imagePreloads.join('\n    ')}`);
  }
  html = replaceOnce(html, /<\/head>/, `${[...routeStyles, ...links, restaurant].join('\n    ')}\n  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${app}</div>${[...pageStructuredData, jsonBlock('application/json', state, pageDataId)].join('')}`,
  );
}
