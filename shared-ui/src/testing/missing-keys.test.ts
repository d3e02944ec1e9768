import { describe, expect, it } from 'vitest';
import { areasEn } from '../i18n/areas-en.ts';
import { areasNe } from '../i18n/areas-ne.ts';
import { commonEn } from '../i18n/common-en.ts';
import { commonNe } from '../i18n/common-ne.ts';
import { missingKeys, NO_TRANSLATION_PROBLEMS, translationProblems } from './missing-keys.ts';

describe('missingKeys', () => {
  it('reports keys missing on either side, nested as dotted paths', () => {
    const result = missingKeys({ a: 'x', b: { c: 'y', d: 'z' } }, { a: 'x', b: { c: 'y' }, e: 'w' });
    expect(result).toEqual({ missingInNe: ['b.d'], missingInEn: ['e'] });
  });

  it('treats identical shapes as matching', () => {
    expect(missingKeys({ a: { b: '1' } }, { a: { b: '2' } })).toEqual({ missingInNe: [], missingInEn: [] });
  });
});

describe('translationProblems', () => {
  it('flags Nepali strings left empty or in English', () => {
    expect(
      translationProblems({ a: 'Save', b: 'Open', c: 'Facebook' }, { a: '', b: 'Open', c: 'Facebook' }, ['c']),
    ).toEqual({
      ...NO_TRANSLATION_PROBLEMS,
      untranslatedNe: ['a', 'b'],
    });
  });
});

describe('common namespace', () => {
  it('has every key in English and in real Nepali', () => {
    // The toggle names each language in that language, so the switch to English reads 'English'.
    expect(translationProblems(commonEn, commonNe, ['language.en'])).toEqual(NO_TRANSLATION_PROBLEMS);
  });
});

describe('areas namespace', () => {
  it('has every key in English and in real Nepali', () => {
    expect(translationProblems(areasEn, areasNe)).toEqual(NO_TRANSLATION_PROBLEMS);
  });
});
