import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAdminMutation } from '../../src/admin/lib/use-admin-mutation';

// A waiter types a search and taps 'Bestätigen' on the row the last list still shows, while the searched list's
// first read is on its way: that read began before the change, so its answer is stale. TanStack Query hands an
// invalidation of a query without data its read under way instead of a new one; the change's rereads cancel it
// first, or the row shows the old status until the next poll.
describe('what a staff change reads again', () => {
  it('when a list’s first read is under way as the change settles, then the list is read again after it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: Array<(status: string) => void> = [];
    const queryFn = () => new Promise<string>((resolve) => answers.push(resolve));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: ['admin', 'reservations', 'list', 'rita'], queryFn }),
        confirm: useAdminMutation(async () => 'confirmed', [['admin', 'reservations']]),
      }),
      { wrapper },
    );
    await waitFor(() => expect(answers).toHaveLength(1));

    result.current.confirm.mutate(undefined);
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!('pending');
    answers[1]!('confirmed');

    await waitFor(() => expect(result.current.list.data).toBe('confirmed'));
    queryClient.clear();
  });
});
