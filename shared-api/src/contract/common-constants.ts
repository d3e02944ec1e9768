/** An employer's review: waiting, approved (may post jobs), or rejected with a reason. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const PASSWORD_MIN_LENGTH = 6;

/** argon2 cost is paid per byte; bound it so a huge "password" cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** Messages of rules several areas share (code `common.<key>`). */
export const commonMessages = {
  emailTooLong: 'Email is too long.',
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  reasonTooLong: 'The reason is too long.',
  descriptionTooLong: 'Description is too long.',
  skillTooLong: 'Each skill must be at most 80 characters.',
  pageInvalid: 'page must be a whole number from 1.',
  pageSizeInvalid: 'pageSize must be a whole number.',
} as const;
