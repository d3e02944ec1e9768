import i18next from 'i18next';
import { ApiError, authMessages, jobMessages } from 'shared-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonEn } from './i18n/common-en.ts';
import { serverMessage, serverText } from './server-message.ts';
import { initTestI18n } from './test-i18n.ts';

beforeAll(async () => {
  await initTestI18n();
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

describe('serverMessage', () => {
  it('has a translation for every contract message, with the contract text as its English', () => {
    expect(commonEn.server).toEqual({ ...authMessages, ...jobMessages });
  });

  it('shows a contract message in the chosen language', async () => {
    const error = new ApiError(authMessages.invalidCredentials, 401);
    await i18next.changeLanguage('en');
    expect(serverMessage(error, 'fallback')).toBe('Invalid email or password.');
    await i18next.changeLanguage('ne');
    expect(serverMessage(error, 'fallback')).toBe('इमेल वा पासवर्ड मिलेन।');
    expect(serverText(authMessages.resetSent)).toBe('यो इमेलको खाता भए, पासवर्ड रिसेट लिङ्क पठाइएको छ।');
  });

  it('passes any other server message through, and falls back when there is none', async () => {
    await i18next.changeLanguage('ne');
    expect(serverMessage(new ApiError('title is required.', 400), 'fallback')).toBe('title is required.');
    expect(serverMessage(new TypeError('Failed to fetch'), 'सुरक्षित गर्न सकिएन।')).toBe('सुरक्षित गर्न सकिएन।');
  });
});
