import { z } from 'zod';
import { APPROVAL_STATUSES, commonMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './common-constants.ts';

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
  /** The numbers a message is built from (admin.lookupInUse: `jobs`, `profiles`), for the client's own wording. */
  params: z.record(z.string(), z.number()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const roleSchema = z.enum(['job_seeker', 'employer', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Roles that can sign up themselves; admins are created by the server or other admins. */
export const signupRoleSchema = z.enum(['job_seeker', 'employer']);
export type SignupRole = z.infer<typeof signupRoleSchema>;

export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const idSchema = z.uuid();

/** Path params of a route with one `:id` segment (the server checks the id's shape itself: a bad id is a 404). */
export const idParamsSchema = z.object({ id: z.string() });

/** A public answer's language in its path (`/public/:language/…`, `/lookups/:language/…`). */
export const languageParamsSchema = z.object({ language: z.enum(['en', 'ne']) });

/** A list's `page` in a query: a whole number from 1 (default 1) up to `max`, beyond which `tooHigh` is the answer. */
export const pageQueryField = (max: number, tooHigh: string = commonMessages.pageInvalid) =>
  z.coerce
    .number(commonMessages.pageInvalid)
    .int(commonMessages.pageInvalid)
    .min(1, commonMessages.pageInvalid)
    .max(max, tooHigh)
    .default(1);

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

/** A required text: `message` when missing or blank; longer than `max` is the generic too_big (its bound is in the issue). */
export const requiredText = (max: number, message: string) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) })
    .trim()
    .min(1, message)
    .max(max);

/** A bilingual lookup name pair as the server sends it. */
export const namePairSchema = z.object({ name_en: z.string(), name_ne: z.string() });
export type NamePair = z.infer<typeof namePairSchema>;
