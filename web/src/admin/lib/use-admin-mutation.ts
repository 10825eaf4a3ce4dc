import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change staff make. Whether it worked or was refused, the lists it touches are read again (`rereads`, roots
 * of lib/query-keys): a refused status move then shows the row as it really is now.
 */
export function useAdminMutation<Input, Output>(send: (input: Input) => Promise<Output>, rereads: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all(rereads.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
