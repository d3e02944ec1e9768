import { type KeyedMutationOptions, useKeyedMutation } from 'shared-api';
import { type AdminKeys, adminKeys, useAdminId } from './query-keys.ts';

/**
 * Every write of the admin area (shared-api `useKeyedMutation`): its failure is the server's `{ message, code }`,
 * and what it changed is refreshed once the server has answered. Default: every admin screen (`adminKeys.all`).
 */
export const useAdminMutation = <TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options?: KeyedMutationOptions<AdminKeys, TData, TVariables>,
) => useKeyedMutation(adminKeys(useAdminId()), (keys) => [keys.all], mutationFn, options);
