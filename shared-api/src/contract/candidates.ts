import { z } from 'zod';
import {
  CANDIDATE_EXPERIENCE_YEARS_MAX,
  CANDIDATE_SALARY_MAX,
  CANDIDATES_PAGE_MAX,
  candidateMessages,
} from './candidates-constants.ts';
import { idParamsSchema, namePairSchema, pageQueryField } from './common.ts';
import { JOB_SEARCH_LIMITS, jobMessages } from './jobs-constants.ts';
import { idList, skillsQueryField } from './jobs-query.ts';
import type { ApiRoute } from './route.ts';

/** A whole number from 0 to `max` in a query ('' = not given). */
const wholeNumberField = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number(message).int(message).min(0, message).max(max, message).optional(),
  );

/** Education-level keys, comma-separated (the profile's degree values). */
const keyList = z
  .string()
  .trim()
  .max(JOB_SEARCH_LIMITS.listText)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(JOB_SEARCH_LIMITS.listItems, jobMessages.filterListTooLong));

/**
 * GET /employer/candidates: q (every word in the candidate's visible text, as the job search matches it: either
 * script, romanized Nepali), skills (ALL of them), locationIds (districts, ANY), educationLevels (keys, ANY),
 * minExperienceYears, maxSalary (expected salary at most this; an unstated one matches), page.
 */
export const candidatesQuerySchema = z.object({
  q: z.string().trim().max(JOB_SEARCH_LIMITS.keyword, jobMessages.searchTooLong).optional(),
  skills: skillsQueryField.optional(),
  locationIds: idList.optional(),
  educationLevels: keyList.optional(),
  minExperienceYears: wholeNumberField(CANDIDATE_EXPERIENCE_YEARS_MAX, candidateMessages.experienceInvalid).optional(),
  maxSalary: wholeNumberField(CANDIDATE_SALARY_MAX, candidateMessages.salaryInvalid).optional(),
  page: pageQueryField(CANDIDATES_PAGE_MAX),
});
/** What a client sends (the numbers as numbers or their text). */
export type CandidatesQuery = {
  q?: string;
  skills?: string;
  locationIds?: string;
  educationLevels?: string;
  minExperienceYears?: number | string;
  maxSalary?: number | string;
  page?: number | string;
};

const locationSchema = namePairSchema.extend({ id: z.string() }).nullable();

/** One candidate in a search: what the decision lets an employer see before any contact (no name beyond initials). */
export const candidateSummarySchema = z.object({
  id: z.string(),
  /** The given name and the family name's initial ("Sita G."). */
  displayName: z.string(),
  headline: z.string(),
  skills: z.array(z.string()),
  location: locationSchema,
  experienceMonths: z.number().int(),
  /** NPR a month; 0 when not stated. */
  expectedSalary: z.number().int(),
  updatedAt: z.string(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

export const candidatesPageSchema = z.object({
  items: z.array(candidateSummarySchema),
  /** The matches, counted up to `CANDIDATES_COUNT_MAX`. */
  total: z.number().int(),
  /** More than `total` seekers match (the count stopped at `CANDIDATES_COUNT_MAX`); pages reach `total`. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CandidatesPage = z.infer<typeof candidatesPageSchema>;

export const invitationStatusSchema = z.enum(['pending', 'applied', 'declined']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** An invitation as its employer sees it on the candidate's page. */
export const sentInvitationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  status: invitationStatusSchema,
  createdAt: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** A candidate's page for an employer: the visible parts; `contact` only once the seeker applied to one of its jobs. */
export const candidateProfileSchema = candidateSummarySchema.extend({
  summary: z.string(),
  experience: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      location: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      present: z.boolean(),
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({
      degree: z.string(),
      customDegree: z.string().nullable(),
      fieldOfStudy: z.string(),
      school: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  contact: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }).nullable(),
  invitations: z.array(sentInvitationSchema),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const inviteBodySchema = z.object({ jobId: z.uuid(candidateMessages.jobNotOpen) });
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** The seeker's choice to be found, and when it was last made (null: never). */
export const candidateVisibilitySchema = z.object({ visible: z.boolean(), changedAt: z.string().nullable() });
export type CandidateVisibility = z.infer<typeof candidateVisibilitySchema>;

export const visibilityBodySchema = z.object({ visible: z.boolean() });

const activityPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A company that opened the seeker's page (one row per company and day). */
export const profileViewSchema = z.object({ employerId: z.string(), companyName: z.string(), viewedAt: z.string() });
export type ProfileView = z.infer<typeof profileViewSchema>;
export const profileViewsPageSchema = activityPage(profileViewSchema);
export type ProfileViewsPage = z.infer<typeof profileViewsPageSchema>;

/** An invitation as the seeker sees it. `jobOpen`: the job still takes applications. */
export const receivedInvitationSchema = sentInvitationSchema.extend({
  companyName: z.string(),
  jobOpen: z.boolean(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;
export const invitationsPageSchema = activityPage(receivedInvitationSchema);
export type InvitationsPage = z.infer<typeof invitationsPageSchema>;

const activityQuerySchema = z.object({ page: pageQueryField(10_000) });

/** Approved, active employers searching candidates who chose to be found, opening their pages and inviting them. */
export const candidatesContract = {
  search: {
    method: 'GET',
    path: '/employer/candidates',
    query: candidatesQuerySchema,
    response: candidatesPageSchema,
  },
  profile: {
    method: 'GET',
    path: '/employer/candidates/:id',
    params: idParamsSchema,
    response: candidateProfileSchema,
  },
  invite: {
    method: 'POST',
    path: '/employer/candidates/:id/invitations',
    params: idParamsSchema,
    body: inviteBodySchema,
    response: sentInvitationSchema,
  },
} as const satisfies Record<string, ApiRoute>;

/** The seeker's side: the choice to be found, who viewed the profile, the invitations received. */
export const candidateSeekerContract = {
  visibility: {
    method: 'GET',
    path: '/seekers/me/visibility',
    response: candidateVisibilitySchema,
  },
  setVisibility: {
    method: 'PUT',
    path: '/seekers/me/visibility',
    body: visibilityBodySchema,
    response: candidateVisibilitySchema,
  },
  profileViews: {
    method: 'GET',
    path: '/seekers/me/profile-views',
    query: activityQuerySchema,
    response: profileViewsPageSchema,
  },
  invitations: {
    method: 'GET',
    path: '/seekers/me/invitations',
    query: activityQuerySchema,
    response: invitationsPageSchema,
  },
  decline: {
    method: 'POST',
    path: '/seekers/me/invitations/:id/decline',
    params: idParamsSchema,
    response: receivedInvitationSchema,
  },
} as const satisfies Record<string, ApiRoute>;
