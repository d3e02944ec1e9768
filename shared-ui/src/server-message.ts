import i18next from 'i18next';
import { ApiError } from 'shared-api';

/** The text of an error code (`auth.invalidCredentials`, `not_found`, …) in the chosen language, else `fallback`. */
export function codeText(code: string, fallback: string): string {
  return i18next.t(`errors.${code}`, { ns: 'common', defaultValue: fallback });
}

/**
 * What a screen shows for a failed call: the text of the error's code (common:errors.<code>) in the chosen
 * language; the screen's own `fallback` when the thrown value is not an ApiError, or has no code the client knows.
 * The server's English sentence is never read.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'unknown') return fallback;
  return codeText(error.code, fallback);
}
