import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppProvider } from './providers';
import { AppRoutes } from './router';

interface AppProps {
  /** A server render passes its own client so it can dehydrate the cache afterwards. */
  queryClient?: QueryClient;
}

/**
 * The whole app inside whichever router its caller wraps it in: BrowserRouter in main.tsx, MemoryRouter in
 * tests, StaticRouter on the server. All three run the same routes.
 */
export function App({ queryClient }: AppProps) {
  // Marks the document once React has taken it over (a rendered page is readable, but inert, before that):
  // browser tests wait for it, and a stylesheet may use it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
