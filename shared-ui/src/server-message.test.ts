import i18next from 'i18next';
import { ApiError, authMessages, CATALOGUE_CODES, GENERIC_ERROR_CODES, MESSAGE_CATALOGUES } from 'shared-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsEn } from './i18n/errors-en.ts';
import { errorsNe } from './i18n/errors-ne.ts';
import { codeText, serverMessage } from './server-message.ts';
import { initTestI18n } from './testing/init-test-i18n.ts';

beforeAll(async () => {
  await initTestI18n();
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

/** The string at a dotted path of a bundle, or undefined. */
function at(bundle: unknown, code: string): unknown {
  return code.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

describe('error texts', () => {
  it('have an English and a Nepali text for every catalogue code and every generic code', () => {
    const missing = [...CATALOGUE_CODES, ...GENERIC_ERROR_CODES].flatMap((code) =>
      [
        ['en', errorsEn],
        ['ne', errorsNe],
      ]
        .filter(([, bundle]) => typeof at(bundle, code) !== 'string' || at(bundle, code) === '')
        .map(([language]) => `${language}:${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('use the contract sentence as the English text of each catalogue code', () => {
    for (const [area, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
      for (const [key, message] of Object.entries(catalogue)) expect(at(errorsEn, `${area}.${key}`)).toBe(message);
    }
  });

  it('differ between the languages for every catalogue code (nothing left untranslated)', () => {
    const untranslated = CATALOGUE_CODES.filter((code) => at(errorsEn, code) === at(errorsNe, code));
    expect(untranslated).toEqual([]);
  });
});

describe('serverMessage', () => {
  it('shows the text of the error code in the chosen language, whatever the sentence', async () => {
    const error = new ApiError('whatever the server wrote', 401, 'auth.invalidCredentials');
    await i18next.changeLanguage('en');
    expect(serverMessage(error, 'fallback')).toBe(authMessages.invalidCredentials);
    await i18next.changeLanguage('ne');
    expect(serverMessage(error, 'fallback')).toBe('इमेल वा पासवर्ड मिलेन।');
    expect(serverMessage(new ApiError('x', 0, 'network'), 'fallback')).toBe(errorsNe.network);
    expect(codeText('file_type.logo', 'f')).toBe(errorsNe.file_type.logo);
  });

  it("shows the server's own sentence for generic and uncoded failures in English, their translation in Nepali", async () => {
    const tooLarge = new ApiError('The file is too large. The limit is 5 MB.', 413, 'payload_too_large');
    await i18next.changeLanguage('en');
    expect(serverMessage(tooLarge, 'fallback')).toBe('The file is too large. The limit is 5 MB.');
    expect(serverMessage(new ApiError('Server error: 502 Bad Gateway', 502), 'fallback')).toBe(
      'Server error: 502 Bad Gateway',
    );
    expect(serverMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    await i18next.changeLanguage('ne');
    expect(serverMessage(tooLarge, 'fallback')).toBe(errorsNe.payload_too_large);
  });

  it('says why an upload was refused for its size, with the limit, in both languages', async () => {
    const message = 'The file is too large. The limit is 5 MB.';
    const tooLarge = new ApiError(message, 413, 'file_too_large', undefined, { limitMb: 5 });
    await i18next.changeLanguage('en');
    expect(serverMessage(tooLarge, 'fallback')).toBe(message);
    await i18next.changeLanguage('ne');
    expect(serverMessage(tooLarge, 'fallback')).toBe('फाइल धेरै ठूलो भयो। बढीमा ५ MB सम्मको फाइल छान्नुहोस्।');
  });

  it("falls back to the screen's text in Nepali for other throws, uncoded failures and codes it does not know", async () => {
    await i18next.changeLanguage('ne');
    expect(serverMessage(new TypeError('Failed to fetch'), 'सुरक्षित गर्न सकिएन।')).toBe('सुरक्षित गर्न सकिएन।');
    expect(serverMessage(new ApiError('Server error: 502 Bad Gateway', 502), 'फेरि')).toBe('फेरि');
    expect(serverMessage(new ApiError('New thing.', 400, 'brand_new_code'), 'फेरि')).toBe('फेरि');
  });
});
