import type { QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../src/app/app';

/**
 * `path` rendered to HTML in Node, as the renderer does it (docs/decisions.md 92):
 * the whole page, after every lazily loaded page chunk has arrived (onAllReady), never a loading shell.
 */
export function renderOnServer(path: string, queryClient?: QueryClient): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough()
      .on('data', (chunk: Buffer) => (html += chunk.toString('utf8')))
      .on('end', () => resolve(html))
      .on('error', reject);
    const stream = renderToPipeableStream(
      <StaticRouter location={path}>
        <App queryClient={queryClient} />
      </StaticRouter>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject },
    );
  });
}
