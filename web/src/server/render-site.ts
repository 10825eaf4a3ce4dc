import {
  blogFeedPath,
  legalTabs,
  notFoundPageFile,
  renderedPageFile,
  siteConfig,
  type BlogPostSummary,
  type PublishedRestaurant,
  type RestaurantEvent,
} from '@ristorante/contracts';
import { paths } from '../config/paths';
import { getBlogPosts } from '../features/blog/api/get-blog-posts';
import { getJson, listenToPublicReads, readPublicApiFrom } from '../lib/api';
import { blogFeedXml } from './blog-feed';
import type { PageAssets } from './page-document';
import { renderPage, PageRenderError } from './render-page';

export { PageRenderError, renderPage } from './render-page';
export { robotsTxt, sitemapXml } from './sitemap';

/** A file of the rendered site, relative to the pages folder; a page for the sitemap names its address. */
export interface SiteFile {
  file: string;
  body: string;
  sitemap?: { pathname: string; search: string };
  /** The public reads the page made (API paths): which changes it shows. */
  reads?: string[];
}

export interface SiteRenderOptions {
  /** The public origin the pages name in canonical, hreflang, JSON-LD and the sitemap (PUBLIC_ORIGIN). */
  origin: string;
  /** Where the API is read from (the gateway). */
  apiOrigin: string;
  /** The built web/dist/index.html. */
  template: string;
  /** dist-server/page-assets.json: each route's CSS and code, linked from its pages. */
  assets?: PageAssets | undefined;
  /** Only the files this accepts are rendered and answered (a change's pages); every one when absent. */
  pick?: ((file: string) => boolean) | undefined;
}

/** A page rendered with the public reads it made recorded beside it. */
async function renderRecordingReads(pathname: string, options: Parameters<typeof renderPage>[1]) {
  const reads = new Set<string>();
  listenToPublicReads((path) => reads.add(path));
  try {
    return { page: await renderPage(pathname, options), reads: [...reads].sort() };
  } finally {
    listenToPublicReads(undefined);
  }
}

/** Pages rendered but kept out of the sitemap: a staff diagnostic and one guest's own pages (113, 115, 116). */
const unlisted = new Set<object>([paths.systemStatus, paths.manageBooking, paths.waitlistOffer, paths.myData]);

/** Every public page of one locale, except the not-found page: (path, legal tab) pairs. */
function pagesOf(locale: (typeof siteConfig.locales)[number], eventIds: readonly string[], posts: readonly BlogPostSummary[]) {
  const plain = [
    paths.home,
    paths.menu,
    paths.reservations,
    paths.events,
    paths.gallery,
    paths.contact,
    paths.feedback,
    paths.blog,
    paths.instagram,
    paths.systemStatus,
    paths.manageBooking,
    paths.waitlistOffer,
    paths.myData,
  ].map((page) => ({
    pathname: page.getHref(locale),
    tab: undefined as string | undefined,
    // A staff diagnostic and one guest's pages are no pages for search engines.
    listed: !unlisted.has(page),
  }));
  return [
    ...plain,
    ...legalTabs.map((tab, index) => ({
      pathname: paths.legal.getHref(locale),
      tab: index === 0 ? undefined : tab,
      listed: true,
    })),
    // The published posts, each at its slug of this language (docs/decisions.md 150).
    ...posts.map((post) => ({
      pathname: paths.blogPost.getHref(locale, locale === 'de' ? post.slugDe : post.slugEn),
      tab: undefined,
      listed: true,
    })),
    ...eventIds.map((id) => ({ pathname: paths.eventDetail.getHref(locale, id), tab: undefined, listed: true })),
  ];
}

/**
 * The whole public site as files (docs/decisions.md 92): every page in both languages, each event's page, each
 * published blog post's page and the blog's Atom feed (150), and the not-found page of each language (the
 * renderer adds the sitemap, dated by when each page changed). Fails as a whole when a read fails, so the caller
 * keeps the last good site. With `pick`, only the files it accepts (docs/decisions.md 169); the lists of events and
 * posts are read all the same, for the pages' addresses.
 */
export async function renderSite(options: SiteRenderOptions): Promise<SiteFile[]> {
  readPublicApiFrom(options.apiOrigin);
  const events = await getJson<RestaurantEvent[]>('/api/events');
  const eventIds = events.map((event) => event.id);
  // Every published post, page by page; reading them tells the language links their slugs (decision 150).
  const restaurant = await getJson<PublishedRestaurant>('/api/restaurant');
  const posts: BlogPostSummary[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await getBlogPosts(undefined, page);
    posts.push(...items);
    if (items.length === 0 || posts.length >= total) break;
  }
  const picked = options.pick ?? (() => true);
  const files: SiteFile[] = [];
  for (const locale of siteConfig.locales) {
    const feed = blogFeedPath(locale).slice(1);
    // The feed is made of the posts and the restaurant's name, which it names as its reads.
    if (picked(feed))
      files.push({
        file: feed,
        body: blogFeedXml(options.origin, locale, posts, restaurant.name),
        reads: ['/api/blog-posts', '/api/restaurant'],
      });
    for (const { pathname, tab, listed } of pagesOf(locale, eventIds, posts)) {
      const file = renderedPageFile(pathname, tab)!;
      if (!picked(file)) continue;
      const search = tab ? `?tab=${tab}` : '';
      const { page, reads } = await renderRecordingReads(pathname, { ...options, search });
      if (page.status !== 200) throw new PageRenderError(`${pathname}${search} rendered as ${page.status}`);
      files.push({ file, body: page.html, reads, ...(listed ? { sitemap: { pathname, search } } : {}) });
    }
    const missing = `/${locale}/404`;
    const notFoundFile = notFoundPageFile(missing);
    if (!picked(notFoundFile)) continue;
    const { page: notFound, reads } = await renderRecordingReads(missing, options);
    files.push({ file: notFoundFile, body: notFound.html, reads });
  }
  return files;
}
