import { type KeyedMutationOptions, useKeyedMutation } from 'shared-api';
import { type ShellKeys, shellKeys } from './query-keys.ts';
import { useUserId } from './use-user-id.ts';

/**
 * Every write of the shell (sign-in, account pages, the bell, settings; shared-api `useKeyedMutation`): its
 * failure is the server's `{ message, code }`, and what it changed is refreshed once the server has answered.
 * Default: nothing (most of the shell's writes change the session, not a cached query).
 */
export const useShellMutation = <TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options?: KeyedMutationOptions<ShellKeys, TData, TVariables>,
) => useKeyedMutation(shellKeys(useUserId()), () => [], mutationFn, options);
