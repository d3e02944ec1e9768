import { ApiError } from 'shared-api';

/** The server's message when the server sent one, else the screen's own fallback (spec section 8). */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
