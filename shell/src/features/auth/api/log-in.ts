import { useMutation } from '@tanstack/react-query';
import { type LoginBody, useSession } from 'shared-api';

/**
 * POST /auth/login through the session store, which keeps the token and the user and drops every cached query
 * first (nothing from before this login may show in it).
 */
export function useLogIn() {
  return useMutation({ mutationFn: (body: LoginBody) => useSession.getState().login(body) });
}
