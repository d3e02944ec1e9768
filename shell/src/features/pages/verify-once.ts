import { api, authContract } from 'shared-api';

const attempts = new Map<string, Promise<string>>();

/**
 * One verification call per token for the life of the page, so StrictMode's double effects
 * (or a remount) never spend a single-use token twice. Resolves with the server's message.
 */
export function verifyOnce(token: string): Promise<string> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = api(authContract.verifyEmail.path, {
      method: 'POST',
      body: { token },
      schema: authContract.verifyEmail.response,
    }).then((response) => response?.message ?? '');
    attempts.set(token, attempt);
  }
  return attempt;
}
