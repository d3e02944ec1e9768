import i18next from 'i18next';
import { ApiError, adminMessages, LOOKUP_IN_USE_PATTERN } from 'shared-api';
import { serverMessage } from 'shared-ui';
import { NAMESPACE } from '../i18n/namespace.ts';

const KEY_OF_MESSAGE = new Map<string, string>(Object.entries(adminMessages).map(([key, text]) => [text, key]));

/**
 * The server's message for a failed admin call in the chosen language: the admin contract's sentences
 * (and the in-use sentence with its count) from this namespace, the shared ones through shared-ui,
 * anything else as sent; `fallback` when there is no message.
 */
export function adminErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) {
    const key = KEY_OF_MESSAGE.get(error.message);
    if (key) return i18next.t(`server.${key}`, { ns: NAMESPACE, defaultValue: error.message });
    const inUse = LOOKUP_IN_USE_PATTERN.exec(error.message);
    if (inUse) return i18next.t('server.inUse', { ns: NAMESPACE, count: Number(inUse[1]) });
  }
  return serverMessage(error, fallback);
}
