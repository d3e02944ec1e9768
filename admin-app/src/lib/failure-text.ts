import { serverMessage } from 'shared-ui';

/**
 * A failed action's message: the screen's translated "… failed" sentence, followed by the server's reason
 * when it gave one (e.g. a lookup still in use, a refused file type). The sentence comes in so it follows the
 * caller's `t`.
 */
export function failureText(failed: string, error: unknown): string {
  const detail = serverMessage(error, '');
  return detail ? `${failed} ${detail}` : failed;
}
