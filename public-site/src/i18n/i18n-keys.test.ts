import { NO_TRANSLATION_PROBLEMS, translationProblems } from 'shared-ui/testing';
import { expect, it } from 'vitest';
import en from './en.json';
import ne from './ne.json';

/** Nepali strings that are rightly Latin-only (an email address reads the same in both languages). */
const LATIN_OK = ['contact.details.email.value'];

it('public_site has every key in English and in real Nepali', () => {
  expect(translationProblems(en, ne, LATIN_OK)).toEqual(NO_TRANSLATION_PROBLEMS);
});
