import { z } from 'zod';
import { idParamsSchema, languageParamsSchema } from './common.ts';
import { jobSummarySchema, lookupRefSchema } from './jobs.ts';
import { jobIndustrySchema, localizedJobSummarySchema } from './public-jobs.ts';
import type { ApiRoute } from './route.ts';

/** The most listed jobs an employer page shows (newest first); `openJobs` counts them all. */
export const EMPLOYER_PAGE_JOBS_MAX = 50;

/**
 * GET /employers/:id: an approved, active employer's public page. Only the company's public fields (the spec's
 * employer profile: name, description, website, address, logo, industry); never the account's email, documents,
 * approval or activity state. Unknown, unapproved, deactivated and deleted employers are 404.
 */
export const employerPageSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyDescription: z.string(),
  website: z.string(),
  address: z.string(),
  companyLogoUrl: z.string().nullable(),
  industry: lookupRefSchema.nullable(),
  customIndustry: z.string().nullable(),
  /** Listed jobs (open, deadline not passed), newest first, at most EMPLOYER_PAGE_JOBS_MAX. */
  jobs: z.array(jobSummarySchema),
  /** How many listed jobs the employer has. */
  openJobs: z.number().int(),
});
export type EmployerPage = z.infer<typeof employerPageSchema>;

/**
 * The employer page as the public page shows it: its industry and its jobs' lookup names in one language only (the
 * rule of `localizedJobSchema`), so the page's data block carries no name it does not render.
 */
export const localizedEmployerPageSchema = employerPageSchema.extend({
  industry: jobIndustrySchema.nullable(),
  jobs: z.array(localizedJobSummarySchema),
});
export type LocalizedEmployerPage = z.infer<typeof localizedEmployerPageSchema>;

export const employerPageContract = {
  get: { method: 'GET', path: '/employers/:id', params: idParamsSchema, response: employerPageSchema },
  /** GET /public/:language/employers/:id: `get` with the names in `language` (the public page reads this). */
  getLocalized: {
    method: 'GET',
    path: '/public/:language/employers/:id',
    params: languageParamsSchema.extend(idParamsSchema.shape),
    response: localizedEmployerPageSchema,
  },
} as const satisfies Record<string, ApiRoute>;
