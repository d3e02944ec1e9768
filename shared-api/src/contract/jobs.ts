import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import { JOB_STATUSES } from './jobs-constants.ts';
import { jobsQuerySchema } from './jobs-query.ts';
import type { ApiRoute } from './route.ts';

/** A lookup item as embedded in a job: enough to show it in either language. */
export const lookupRefSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_ne: z.string(),
  key: z.string().nullable().optional(),
});
export type LookupRef = z.infer<typeof lookupRefSchema>;

export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobEmployerSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
});

/** A job as the server sends it (spec section 3, Job). */
export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: jobStatusSchema,
  /** When the job was posted (its createdAt). */
  postedAt: z.string(),
  updatedAt: z.string(),
  employerId: z.string(),
  employer: jobEmployerSchema,
  categoryId: z.string().nullable(),
  industryId: z.string().nullable(),
  jobTypeId: z.string().nullable(),
  salaryRangeId: z.string().nullable(),
  experienceLevelId: z.string().nullable(),
  educationLevelId: z.string().nullable(),
  locationId: z.string().nullable(),
  jobLevelId: z.string().nullable(),
  category: lookupRefSchema.nullable(),
  industry: lookupRefSchema.nullable(),
  jobType: lookupRefSchema.nullable(),
  salaryRange: lookupRefSchema.nullable(),
  experienceLevel: lookupRefSchema.nullable(),
  educationLevel: lookupRefSchema.nullable(),
  location: lookupRefSchema.nullable(),
  jobLevel: lookupRefSchema.nullable(),
  /** How many people are hired for this post; null when not stated. */
  vacancies: z.number().int().nullable(),
  /** The offered monthly salary in NPR (beside the band): a range, one amount (min = max), or one open end. */
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  /** Who to contact and how to apply besides the portal's Apply (an address, documents to bring…). */
  contactPerson: z.string().nullable(),
  howToApply: z.string().nullable(),
  benefits: z.string().nullable(),
  duration: z.string().nullable(),
  customCategory: z.string().nullable(),
  customIndustry: z.string().nullable(),
  customLocation: z.string().nullable(),
  customSalary: z.string().nullable(),
  skills: z.array(z.string()),
  /** yyyy-MM-dd, the last day applications are taken; null when open-ended. */
  applicationDeadline: z.string().nullable(),
  /** True when the deadline has passed (the job then takes no applications and is not listed publicly). */
  isExpired: z.boolean(),
  attachmentUrl: z.string().nullable(),
  attachmentFileName: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export { type JobsQuery, jobsQuerySchema } from './jobs-query.ts';

/** A lookup item as a card shows it: both names, no id. */
const cardNameSchema = lookupRefSchema.pick({ name_en: true, name_ne: true });

/**
 * A job as GET /jobs lists it: what a job card shows and nothing more (the detail call has the whole job), so a
 * page of 10 stays under 8 KB. `excerpt` is the start of the description, whitespace collapsed, cut at a word
 * boundary (≤ JOB_EXCERPT_MAX characters, ≤ JOB_EXCERPT_MAX_BYTES bytes). The custom texts are left out when there are none.
 */
export const jobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  postedAt: z.string(),
  /** id (the /employers/{id} link), name and logo URL (null without a logo). */
  employer: jobEmployerSchema,
  /** yyyy-MM-dd, the last day applications are taken (the card's "3 days left"); null when open-ended. */
  applicationDeadline: z.string().nullable(),
  jobType: cardNameSchema.nullable(),
  /** Left out when the job states none. */
  jobLevel: cardNameSchema.optional(),
  location: cardNameSchema.nullable(),
  customLocation: z.string().optional(),
  /** The key tells a negotiable band (whose custom text is shown instead). */
  salaryRange: lookupRefSchema.pick({ name_en: true, name_ne: true, key: true }).nullable(),
  customSalary: z.string().optional(),
  /** The offered salary's ends and the number of vacancies, left out when not stated. */
  salaryMin: z.number().int().optional(),
  salaryMax: z.number().int().optional(),
  vacancies: z.number().int().optional(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobsPageSchema = z.object({
  items: z.array(jobSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Only with a keyword that found nothing: a close spelling of it that finds jobs ("Did you mean …"). */
  didYouMean: z.string().optional(),
});
export type JobsPage = z.infer<typeof jobsPageSchema>;

export const jobsContract = {
  list: { method: 'GET', path: '/jobs', query: jobsQuerySchema, response: jobsPageSchema },
  get: { method: 'GET', path: '/jobs/:id', params: idParamsSchema, response: jobSchema },
  save: { method: 'POST', path: '/jobs/:id/save', params: idParamsSchema },
  unsave: { method: 'DELETE', path: '/jobs/:id/save', params: idParamsSchema },
  savedJobs: { method: 'GET', path: '/seekers/me/saved-jobs', response: z.array(jobSchema) },
} as const satisfies Record<string, ApiRoute>;
