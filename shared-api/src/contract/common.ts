import { z } from 'zod';

/**
 * Every failure body the server sends: the sentence, its stable code (message-codes.ts) and, on a validation
 * failure, the dotted path of the field it is about (`profile.fullName`).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  /** With `file_too_large`: the upload limit in MB. */
  limitMb: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const roleSchema = z.enum(['job_seeker', 'employer', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Roles that can sign up themselves; admins are created by the server or other admins. */
export const signupRoleSchema = z.enum(['job_seeker', 'employer']);
export type SignupRole = z.infer<typeof signupRoleSchema>;

export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const idSchema = z.uuid();

/** Path params of a route with one `:id` segment (the server checks the id's shape itself: a bad id is a 404). */
export const idParamsSchema = z.object({ id: z.string() });

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

export const emailSchema = z
  .string()
  .trim()
  .max(254, commonMessages.emailTooLong)
  .pipe(z.email(commonMessages.emailInvalid))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, commonMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, commonMessages.passwordTooLong);

/** A bilingual lookup name pair as the server sends it. */
export const namePairSchema = z.object({ name_en: z.string(), name_ne: z.string() });
export type NamePair = z.infer<typeof namePairSchema>;
