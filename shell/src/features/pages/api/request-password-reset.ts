import { authContract, type CallInput, call } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';

type ForgotInput = CallInput<typeof authContract.forgotPassword>['body'];

/** POST /auth/forgot-password: mails a reset link if the address has an account (the answer never says). */
export const requestPasswordReset = (body: ForgotInput) => call(authContract.forgotPassword, { body });

export function useRequestPasswordReset() {
  return useShellMutation(requestPasswordReset);
}
