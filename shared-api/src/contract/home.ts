import { z } from 'zod';
import type { ApiRoute } from './route.ts';

/** A lookup item (category or district) with how many listed jobs GET /jobs finds for it. */
export const homeTileSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_ne: z.string(),
  /** Open jobs whose deadline has not passed: exactly GET /jobs?categoryId=<id> (or ?locationIds=<id>)'s total. */
  count: z.number().int(),
});
export type HomeTile = z.infer<typeof homeTileSchema>;

/** An approved, active employer with listed jobs, for the home page's strip (links to /employers/{id}). */
export const homeEmployerSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  openJobs: z.number().int(),
});
export type HomeEmployer = z.infer<typeof homeEmployerSchema>;

/**
 * GET /home/summary: the home page's tiles and employer strip in one answer. Categories and districts with at
 * least one listed job, most jobs first; at most HOME_EMPLOYERS_MAX employers, most open jobs first.
 */
export const homeSummarySchema = z.object({
  categories: z.array(homeTileSchema),
  locations: z.array(homeTileSchema),
  employers: z.array(homeEmployerSchema),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

export const HOME_EMPLOYERS_MAX = 12;

export const homeContract = {
  summary: { method: 'GET', path: '/home/summary', response: homeSummarySchema },
} as const satisfies Record<string, ApiRoute>;
