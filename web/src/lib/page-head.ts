import { createContext, useContext } from 'react';

/**
 * What a server render learns about the page while rendering it, for the document's head and status
 * (docs/decisions.md 92): title, description, schema.org data and whether the address is a page at all.
 * Only the server provides one; in the browser the hooks that fill it update `document` in effects instead.
 */
export interface PageHead {
  /** The configured public origin and the page's path: what absolute URLs in the head are made of. */
  origin: string;
  pathname: string;
  title?: string;
  siteDescription?: string;
  pageDescription?: string;
  /** 404 when the not-found page rendered. */
  status: number;
  /** One guest's page (their booking, docs/decisions.md 113): never indexed, no canonical or language links. */
  private?: boolean;
  /** The lazily loaded modules the page rendered (keys of the build's manifest): their CSS and code are linked. */
  modules: Set<string>;
  /** schema.org objects by a key of their kind, so a component rendered twice adds its data once. */
  structuredData: Map<string, Record<string, unknown>>;
  /**
   * The page's first picture (the one it loads with high priority), by its AVIF `srcset`: the head asks for it
   * before the body's markup arrives (docs/decisions.md 121).
   */
  preloadImages: Map<string, { srcset: string; sizes: string }>;
  /** The page's feeds (the blog's Atom feed, docs/decisions.md 150): linked from the head by their address. */
  feeds?: Map<string, { title: string; type: string }>;
}

export function newPageHead(origin: string, pathname: string): PageHead {
  return { origin, pathname, status: 200, modules: new Set(), structuredData: new Map(), preloadImages: new Map() };
}

export const PageHeadContext = createContext<PageHead | null>(null);

/** The server render's collector, or null in the browser. */
export function usePageHead(): PageHead | null {
  return useContext(PageHeadContext);
}

/**
 * schema.org data for this page (a Menu, an Event). The server writes it into the head as a JSON-LD block;
 * the browser does nothing, since crawlers read the served HTML.
 */
export function useStructuredData(key: string, build: ((pageUrl: string) => Record<string, unknown>) | undefined): void {
  const head = usePageHead();
  if (head && build) head.structuredData.set(key, build(head.origin + head.pathname));
}
