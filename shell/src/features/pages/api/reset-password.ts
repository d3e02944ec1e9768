import { authContract, type CallInput, call } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';

type ResetInput = CallInput<typeof authContract.resetPassword>['body'];

/** POST /auth/reset-password with the emailed token. Nobody is logged in: nothing cached changes. */
export const resetPassword = (body: ResetInput) => call(authContract.resetPassword, { body });

export function useResetPassword() {
  return useShellMutation(resetPassword);
}
