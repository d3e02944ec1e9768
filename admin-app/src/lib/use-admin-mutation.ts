import { keyedMutationHook } from 'shared-api';
import { adminKeys, useAdminId } from './query-keys.ts';

/**
 * Every write of the admin area (shared-api `keyedMutationHook`): its failure is the server's `{ message, code }`,
 * and what it changed is refreshed once the server has answered. Default: every admin screen (`adminKeys.all`).
 */
export const useAdminMutation = keyedMutationHook(
  () => adminKeys(useAdminId()),
  (keys) => [keys.all],
);
