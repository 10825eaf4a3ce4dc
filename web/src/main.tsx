import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in');

/**
 * A rendered page (docs/decisions.md 92) carries the data it was rendered from in a JSON block: the cache starts
 * with it, so hydrating fetches nothing the HTML already shows. The renderer re-renders a page within seconds of
 * any change to its content, so the data counts as fetched now, not when the file was written.
 */
function clientWithPageData() {
  const client = createQueryClient();
  const block = document.getElementById('page-data');
  if (block?.textContent) {
    const state = JSON.parse(block.textContent) as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) {
      query.state.dataUpdatedAt = now;
      query.dehydratedAt = now;
    }
    hydrate(client, state);
  }
  return client;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={clientWithPageData()} />
    </BrowserRouter>
  </StrictMode>
);

// `vite dev` serves the empty shell: rendered in the browser there, hydrated everywhere else. Hydrating as a
// transition lets React yield to the browser every few milliseconds instead of holding the main thread for the
// whole page (a tap meanwhile hydrates what it needs first).
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
