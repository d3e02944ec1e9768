import { NO_TRANSLATION_PROBLEMS, translationProblems } from 'shared-ui/testing';
import { expect, it } from 'vitest';
import { shellEn } from './shell-en.ts';
import { shellNe } from './shell-ne.ts';

it('shell has every key in English and in real Nepali', () => {
  expect(translationProblems(shellEn, shellNe)).toEqual(NO_TRANSLATION_PROBLEMS);
});
