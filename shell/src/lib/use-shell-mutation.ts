import { keyedMutationHook } from 'shared-api';
import { shellKeys } from './query-keys.ts';
import { useUserId } from './use-user-id.ts';

/**
 * Every write of the shell (sign-in, account pages, the bell, settings; shared-api `keyedMutationHook`): its
 * failure is the server's `{ message, code }`, and what it changed is refreshed once the server has answered.
 * Default: nothing (most of the shell's writes change the session, not a cached query).
 */
export const useShellMutation = keyedMutationHook(
  () => shellKeys(useUserId()),
  () => [],
);
