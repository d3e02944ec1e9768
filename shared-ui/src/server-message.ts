import i18next from 'i18next';
import { ApiError, CATALOGUE_CODES, GENERIC_ERROR_CODES } from 'shared-api';

const CATALOGUE = new Set<string>(CATALOGUE_CODES);
// 'unknown' (a failure without a code) is left to the screen's own text, which says what failed.
const TRANSLATED = new Set<string>([...GENERIC_ERROR_CODES, 'network', 'parse'].filter((code) => code !== 'unknown'));

/** The text of an error code (`auth.invalidCredentials`, `not_found`, …) in the chosen language, else `fallback`. */
export function codeText(code: string, fallback: string, params: Readonly<Record<string, number>> = {}): string {
  return i18next.t(`errors.${code}`, { ns: 'common', defaultValue: fallback, ...params });
}

/**
 * What a screen shows for a failed call, chosen by the error's code (the sentence is never parsed):
 * - a contract message: its text in the chosen language;
 * - a generic refusal or an uncoded failure: in English the server's own sentence, which is the most precise
 *   ("title is required.", "The file is too large. The limit is 5 MB.", spec section 8's "server message");
 *   in Nepali the code's translation;
 * - anything else (not an ApiError, a code the client does not know in Nepali): the screen's own `fallback`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (CATALOGUE.has(error.code)) return codeText(error.code, fallback);
  const english = !i18next.language?.startsWith('ne');
  if (english && error.code !== 'network' && error.message) return error.message;
  return TRANSLATED.has(error.code) ? codeText(error.code, fallback, error.params) : fallback;
}
