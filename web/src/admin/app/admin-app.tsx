import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createAdminQueryClient } from '../lib/admin-query-client';
import { AdminRoutes } from './admin-routes';

interface AdminAppProps {
  /** Tests pass their own client. */
  queryClient?: QueryClient;
}

/** The staff dashboard inside whichever router its caller wraps it in (BrowserRouter, MemoryRouter in tests). */
export function AdminApp({ queryClient }: AdminAppProps) {
  // useState, not useMemo: React may drop a memo, and a new client would lose every cached answer.
  const [client] = useState(() => queryClient ?? createAdminQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AdminRoutes />
    </QueryClientProvider>
  );
}
