import { keyedMutationHook } from 'shared-api';
import { employerKeys } from './query-keys.ts';
import { useUserId } from './use-user-id.ts';

/**
 * Every write of the employer area (shared-api `keyedMutationHook`): its failure is the server's `{ message, code }`,
 * and what it changed is refreshed once the server has answered. Default: all of the employer's private data.
 */
export const useEmployerMutation = keyedMutationHook(
  () => employerKeys(useUserId()),
  (keys) => [keys.all],
);
