import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/** A file of the rendered site, relative to the pages folder; a page for the sitemap names its address. */
export interface SiteFile {
  file: string;
  body: string;
  sitemap?: { pathname: string; search: string };
  /** The public reads the page was rendered from (API paths). */
  reads?: string[];
}

/** Each lazily loaded page module's CSS and code, and the styles' text (web/scripts/page-assets.mjs writes it). */
export interface PageAssets {
  modules: Record<string, { css: string[]; js: string[] }>;
  styles: Record<string, string>;
}

export interface SitemapEntry {
  pathname: string;
  search: string;
  lastmod: string;
}

/**
 * What web/dist-server/render-site.js (built by `npm run build -w web`, web/src/server) offers: the web app's
 * own pages rendered in Node. The renderer knows it by this shape only, so it never compiles the web app.
 */
export interface RenderModule {
  renderSite(options: {
    origin: string;
    apiOrigin: string;
    template: string;
    assets?: PageAssets;
    /** Only these files rendered (a change's pages, docs/decisions.md 169); every one when absent. */
    pick?: (file: string) => boolean;
  }): Promise<SiteFile[]>;
  sitemapXml(origin: string, entries: readonly SitemapEntry[]): string;
  robotsTxt(origin: string): string;
}

export async function loadRenderModule(file: string): Promise<RenderModule> {
  const loaded = (await import(pathToFileURL(file).href)) as Partial<RenderModule>;
  if (
    typeof loaded.renderSite !== 'function' ||
    typeof loaded.sitemapXml !== 'function' ||
    typeof loaded.robotsTxt !== 'function'
  ) {
    throw new Error(`${file} is not the web app's render module (npm run build -w web makes it)`);
  }
  return loaded as RenderModule;
}

/**
 * The build's page assets beside the render module, or undefined where there are none (the web app's sources
 * rendered as they are): the pages then link their styles and load their code as the template says.
 */
export async function readPageAssets(file: string): Promise<PageAssets | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return JSON.parse(text) as PageAssets;
}
