import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change staff make. Whether it worked or was refused, the lists it touches are read again (`rereads`, roots
 * of lib/query-keys): a refused status move then shows the row as it really is now. A read under way is cancelled
 * first: it may have begun before the change, and TanStack Query hands a query without data (a search's first
 * page, while the last list still shows) that read rather than a new one.
 */
export function useAdminMutation<Input, Output>(send: (input: Input) => Promise<Output>, rereads: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all(
        rereads.map(async (queryKey) => {
          await queryClient.cancelQueries({ queryKey });
          await queryClient.invalidateQueries({ queryKey });
        }),
      ),
  });
}
