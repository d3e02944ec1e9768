import { type LoginBody, useSession } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';

/**
 * POST /auth/login through the session store, which keeps the token and the user and drops every cached query
 * first (nothing from before this login may show in it).
 */
export function useLogIn() {
  return useShellMutation((body: LoginBody) => useSession.getState().login(body));
}
