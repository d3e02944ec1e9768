import { describe, expect, it } from 'vitest';
import { adminMessages } from './admin-constants.ts';
import { authMessages } from './auth-messages.ts';
import { jobMessages } from './jobs-constants.ts';
import {
  CATALOGUE_CODES,
  GENERIC_ERROR_CODES,
  MESSAGE_CATALOGUES,
  messageCode,
  validationCode,
} from './message-codes.ts';
import { seekerMessages } from './seeker-constants.ts';

describe('messageCode', () => {
  it('codes a catalogue message as <area>.<key>', () => {
    expect(messageCode(authMessages.invalidCredentials)).toBe('auth.invalidCredentials');
    expect(messageCode(jobMessages.alreadyApplied)).toBe('job.alreadyApplied');
    expect(messageCode(adminMessages.lastAdmin)).toBe('admin.lastAdmin');
  });

  it('gives a sentence shared by two catalogues the code of the first', () => {
    expect(seekerMessages.fullNameRequired).toBe(authMessages.fullNameRequired);
    expect(messageCode(seekerMessages.fullNameRequired)).toBe('auth.fullNameRequired');
  });

  it('knows nothing of other text', () => {
    expect(messageCode('Invalid email or password')).toBeUndefined();
    expect(messageCode('')).toBeUndefined();
  });

  it('lists every catalogue message code once, none clashing with a generic code', () => {
    const messages = new Set(Object.values(MESSAGE_CATALOGUES).flatMap((catalogue) => Object.values(catalogue)));
    expect(CATALOGUE_CODES).toHaveLength(messages.size);
    expect(new Set(CATALOGUE_CODES).size).toBe(CATALOGUE_CODES.length);
    for (const code of GENERIC_ERROR_CODES) expect(CATALOGUE_CODES).not.toContain(code);
    for (const code of CATALOGUE_CODES)
      expect(code).toMatch(
        /^(auth|admin|employer|job|application|seeker|common|alert|account|notification|training|insights|screening|message|interview|candidate)\.[a-zA-Z]+$/,
      );
  });
});

describe('validationCode', () => {
  it('keeps known zod issue codes and folds the rest into validation.invalid', () => {
    expect(validationCode('too_small')).toBe('validation.too_small');
    expect(validationCode(undefined)).toBe('validation.invalid');
    expect(validationCode('brand_new_issue')).toBe('validation.invalid');
  });
});
