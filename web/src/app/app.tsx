import type { QueryClient } from '@tanstack/react-query';
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
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
