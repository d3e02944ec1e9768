import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../client/api-error.ts';

/** What a write refreshes: query keys picked from the app's own key factory. */
export type Invalidates<Keys> = (keys: Keys) => readonly QueryKey[];

export type KeyedMutationOptions<Keys, TData, TVariables> = {
  /** The keys this write changes; default: the app's default (its whole private scope). */
  invalidates?: Invalidates<Keys>;
  /** Runs with the server's answer before the refresh (e.g. storing the user the answer carries). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
};

/**
 * The options of one write: its failure is the server's `{ message, code }` (`ApiError`, shown with shared-ui's
 * `serverMessage`), and once the server has answered, success or refusal (a refusal often means the data changed
 * meanwhile), the keys it changed are refreshed before the caller's own `onSuccess`/`onError` run.
 */
export function keyedMutationOptions<Keys, TData, TVariables>(
  client: QueryClient,
  keys: Keys,
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: Invalidates<Keys>,
  onSuccess?: (data: TData, variables: TVariables) => unknown,
) {
  return {
    mutationFn,
    onSuccess,
    onSettled: () => Promise.all(invalidates(keys).map((queryKey) => client.invalidateQueries({ queryKey }))),
  };
}

/**
 * The body of an app's one mutation hook (`useSeekerMutation`, `useEmployerMutation`, …), which passes its key
 * factory's keys and its default refresh: every write of the app goes through it, so errors and refreshes work the
 * same in each.
 */
export function useKeyedMutation<Keys, TData, TVariables>(
  keys: Keys,
  defaults: Invalidates<Keys>,
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: KeyedMutationOptions<Keys, TData, TVariables> = {},
) {
  const client = useQueryClient();
  return useMutation<TData, ApiError, TVariables>(
    keyedMutationOptions(client, keys, mutationFn, options.invalidates ?? defaults, options.onSuccess),
  );
}
