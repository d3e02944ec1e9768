import { authContract, type CallInput, call } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';

type SignupInput = CallInput<typeof authContract.signup>['body'];

/** POST /auth/signup. Nothing cached changes: the account waits for its emailed verification link. */
export const signUp = (body: SignupInput) => call(authContract.signup, { body });

export function useSignUp() {
  return useShellMutation(signUp);
}
