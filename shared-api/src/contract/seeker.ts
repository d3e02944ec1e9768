import { z } from 'zod';
import { idParamsSchema, requiredText } from './common.ts';
import { CV_LANGUAGES } from './cv-constants.ts';
import { type DateFieldKind, dateFieldBounds } from './date-bounds.ts';
import { jobSchema } from './jobs.ts';
import type { ApiRoute } from './route.ts';
import {
  isHttpUrl,
  normalisePhone,
  normaliseWebAddress,
  OTHER_DEGREE,
  PREFERRED_JOBS_LIMIT_DEFAULT,
  PREFERRED_JOBS_LIMIT_MAX,
  SEEKER_LIMITS,
  seekerMessages,
} from './seeker-constants.ts';
import { wireUserSchema } from './users.ts';

const text = (max: number) => z.string().trim().max(max);

const isRealDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900 && Number(match[1]) <= 2100;
};

/** A calendar day yyyy-MM-dd; an empty string means none. */
const optionalDate = z
  .string(seekerMessages.dateInvalid)
  .trim()
  .refine((value) => value === '' || isRealDate(value), seekerMessages.dateInvalid)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const requiredDate = z
  .string(seekerMessages.startDateRequired)
  .trim()
  .min(1, seekerMessages.startDateRequired)
  .refine(isRealDate, seekerMessages.dateInvalid);

/** A date inside the bounds of its kind (date-bounds.ts), counted from today in Kathmandu when checked. */
const withinBounds =
  (kind: DateFieldKind, path: string) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const day = value[path];
    if (typeof day !== 'string' || !day) return;
    const { min, max } = dateFieldBounds(kind);
    if (day < min || day > max) ctx.addIssue({ code: 'custom', path: [path], message: seekerMessages.dateOutOfRange });
  };

export const certificationInputSchema = z
  .object({
    id: z.uuid(seekerMessages.certificationIdInvalid),
    name: requiredText(SEEKER_LIMITS.itemText, seekerMessages.certificationNameRequired),
    issuingOrganization: text(SEEKER_LIMITS.itemText).optional().default(''),
    issueDate: optionalDate,
  })
  .superRefine(withinBounds('past', 'issueDate'));

export const preferencesInputSchema = z.object({
  expectedSalary: z
    .number(seekerMessages.expectedSalaryInvalid)
    .finite(seekerMessages.expectedSalaryInvalid)
    .min(0, seekerMessages.expectedSalaryInvalid)
    .max(SEEKER_LIMITS.expectedSalaryMax, seekerMessages.expectedSalaryInvalid),
  jobTypes: z.array(text(60)).max(SEEKER_LIMITS.preferenceIds, seekerMessages.tooManyItems).default([]),
  locations: z
    .array(z.uuid(seekerMessages.preferenceUnknown))
    .max(SEEKER_LIMITS.preferenceIds, seekerMessages.tooManyItems)
    .default([]),
  industries: z
    .array(z.uuid(seekerMessages.preferenceUnknown))
    .max(SEEKER_LIMITS.preferenceIds, seekerMessages.tooManyItems)
    .default([]),
});

/**
 * PUT /users/profile for a job seeker. Every section is optional: a section that is sent replaces what is
 * stored (certifications and skills as whole lists), a section that is left out stays as it is.
 */
export const seekerProfileUpdateSchema = z.object({
  fullName: requiredText(SEEKER_LIMITS.fullName, seekerMessages.fullNameRequired).optional(),
  headline: text(SEEKER_LIMITS.headline).optional(),
  summary: text(SEEKER_LIMITS.summary).optional(),
  contact: z
    .object({ phone: text(SEEKER_LIMITS.phone).transform(normalisePhone), address: text(SEEKER_LIMITS.address) })
    .optional(),
  locationId: z.uuid(seekerMessages.locationUnknown).nullable().optional(),
  customLocation: text(SEEKER_LIMITS.customLocation).nullable().optional(),
  /** Typed without https:// ("linkedin.com/in/…") it is stored with it. */
  linkedinUrl: text(SEEKER_LIMITS.url)
    .transform(normaliseWebAddress)
    .refine(isHttpUrl, seekerMessages.linkedinUrlInvalid)
    .optional(),
  skills: z.array(text(SEEKER_LIMITS.skill)).max(SEEKER_LIMITS.skills, seekerMessages.tooManyItems).optional(),
  certifications: z
    .array(certificationInputSchema)
    .max(SEEKER_LIMITS.certifications, seekerMessages.tooManyItems)
    .optional(),
  preferences: preferencesInputSchema.optional(),
});
export type SeekerProfileUpdate = z.input<typeof seekerProfileUpdateSchema>;

type Dated = { startDate: string; endDate: string | null; present?: boolean };

/** An end date (unless the job is current) is not before the start date; the server and the forms run this rule. */
function endNotBeforeStart(value: Dated, ctx: z.RefinementCtx): void {
  if (!value.present && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: seekerMessages.endBeforeStart });
  }
}

/** Work experience has started: its start is not after today in Kathmandu (a current job included). */
function startNotInFuture(value: Dated, ctx: z.RefinementCtx): void {
  if (value.startDate > dateFieldBounds('past').max) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: seekerMessages.startInFuture });
  }
}

export const experienceInputSchema = z
  .object({
    title: requiredText(SEEKER_LIMITS.itemText, seekerMessages.titleRequired),
    company: requiredText(SEEKER_LIMITS.itemText, seekerMessages.companyRequired),
    location: text(SEEKER_LIMITS.itemText).optional().default(''),
    startDate: requiredDate,
    endDate: optionalDate,
    present: z.boolean().optional().default(false),
    noticePeriod: text(SEEKER_LIMITS.noticePeriod).nullable().optional(),
    description: text(SEEKER_LIMITS.description).optional().default(''),
  })
  .superRefine(endNotBeforeStart)
  .superRefine(startNotInFuture)
  .superRefine(withinBounds('past', 'startDate'))
  .superRefine(withinBounds('planned', 'endDate'));
export type ExperienceInput = z.input<typeof experienceInputSchema>;

export const educationInputSchema = z
  .object({
    school: requiredText(SEEKER_LIMITS.itemText, seekerMessages.schoolRequired),
    degree: text(100).optional().default(''),
    customDegree: text(SEEKER_LIMITS.itemText).nullable().optional(),
    fieldOfStudy: text(SEEKER_LIMITS.itemText).optional().default(''),
    startDate: requiredDate,
    endDate: optionalDate,
    description: text(SEEKER_LIMITS.description).optional().default(''),
  })
  .superRefine(endNotBeforeStart)
  .superRefine(withinBounds('planned', 'startDate'))
  .superRefine(withinBounds('planned', 'endDate'))
  .superRefine((value, ctx) => {
    // 'Specify Degree' is required for the Other degree.
    if (value.degree.toLowerCase() === OTHER_DEGREE && !value.customDegree?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['customDegree'], message: seekerMessages.customDegreeRequired });
    }
  });
export type EducationInput = z.input<typeof educationInputSchema>;

/** Query of GET /users/profile/cv: the CV's language, or the seeker's own when left out. */
export const cvQuerySchema = z.object({ language: z.enum(CV_LANGUAGES).optional() });

export const preferredJobsQuerySchema = z.object({
  limit: z.coerce
    .number(seekerMessages.limitInvalid)
    .int(seekerMessages.limitInvalid)
    .min(1, seekerMessages.limitTooSmall)
    .max(PREFERRED_JOBS_LIMIT_MAX, seekerMessages.limitTooBig)
    .default(PREFERRED_JOBS_LIMIT_DEFAULT),
});

export const seekerContract = {
  updateProfile: { method: 'PUT', path: '/users/profile', body: seekerProfileUpdateSchema, response: wireUserSchema },
  addExperience: { method: 'POST', path: '/users/experience', body: experienceInputSchema, response: wireUserSchema },
  updateExperience: {
    method: 'PUT',
    path: '/users/experience/:id',
    params: idParamsSchema,
    body: experienceInputSchema,
    response: wireUserSchema,
  },
  deleteExperience: {
    method: 'DELETE',
    path: '/users/experience/:id',
    params: idParamsSchema,
    response: wireUserSchema,
  },
  addEducation: { method: 'POST', path: '/users/education', body: educationInputSchema, response: wireUserSchema },
  updateEducation: {
    method: 'PUT',
    path: '/users/education/:id',
    params: idParamsSchema,
    body: educationInputSchema,
    response: wireUserSchema,
  },
  deleteEducation: {
    method: 'DELETE',
    path: '/users/education/:id',
    params: idParamsSchema,
    response: wireUserSchema,
  },
  uploadResume: {
    method: 'POST',
    path: '/users/profile/resume',
    multipart: true,
    field: 'resume',
    response: wireUserSchema,
  },
  deleteResume: { method: 'DELETE', path: '/users/profile/resume', response: wireUserSchema },
  downloadResume: {
    method: 'GET',
    path: '/users/resume/:id',
    params: idParamsSchema,
    defaultFileName: 'resume.pdf',
  },
  /**
   * The seeker's own CV, a PDF of one or two A4 pages built now from the profile, in `language` (default: the
   * seeker's language); always downloaded, never cached.
   */
  downloadCv: {
    method: 'GET',
    path: '/users/profile/cv',
    query: cvQuerySchema,
    defaultFileName: 'cv.pdf',
  },
  preferredJobs: {
    method: 'GET',
    path: '/seekers/me/preferred-jobs',
    query: preferredJobsQuerySchema,
    response: z.array(jobSchema),
  },
} as const satisfies Record<string, ApiRoute>;
