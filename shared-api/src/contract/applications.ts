import { z } from 'zod';
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_RESUME_CHOICES,
  APPLICATION_STATUSES,
  applicationMessages,
} from './applications-constants.ts';
import { idParamsSchema, pageQueryField } from './common.ts';
import { commonMessages } from './common-constants.ts';
import { employerMessages } from './employer-constants.ts';
import { jobStatusSchema, jobsQuerySchema, lookupRefSchema } from './jobs.ts';
import { jobMessages } from './jobs-constants.ts';
import type { ApiRoute } from './route.ts';
import { screeningAnswersField, screeningAnswersSchema } from './screening.ts';
import { SCREENING_REQUIREMENT_FILTERS, screeningMessages } from './screening-constants.ts';
import { certificationSchema, educationSchema, experienceSchema } from './users.ts';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The job as embedded in an application. */
export const applicationJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: jobStatusSchema,
  companyName: z.string(),
  location: lookupRefSchema.nullable(),
  customLocation: z.string().nullable(),
});

/** An application as the seeker sees it (spec section 3, Application). */
export const applicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  job: applicationJobSchema,
  seekerId: z.string(),
  /** When the seeker applied (its createdAt). */
  appliedAt: z.string(),
  status: applicationStatusSchema,
  rejectionReason: z.string().nullable(),
  viewed: z.boolean(),
  /** The seeker's note to the employer (null: none). */
  note: z.string().nullable(),
  /** The name of the résumé sent with it (null: none sent). */
  resumeFileName: z.string().nullable(),
  /** When the seeker withdrew it (status withdrawn). */
  withdrawnAt: z.string().nullable(),
  /** Whether it answered the job's screening questions (their answers: screeningContract.ownAnswers). */
  answeredScreening: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The note's text: trimmed, '' is none. */
const noteField = z
  .string()
  .trim()
  .max(APPLICATION_NOTE_MAX, applicationMessages.noteTooLong)
  .nullable()
  .optional()
  .transform((value) => value || null);

/**
 * POST /applications (spec section 7: `{jobId}`), with an optional note to the employer and the résumé to send:
 * `profile` (the profile's résumé as it is now, kept with the application), `cv` (the CV built from the profile
 * now, in the seeker's language, kept with the application) or `none`; left out, the profile's when there is one.
 */
export const applyBodySchema = z.object({
  jobId: z.uuid(jobMessages.jobIdInvalid),
  note: noteField,
  resume: z.enum(APPLICATION_RESUME_CHOICES, applicationMessages.resumeChoiceInvalid).optional(),
  /** The answers to the job's screening questions (screening.ts); left out when it asks none. */
  answers: screeningAnswersSchema.optional(),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

/** The text fields of POST /applications/with-resume (multipart; the file in `resume`): a résumé for this job only. */
export const applyWithResumeFieldsSchema = z.object({
  jobId: z.uuid(jobMessages.jobIdInvalid),
  note: noteField,
  answers: screeningAnswersField,
});

/** The résumé choices of the apply dialog: the profile's, the CV from the profile, a file for this job only, or none. */
export const APPLY_FORM_RESUME_CHOICES = ['profile', 'cv', 'file', 'none'] as const;

/**
 * What the apply dialog edits: the note (as the routes take it) and the résumé to send; a file is required
 * when "a file for this job" is chosen (the with-resume route's own message).
 */
export const applyFormSchema = z
  .object({
    note: z.string().trim().max(APPLICATION_NOTE_MAX, applicationMessages.noteTooLong),
    resume: z.enum(APPLY_FORM_RESUME_CHOICES, applicationMessages.resumeChoiceInvalid),
    file: z.custom<ArrayLike<File> | undefined>(),
    /** The answers to the job's screening questions as their controls hold them, in the order asked. */
    answers: z.array(z.string()).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.resume === 'file' && !value.file?.length) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: applicationMessages.resumeFileRequired });
    }
  });
export type ApplyFormValues = z.input<typeof applyFormSchema>;

/** Query of the seeker's paged list ("My applications"): page from 1, pageSize 1..50 (default 10), as GET /jobs. */
export const myApplicationsQuerySchema = jobsQuerySchema.pick({ page: true, pageSize: true });
export type MyApplicationsQuery = z.input<typeof myApplicationsQuerySchema>;

export const applicationsPageSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;

export const applicationsContract = {
  apply: { method: 'POST', path: '/applications', body: applyBodySchema, response: applicationSchema },
  /** Multipart: jobId, note and the file `resume`, sent with this application only (the profile's stays as it is). */
  applyWithResume: {
    method: 'POST',
    path: '/applications/with-resume',
    multipart: true,
    field: 'resume',
    response: applicationSchema,
  },
  /** The seeker withdraws an application that is not rejected; the employer sees it as withdrawn. */
  withdraw: { method: 'PUT', path: '/applications/:id/withdraw', params: idParamsSchema, response: applicationSchema },
  mine: { method: 'GET', path: '/seekers/me/applications', response: z.array(applicationSchema) },
  /** Every application of the seeker, newest first, a page at a time (the full list's `mine` stays as the spec has it). */
  minePage: {
    method: 'GET',
    path: '/seekers/me/applications/page',
    query: myApplicationsQuerySchema,
    response: applicationsPageSchema,
  },
} as const satisfies Record<string, ApiRoute>;

// ---------- the employer's side ----------

/** PUT /applications/:id/status. shortlisted; viewed (= unshortlist); rejected with a non-empty reason. */
export const applicationStatusBodySchema = z.object({
  status: z.enum(['viewed', 'shortlisted', 'rejected'], jobMessages.applicationStatusInvalid),
  rejectionReason: z.string().trim().max(1000, commonMessages.reasonTooLong).nullable().optional(),
});
export type ApplicationStatusBody = z.infer<typeof applicationStatusBodySchema>;

/** An applicant as the employer of the job sees them: the seeker's profile fields, flat like the wire user. */
export const applicantSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  headline: z.string(),
  summary: z.string(),
  linkedinUrl: z.string(),
  contact: z.object({ phone: z.string(), address: z.string() }),
  skills: z.array(z.string()),
  /** The seeker's location: English and Nepali name plus the custom text (for Other). */
  location: z.object({ name_en: z.string(), name_ne: z.string(), customLocation: z.string().nullable() }).nullable(),
  /**
   * The résumé sent with the application, downloaded through the employer's own route for this job (the
   * seeker's résumé otherwise stays private); null when none was sent.
   */
  resumeUrl: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  /** Including the notice period of a current job: what a hiring employer needs to know. */
  experience: z.array(experienceSchema),
  education: z.array(educationSchema),
  /** The seeker's certifications; those the portal verified (a completed training) carry `verified: true`. */
  certifications: z.array(certificationSchema),
  /** The seeker deleted their account: only the application's status and dates remain (shown as such). */
  accountDeleted: z.boolean().optional(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** An application as the employer sees it: with the applicant. */
export const jobApplicationSchema = applicationSchema.extend({
  seeker: applicantSchema,
  /** Set when the application answered screening questions: false when an answer is a knockout answer. */
  meetsRequirements: z.boolean().optional(),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

const applicantFilterText = z.string().trim().max(200, employerMessages.applicantFilterTooLong).optional();

/**
 * Query of the applicant list (GET /jobs/:id/applications/page), every part optional: skills (comma-separated,
 * each must match a skill of the applicant, a known skill in either of its names), city (the seeker's district in
 * either language or a city in it, the custom location or the address), education (degree, field or school),
 * experience (title or company), status, page (from 1). Text matches as the job search's keywords do.
 */
export const applicantsQuerySchema = z.object({
  skills: applicantFilterText,
  city: applicantFilterText,
  education: applicantFilterText,
  experience: applicantFilterText,
  status: z.enum(APPLICATION_STATUSES, employerMessages.applicantStatusFilterInvalid).optional(),
  /** met: no answer is a knockout answer (applications without answers included); unmet: one is. */
  requirements: z.enum(SCREENING_REQUIREMENT_FILTERS, screeningMessages.requirementsFilterInvalid).optional(),
  page: pageQueryField(10_000),
});
export type ApplicantsQuery = z.input<typeof applicantsQuerySchema>;
export type ApplicantsFilter = z.output<typeof applicantsQuerySchema>;

/** A page of a job's applicants: `total` matches the filters, `all` is every application of the job. */
export const applicantsPageSchema = z.object({
  items: z.array(jobApplicationSchema),
  total: z.number().int(),
  all: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicantsPage = z.infer<typeof applicantsPageSchema>;

/** Path params of the employer's view of one applicant of one job. */
export const applicantParamsSchema = z.object({ jobId: z.string(), seekerId: z.string() });

export const applicantsContract = {
  forJob: {
    method: 'GET',
    path: '/jobs/:id/applications',
    params: idParamsSchema,
    response: z.array(jobApplicationSchema),
  },
  /** The job's applicants filtered and paged on the server, oldest application first (the full list stays as the spec has it). */
  forJobPage: {
    method: 'GET',
    path: '/jobs/:id/applications/page',
    params: idParamsSchema,
    query: applicantsQuerySchema,
    response: applicantsPageSchema,
  },
  applicant: {
    method: 'GET',
    path: '/employer/jobs/:jobId/applicants/:seekerId',
    params: applicantParamsSchema,
    response: applicantSchema,
  },
  resume: {
    method: 'GET',
    path: '/employer/jobs/:jobId/applicants/:seekerId/resume',
    params: applicantParamsSchema,
  },
  find: {
    method: 'GET',
    path: '/applications/find',
    query: z.object({ jobId: z.string(), seekerId: z.string() }),
    response: jobApplicationSchema,
  },
  viewed: { method: 'PUT', path: '/applications/:id/viewed', params: idParamsSchema, response: jobApplicationSchema },
  status: {
    method: 'PUT',
    path: '/applications/:id/status',
    params: idParamsSchema,
    body: applicationStatusBodySchema,
    response: jobApplicationSchema,
  },
} as const satisfies Record<string, ApiRoute>;
