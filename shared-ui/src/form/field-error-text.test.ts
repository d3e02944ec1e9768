import i18next from 'i18next';
import { authMessages, commonMessages } from 'shared-api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { fieldErrorText } from './field-error-text.ts';

describe('fieldErrorText', () => {
  beforeAll(() => {
    initTestI18n();
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('says a catalogue message in the chosen language', async () => {
    expect(fieldErrorText({ message: commonMessages.emailInvalid, type: 'invalid_format' })).toBe(
      commonMessages.emailInvalid,
    );
    await i18next.changeLanguage('ne');
    expect(fieldErrorText({ message: commonMessages.emailInvalid, type: 'invalid_format' })).toBe(
      'कृपया मान्य इमेल ठेगाना लेख्नुहोस्।',
    );
    expect(fieldErrorText({ message: authMessages.passwordRequired, type: 'too_small' })).toBe('पासवर्ड आवश्यक छ।');
  });

  it('never shows a sentence that is not a catalogue message: the generic text of its kind instead', async () => {
    const english = 'Something only English speakers can read.';
    expect(fieldErrorText({ message: english, type: 'too_big' })).toBe('This value is not valid.');
    expect(fieldErrorText({ message: english, type: 'required' })).toBe('This field is required.');
    expect(fieldErrorText({ message: english, type: 'invalid_value' })).toBe('Choose one of the options.');
    await i18next.changeLanguage('ne');
    const nepali = fieldErrorText({ message: english, type: 'custom' });
    expect(nepali).not.toBe(english);
    expect(nepali).toBe(i18next.t('validation.invalid', { ns: 'common' }));
  });

  it('reads a generic token with its bound, and nothing for no error', () => {
    expect(fieldErrorText({ message: 'validation.tooLong?max=5' })).toBe('Enter at most 5 characters.');
    expect(fieldErrorText(undefined)).toBeNull();
  });
});
