import { NO_TRANSLATION_PROBLEMS, translationProblems } from 'shared-ui/testing';
import { expect, it } from 'vitest';
import en from './en.json';
import ne from './ne.json';

it('employer_app has every key in English and in real Nepali', () => {
  expect(translationProblems(en, ne)).toEqual(NO_TRANSLATION_PROBLEMS);
});
