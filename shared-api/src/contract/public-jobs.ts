import { z } from 'zod';
import { idParamsSchema, languageParamsSchema } from './common.ts';
import { jobSchema, jobSummarySchema, jobsPageSchema } from './jobs.ts';
import { jobsQuerySchema } from './jobs-query.ts';
import type { ApiRoute } from './route.ts';

// The public jobs list and job as a public page shows them: each lookup name on a job in one language only (the
// English one where the Nepali is empty), so a page's data block carries no name it does not render. The signed-in
// areas keep the both-language answers of `jobsContract` (their forms and lists need both names).

/** A lookup name on a job in one language; `other` marks the list's catch-all entry ("Other - custom"). */
export const jobNameSchema = z.object({ name: z.string(), other: z.literal(true).optional() });
export type JobName = z.infer<typeof jobNameSchema>;

/** A salary band in one language; `negotiable` marks a band whose custom salary text is shown instead. */
export const jobSalaryNameSchema = jobNameSchema.extend({ negotiable: z.literal(true).optional() });

const jobRefSchema = jobNameSchema.extend({ id: z.string(), key: z.string().nullable().optional() });

/** A job's industry: an industry named Other shows both names (spec section 3), so that entry alone carries them. */
export const jobIndustrySchema = jobRefSchema.extend({
  name_en: z.string().optional(),
  name_ne: z.string().optional(),
});

/** A job (`jobSchema`) with its lookup names in one language. */
export const localizedJobSchema = jobSchema.extend({
  category: jobRefSchema.nullable(),
  industry: jobIndustrySchema.nullable(),
  jobType: jobRefSchema.nullable(),
  salaryRange: jobRefSchema.extend({ negotiable: z.literal(true).optional() }).nullable(),
  experienceLevel: jobRefSchema.nullable(),
  educationLevel: jobRefSchema.nullable(),
  location: jobRefSchema.nullable(),
  jobLevel: jobRefSchema.nullable(),
});
export type LocalizedJob = z.infer<typeof localizedJobSchema>;

/** A list item (`jobSummarySchema`) with its lookup names in one language. */
export const localizedJobSummarySchema = jobSummarySchema.extend({
  jobType: jobNameSchema.nullable(),
  jobLevel: jobNameSchema.optional(),
  location: jobNameSchema.nullable(),
  salaryRange: jobSalaryNameSchema.nullable(),
});
export type LocalizedJobSummary = z.infer<typeof localizedJobSummarySchema>;

export const localizedJobsPageSchema = jobsPageSchema.extend({ items: z.array(localizedJobSummarySchema) });
export type LocalizedJobsPage = z.infer<typeof localizedJobsPageSchema>;

export const publicJobsContract = {
  /** GET /public/:language/jobs: `GET /jobs` (same query, same rules) with the names in `language`. */
  list: {
    method: 'GET',
    path: '/public/:language/jobs',
    params: languageParamsSchema,
    query: jobsQuerySchema,
    response: localizedJobsPageSchema,
  },
  /** GET /public/:language/jobs/:id: `GET /jobs/:id` with the names in `language`. */
  get: {
    method: 'GET',
    path: '/public/:language/jobs/:id',
    params: languageParamsSchema.extend(idParamsSchema.shape),
    response: localizedJobSchema,
  },
} as const satisfies Record<string, ApiRoute>;
