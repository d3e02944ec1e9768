import { useEffect } from 'react';
import { authContract, call } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';

const attempts = new Map<string, ReturnType<typeof sendVerification>>();

const sendVerification = (token: string) => call(authContract.verifyEmail, { body: { token } });

/**
 * POST /auth/verify-email, once per token for the life of the page: StrictMode's double effects (or a remount)
 * get the first attempt's answer instead of spending the single-use token twice.
 */
export function verifyEmail(token: string) {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = sendVerification(token);
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Verifies the page's token as soon as there is one; the mutation's state is the page's state. */
export function useVerifyEmail(token: string) {
  const { mutate, ...verification } = useShellMutation(verifyEmail);
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return verification;
}
