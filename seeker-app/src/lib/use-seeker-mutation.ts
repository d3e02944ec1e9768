import { type KeyedMutationOptions, useKeyedMutation } from 'shared-api';
import { type SeekerKeys, seekerKeys } from './query-keys.ts';
import { useSeekerId } from './use-seeker-id.ts';

/**
 * Every write of the seeker area (shared-api `useKeyedMutation`): its failure is the server's `{ message, code }`,
 * and what it changed is refreshed once the server has answered. Default: all of the seeker's private data.
 */
export const useSeekerMutation = <TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options?: KeyedMutationOptions<SeekerKeys, TData, TVariables>,
) => useKeyedMutation(seekerKeys(useSeekerId()), (keys) => [keys.all], mutationFn, options);
