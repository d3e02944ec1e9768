import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminKeys, adminKeys, useAdminId } from './query-keys.ts';

/**
 * A write of the admin area: `useMutation` that refreshes what it changed once the server has answered, before
 * the caller's own `onSuccess`/`onError` run (so a list is fresh when the screen reports the outcome). A refusal
 * refreshes too: it often means another admin changed the same row. Default: every admin screen.
 */
export function useAdminMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: (keys: AdminKeys) => readonly QueryKey[] = (keys) => [keys.all],
) {
  const queryClient = useQueryClient();
  const keys = adminKeys(useAdminId());
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(invalidates(keys).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
