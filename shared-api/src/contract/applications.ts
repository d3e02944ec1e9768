import { z } from 'zod';
import { jobStatusSchema, lookupRefSchema } from './jobs.ts';

export const APPLICATION_STATUSES = ['pending', 'viewed', 'shortlisted', 'rejected'] as const;
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
});
export type Application = z.infer<typeof applicationSchema>;

export const applyBodySchema = z.object({ jobId: z.uuid('jobId must be a valid id.') });

export const applicationsContract = {
  apply: { method: 'POST', path: '/applications', body: applyBodySchema, response: applicationSchema },
  mine: { method: 'GET', path: '/seekers/me/applications', response: z.array(applicationSchema) },
} as const;
