import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import type { ApiRoute } from './route.ts';

export const lookupItemSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_ne: z.string(),
  /** job-types, experience-levels, education-levels, salary-ranges, job-levels */
  key: z.string().nullable().optional(),
  /** salary-ranges, NPR per month */
  min: z.number().int().nullable().optional(),
  max: z.number().int().nullable().optional(),
  /** every list but categories and skills */
  order: z.number().int().nullable().optional(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

export const lookupListResponseSchema = z.array(lookupItemSchema);

/** Public files (job attachments, company logos); resumes and documents have their own protected routes. */
export const filesContract = {
  file: { method: 'GET', path: '/files/:id', params: idParamsSchema },
} as const satisfies Record<string, ApiRoute>;
