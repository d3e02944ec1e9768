import i18next from 'i18next';
import { ApiError, authMessages, employerMessages, jobMessages } from 'shared-api';
import type { commonEn } from './i18n/common-en.ts';

type ServerKey = keyof (typeof commonEn)['server'];

// The server answers in English with the contract's sentences; knowing each sentence's key lets the
// screen show it in the chosen language.
const KEY_OF_MESSAGE = new Map<string, ServerKey>(
  Object.entries({ ...authMessages, ...jobMessages }).map(([key, message]) => [message, key as ServerKey]),
);

// The employer area's messages have their own section, so their keys never clash with other contracts'.
const EMPLOYER_KEY_OF_MESSAGE = new Map<string, string>(
  Object.entries(employerMessages).map(([key, message]) => [message, key]),
);

/** A message the server sent (success or failure), in the chosen language when it is a contract message. */
export function serverText(message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return i18next.t(`server.${key}`, { ns: 'common', defaultValue: message });
  const employerKey = EMPLOYER_KEY_OF_MESSAGE.get(message);
  return employerKey ? i18next.t(`employerServer.${employerKey}`, { ns: 'common', defaultValue: message }) : message;
}

/**
 * What a screen shows for a failed call (spec section 8): the server's message — in the chosen
 * language when it is one of the contract's messages — else the screen's own fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  return serverText(error.message);
}
