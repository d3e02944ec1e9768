import { type KeyedMutationOptions, useKeyedMutation } from 'shared-api';
import { type EmployerKeys, employerKeys } from './query-keys.ts';
import { useUserId } from './use-user-id.ts';

/**
 * Every write of the employer area (shared-api `useKeyedMutation`): its failure is the server's `{ message, code }`,
 * and what it changed is refreshed once the server has answered. Default: all of the employer's private data.
 */
export const useEmployerMutation = <TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options?: KeyedMutationOptions<EmployerKeys, TData, TVariables>,
) => useKeyedMutation(employerKeys(useUserId()), (keys) => [keys.all], mutationFn, options);
