import { ApiError } from 'shared-api';
import { initTestI18n } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { failureText } from './failure-text.ts';

const i18n = initTestI18n('en');

describe('failureText', () => {
  it("follows the screen's sentence with the server's reason, by code in the chosen language", async () => {
    const inUse = new ApiError('(not read)', 409, 'admin.lookupInUse', undefined, { jobs: 12, profiles: 1 });
    await i18n.changeLanguage('ne');
    expect(failureText('मेटाउन सकिएन।', inUse)).toBe(
      'मेटाउन सकिएन। यो वस्तु १२ जागिर र १ प्रोफाइलले प्रयोग गरिरहेकाले मेटाउन सकिँदैन।',
    );
    await i18n.changeLanguage('en');
    expect(failureText('Failed to delete item.', new ApiError('(not read)', 400, 'admin.reasonRequired'))).toBe(
      'Failed to delete item. Please provide a reason for rejection.',
    );
    // Not a server answer: the sentence alone.
    expect(failureText('Failed to upload logo.', new Error('boom'))).toBe('Failed to upload logo.');
  });
});
