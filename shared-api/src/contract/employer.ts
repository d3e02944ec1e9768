import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import { commonMessages } from './common-constants.ts';
import { EMPLOYER_LIMITS, employerMessages } from './employer-constants.ts';
import { jobSchema } from './jobs.ts';
import type { ApiRoute } from './route.ts';
import { screeningQuestionsField } from './screening.ts';
import { wireUserSchema } from './users.ts';

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** '' and missing become null, anything else must be an id (whether it exists is the server's check). */
const optionalLookupId = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
  .pipe(z.uuid(employerMessages.unknownLookup).nullable());

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/**
 * Body of PUT /users/profile for an employer (and the admin's employer edit). Every field is optional: the
 * missing ones keep their stored value; the merged result is checked (company name, custom industry).
 */
export const employerProfileBodySchema = z.object({
  companyName: text(EMPLOYER_LIMITS.companyName, employerMessages.companyNameTooLong).optional(),
  companyDescription: text(EMPLOYER_LIMITS.companyDescription, commonMessages.descriptionTooLong).optional(),
  website: text(EMPLOYER_LIMITS.website, employerMessages.websiteTooLong).optional(),
  address: text(EMPLOYER_LIMITS.address, employerMessages.addressTooLong).optional(),
  industryId: optionalLookupId,
  customIndustry: optionalText(EMPLOYER_LIMITS.custom, employerMessages.customIndustryTooLong),
});
export type EmployerProfileBody = z.input<typeof employerProfileBodySchema>;

const deadline = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
  .pipe(z.iso.date(employerMessages.invalidDeadline).nullable());

/**
 * A whole number sent as form text (or a number): '' and missing are null; anything else must be a whole number
 * in [min, max] (`message` otherwise).
 */
const optionalWhole = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined || value === null
        ? null
        : typeof value === 'string'
          ? Number(value.trim())
          : value,
    z.number(message).int(message).min(min, message).max(max, message).nullable(),
  );

const skillsField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: employerMessages.invalidSkills });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.string(employerMessages.invalidSkills).trim().max(EMPLOYER_LIMITS.skill, commonMessages.skillTooLong),
        employerMessages.invalidSkills,
      )
      .max(EMPLOYER_LIMITS.skills, employerMessages.tooManySkills)
      .transform((list) => {
        const seen = new Set<string>();
        return list.filter((skill) => {
          const key = skill.toLowerCase();
          if (!skill || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      }),
  );

/**
 * The text fields of the job form (POST /jobs and PUT /jobs/:id, multipart; spec section 7): every value is a
 * string, `skills` a JSON list, `removeAttachment` 'true' to drop the attachment, `employerId` for admins.
 */
export const jobFormFieldsSchema = z.object({
  title: z
    .string(employerMessages.titleRequired)
    .trim()
    .min(1, employerMessages.titleRequired)
    .max(EMPLOYER_LIMITS.jobTitle, employerMessages.titleTooLong),
  description: text(EMPLOYER_LIMITS.jobDescription, commonMessages.descriptionTooLong).optional().default(''),
  categoryId: optionalLookupId,
  industryId: optionalLookupId,
  jobTypeId: optionalLookupId,
  salaryRangeId: optionalLookupId,
  experienceLevelId: optionalLookupId,
  educationLevelId: optionalLookupId,
  locationId: optionalLookupId,
  jobLevelId: optionalLookupId,
  vacancies: optionalWhole(1, EMPLOYER_LIMITS.vacanciesMax, employerMessages.vacanciesInvalid),
  salaryMin: optionalWhole(0, EMPLOYER_LIMITS.salaryMax, employerMessages.salaryInvalid),
  salaryMax: optionalWhole(0, EMPLOYER_LIMITS.salaryMax, employerMessages.salaryInvalid),
  contactPerson: optionalText(EMPLOYER_LIMITS.contactPerson, employerMessages.contactPersonTooLong),
  howToApply: optionalText(EMPLOYER_LIMITS.howToApply, employerMessages.howToApplyTooLong),
  benefits: optionalText(EMPLOYER_LIMITS.benefits, employerMessages.benefitsTooLong),
  duration: optionalText(EMPLOYER_LIMITS.duration, employerMessages.durationTooLong),
  customCategory: optionalText(EMPLOYER_LIMITS.custom, employerMessages.customCategoryTooLong),
  customIndustry: optionalText(EMPLOYER_LIMITS.custom, employerMessages.customIndustryTooLong),
  customLocation: optionalText(EMPLOYER_LIMITS.custom, employerMessages.customLocationTooLong),
  customSalary: optionalText(EMPLOYER_LIMITS.custom, employerMessages.customSalaryTooLong),
  skills: skillsField,
  applicationDeadline: deadline,
  removeAttachment: z
    .string()
    .optional()
    .transform((value) => value === 'true'),
  employerId: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.uuid('Please select an employer to post on behalf of.').optional()),
  /** The job's screening questions (screening.ts): JSON text of the whole list; left out, unchanged. */
  screeningQuestions: screeningQuestionsField,
  /** POST only: the job this one duplicates (the poster's own, else 404); its unchanged title becomes 'Copy of …'. */
  duplicateFrom: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
});
/** The offered salary's highest end is not below its lowest (the server and the form run this rule). */
export function jobSalaryOrderRule(
  value: { salaryMin?: number | null; salaryMax?: number | null },
  ctx: z.RefinementCtx,
): void {
  if (value.salaryMin != null && value.salaryMax != null && value.salaryMax < value.salaryMin) {
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: employerMessages.salaryOrder });
  }
}

/** The job form's fields with their cross-field rule: what POST /jobs and PUT /jobs/:id accept. */
export const jobFormBodySchema = jobFormFieldsSchema.superRefine(jobSalaryOrderRule);
export type JobFormFields = z.output<typeof jobFormFieldsSchema>;
/** What a job form sends, before it becomes FormData (all strings). */
export type JobFormWire = Partial<Record<keyof z.input<typeof jobFormFieldsSchema>, string>>;

export const jobStatusBodySchema = z.object({
  status: z.enum(['open', 'closed'], employerMessages.jobStatusInvalid),
});

/** A job in the employer's own list: any status, with how many applied. */
export const employerJobSchema = jobSchema.extend({ applicationCount: z.number().int() });
export type EmployerJob = z.infer<typeof employerJobSchema>;

export const employerContract = {
  /**
   * The employer's body of PUT /users/profile: the same route as seekerContract.updateProfile (the server parses
   * the body by the caller's role), declared here so the employer app calls it with its own body type.
   */
  updateProfile: { method: 'PUT', path: '/users/profile', body: employerProfileBodySchema, response: wireUserSchema },
  /** Multipart: the job form's text fields (jobFormFieldsSchema) plus an optional attachment. */
  createJob: { method: 'POST', path: '/jobs', multipart: true, field: 'attachment', response: jobSchema },
  updateJob: {
    method: 'PUT',
    path: '/jobs/:id',
    params: idParamsSchema,
    multipart: true,
    field: 'attachment',
    response: jobSchema,
  },
  setJobStatus: {
    method: 'PUT',
    path: '/jobs/:id/status',
    params: idParamsSchema,
    body: jobStatusBodySchema,
    response: jobSchema,
  },
  deleteJob: { method: 'DELETE', path: '/jobs/:id', params: idParamsSchema },
  myJobs: { method: 'GET', path: '/employer/jobs', response: z.array(employerJobSchema) },
  uploadLogo: { method: 'POST', path: '/users/profile/logo', multipart: true, field: 'logo', response: wireUserSchema },
  deleteLogo: { method: 'DELETE', path: '/users/profile/logo', response: wireUserSchema },
  uploadDocuments: {
    method: 'POST',
    path: '/users/profile/documents',
    multipart: true,
    field: 'documents',
    response: wireUserSchema,
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/users/profile/documents/:id',
    params: idParamsSchema,
    response: wireUserSchema,
  },
  document: { method: 'GET', path: '/users/documents/:id', params: idParamsSchema, defaultFileName: 'document.pdf' },
} as const satisfies Record<string, ApiRoute>;
