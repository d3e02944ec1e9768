import { serverMessage } from 'shared-ui';

/**
 * The failed-delete message: the screen's translated "delete failed" sentence, followed by the server's
 * reason when it gave one (e.g. a lookup still in use). The sentence comes in so it follows the caller's `t`.
 */
export function deleteFailedText(failed: string, error: unknown): string {
  const detail = serverMessage(error, '');
  return detail ? `${failed} ${detail}` : failed;
}
