import { z } from 'zod';
import { authMessages } from './auth-messages.ts';
import { emailSchema, passwordSchema, roleSchema, signupRoleSchema } from './common.ts';
import { PASSWORD_MAX_LENGTH } from './common-constants.ts';
import type { ApiRoute } from './route.ts';
import { normalisePhone } from './seeker-constants.ts';
import { certificationSchema, preferencesSchema, wireUserSchema } from './users.ts';

export const messageSchema = z.object({ message: z.string() });

const text = (max: number) => z.string().trim().max(max);

export const seekerSignupProfileSchema = z.object({
  fullName: text(120).min(1, authMessages.fullNameRequired),
  headline: text(200).default(''),
  summary: text(5000).default(''),
  contact: z
    .object({ phone: text(40).transform(normalisePhone), address: text(300) })
    .default({ phone: '', address: '' }),
  skills: z.array(text(80)).max(100).default([]),
  certifications: z.array(certificationSchema).max(50).default([]),
  preferences: preferencesSchema.default({ expectedSalary: 0, jobTypes: [], locations: [], industries: [] }),
});

export const employerSignupProfileSchema = z.object({
  companyName: text(200).min(1, authMessages.companyNameRequired),
  description: text(5000).default(''),
  website: text(300).default(''),
  address: text(300).default(''),
});

/**
 * The language the person signed up in: their emails' language (the server falls back to the page's language
 * cookie, then English).
 */
const signupLanguage = z.enum(['en', 'ne']).optional();

export const signupBodySchema = z.discriminatedUnion('role', [
  z.object({
    email: emailSchema,
    password: passwordSchema,
    role: z.literal(signupRoleSchema.enum.job_seeker),
    profile: seekerSignupProfileSchema,
    language: signupLanguage,
  }),
  z.object({
    email: emailSchema,
    password: passwordSchema,
    role: z.literal(signupRoleSchema.enum.employer),
    profile: employerSignupProfileSchema,
    language: signupLanguage,
  }),
]);
export type SignupBody = z.input<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, authMessages.passwordRequired).max(PASSWORD_MAX_LENGTH),
  role: roleSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ user: wireUserSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const tokenSchema = z.string().trim().min(1, authMessages.invalidToken).max(200);

export const verifyEmailBodySchema = z.object({ token: tokenSchema });
export const emailOnlyBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({ token: tokenSchema, password: passwordSchema });

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, authMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
/**
 * A form schema for a contract body with a new password: the body's own rules plus a `confirmPassword` field
 * (client only, never sent) that must equal `field`. Works for object and union bodies alike.
 */
export function withPasswordConfirmation<S extends z.ZodType<Record<string, unknown>>>(schema: S, field = 'password') {
  return z.intersection(schema, z.object({ confirmPassword: z.string() })).superRefine((value, ctx) => {
    const values = value as Record<string, unknown>;
    if (values.confirmPassword !== values[field]) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: authMessages.passwordsDoNotMatch });
    }
  });
}

/** A password change ends every other session; the caller gets a fresh token to stay logged in. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });

export const authContract = {
  signup: { method: 'POST', path: '/auth/signup', body: signupBodySchema, response: messageSchema },
  verifyEmail: { method: 'POST', path: '/auth/verify-email', body: verifyEmailBodySchema, response: messageSchema },
  resendVerification: {
    method: 'POST',
    path: '/auth/resend-verification',
    body: emailOnlyBodySchema,
    response: messageSchema,
  },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', body: emailOnlyBodySchema, response: messageSchema },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordBodySchema,
    response: messageSchema,
  },
  login: { method: 'POST', path: '/auth/login', body: loginBodySchema, response: loginResponseSchema },
  /** Ends this token's session on the server (204); the token is refused from then on. */
  logout: { method: 'POST', path: '/auth/logout' },
  /** Ends every session of the user, on every device, this one included (204). */
  logoutAll: { method: 'POST', path: '/auth/logout-all' },
  me: { method: 'GET', path: '/users/me', response: wireUserSchema },
  changePassword: {
    method: 'POST',
    path: '/users/change-password',
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
