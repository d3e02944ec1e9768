import { authContract, type CallInput, call } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';

type ResendInput = CallInput<typeof authContract.resendVerification>['body'];

/** POST /auth/resend-verification: a new link if the address has an unverified account (the answer never says). */
export const resendVerification = (body: ResendInput) => call(authContract.resendVerification, { body });

export function useResendVerification() {
  return useShellMutation(resendVerification);
}
