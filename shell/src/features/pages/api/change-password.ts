import { authContract, type CallInput, call, useSession } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';

type ChangeInput = CallInput<typeof authContract.changePassword>['body'];

/** POST /users/change-password. No cached data changes; the user's other sessions end on the server. */
export const changePassword = (body: ChangeInput) => call(authContract.changePassword, { body });

export function useChangePassword() {
  return useShellMutation(changePassword, {
    // The change ends every session but this one, which goes on with the fresh token.
    onSuccess: ({ token }) => useSession.getState().setToken(token),
  });
}
