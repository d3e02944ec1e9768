import { missingKeys } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ne from './ne.json';

describe('public_site translations', () => {
  it('has every key in both English and Nepali', () => {
    expect(missingKeys(en, ne)).toEqual({ missingInNe: [], missingInEn: [] });
  });

  it('has no empty or untranslated Nepali strings', () => {
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));
    for (const text of leaves(ne)) {
      expect(text.trim()).not.toBe('');
      expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
