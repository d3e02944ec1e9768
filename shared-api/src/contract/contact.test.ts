import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact.ts';

describe('contactMessageSchema', () => {
  const message = { name: ' Sita ', email: ' sita@example.com ', subject: 'Training', message: 'Hello' };

  it('accepts the four fields, trimmed', () => {
    expect(contactMessageSchema.parse(message)).toEqual({
      name: 'Sita',
      email: 'sita@example.com',
      subject: 'Training',
      message: 'Hello',
    });
  });

  it('requires every field (blank is missing) and an email-shaped address', () => {
    for (const key of ['name', 'email', 'subject', 'message'] as const) {
      const issues = contactMessageSchema.safeParse({ ...message, [key]: '   ' }).error?.issues ?? [];
      expect(
        issues.map(({ path, code }) => [path.join('.'), code]),
        key,
      ).toEqual([[key, 'too_small']]);
    }
    const issues = contactMessageSchema.safeParse({ ...message, email: 'sita@' }).error?.issues ?? [];
    expect(issues.map(({ path, code }) => [path.join('.'), code])).toEqual([['email', 'invalid_format']]);
    expect(contactMessageSchema.safeParse({ ...message, message: 'x'.repeat(5001) }).success).toBe(false);
  });
});
