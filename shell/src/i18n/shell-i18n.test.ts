import { missingKeys } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { shellEn } from './shell-en.ts';
import { shellNe } from './shell-ne.ts';

describe('shell namespace', () => {
  it('has the same keys in en and ne', () => {
    expect(missingKeys(shellEn, shellNe)).toEqual({ missingInNe: [], missingInEn: [] });
  });

  it('translates the spec messages into Devanagari', () => {
    for (const text of [shellNe.auth.passwordsDoNotMatch, shellNe.remote.unavailable, shellNe.verifyEmail.success]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
