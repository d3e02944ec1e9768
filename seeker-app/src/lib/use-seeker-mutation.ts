import { keyedMutationHook } from 'shared-api';
import { seekerKeys } from './query-keys.ts';
import { useSeekerId } from './use-seeker-id.ts';

/**
 * Every write of the seeker area (shared-api `keyedMutationHook`): its failure is the server's `{ message, code }`,
 * and what it changed is refreshed once the server has answered. Default: all of the seeker's private data.
 */
export const useSeekerMutation = keyedMutationHook(
  () => seekerKeys(useSeekerId()),
  (keys) => [keys.all],
);
