import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { newPageHead, PageHeadContext, type PageHead } from '../lib/page-head';
import { pageDocument, type PageAssets } from './page-document';

/** How many times a page is rendered at most: each pass fetches what the last one asked for. */
const maxPasses = 4;

export interface RenderedPage {
  /** 200, or 404 when the address is no page. */
  status: number;
  html: string;
}

export class PageRenderError extends Error {}

function renderOnce(pathname: string, search: string, client: QueryClient, head: PageHead): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough()
      .on('data', (chunk: Buffer) => (html += chunk.toString('utf8')))
      .on('end', () => resolve(html))
      .on('error', reject);
    const stream = renderToPipeableStream(
      <PageHeadContext.Provider value={head}>
        <StaticRouter location={{ pathname, search }}>
          <App queryClient={client} />
        </StaticRouter>
      </PageHeadContext.Provider>,
      // The whole page, every lazily loaded chunk included (onAllReady): never a loading shell.
      { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject },
    );
  });
}

/** A query the page asked for that has no answer yet and may be rendered into the page (not a live status). */
function waiting(query: Query): boolean {
  return query.state.status === 'pending' && query.meta?.live !== true;
}

/**
 * One public page as a whole HTML document (docs/decisions.md 92): rendered, the queries it asked for fetched
 * from the API, rendered again with their answers, until it asks for nothing new. A failed read fails the
 * page, so the renderer keeps the last good file rather than writing an error state.
 */
export async function renderPage(
  pathname: string,
  options: { origin: string; template: string; search?: string; client?: QueryClient; assets?: PageAssets | undefined },
): Promise<RenderedPage> {
  // A test may pass a client with answers already in it; the renderer starts empty and fetches.
  const client = options.client ?? new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (let pass = 1; ; pass++) {
    const head = newPageHead(options.origin, pathname + (options.search ?? ''));
    const app = await renderOnce(pathname, options.search ?? '', client, head);
    const queries = client.getQueryCache().getAll();
    const failed = queries.find((query) => query.state.status === 'error');
    if (failed)
      throw new PageRenderError(`${pathname}: ${JSON.stringify(failed.queryKey)} failed: ${String(failed.state.error)}`);
    const missing = queries.filter(waiting);
    if (missing.length === 0) {
      const state = dehydrate(client, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.live !== true,
      });
      // No clock in the file: the same content renders to the same bytes (unchanged pages keep their ETag), and
      // the browser counts the data as fetched, and dehydrated, when it loads the page (main.tsx).
      for (const query of state.queries) {
        query.state.dataUpdatedAt = 0;
        query.dehydratedAt = 0;
      }
      return {
        status: head.status,
        html: pageDocument({ template: options.template, head, app, state, assets: options.assets }),
      };
    }
    if (pass === maxPasses) throw new PageRenderError(`${pathname}: still waiting for data after ${maxPasses} renders`);
    await Promise.all(missing.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
  }
}
