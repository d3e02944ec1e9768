import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import { jobSummarySchema, lookupRefSchema } from './jobs.ts';
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

export const employerPageContract = {
  get: { method: 'GET', path: '/employers/:id', params: idParamsSchema, response: employerPageSchema },
} as const satisfies Record<string, ApiRoute>;
