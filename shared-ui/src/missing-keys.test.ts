import { describe, expect, it } from 'vitest';
import { commonEn } from './i18n/common-en.ts';
import { commonNe } from './i18n/common-ne.ts';
import { missingKeys } from './missing-keys.ts';

describe('missingKeys', () => {
  it('reports keys missing on either side, nested as dotted paths', () => {
    const result = missingKeys({ a: 'x', b: { c: 'y', d: 'z' } }, { a: 'x', b: { c: 'y' }, e: 'w' });
    expect(result).toEqual({ missingInNe: ['b.d'], missingInEn: ['e'] });
  });

  it('treats identical shapes as matching', () => {
    expect(missingKeys({ a: { b: '1' } }, { a: { b: '2' } })).toEqual({ missingInNe: [], missingInEn: [] });
  });
});

describe('common namespace', () => {
  it('has the same keys in en and ne', () => {
    expect(missingKeys(commonEn, commonNe)).toEqual({ missingInNe: [], missingInEn: [] });
  });

  it('has Nepali text in Devanagari', () => {
    expect(commonNe.actions.retry).toMatch(/[\u0900-\u097F]/);
  });
});
