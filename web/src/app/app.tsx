import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { AppProvider } from './providers';

interface AppProps {
  /** A browser router in main.tsx, a memory router in tests: both run the same routes. */
  router: RouterProviderProps['router'];
  queryClient?: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
