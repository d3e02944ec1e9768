import { z } from 'zod';
import { pageQueryField } from './common.ts';
import { commonMessages } from './common-constants.ts';
import {
  JOB_SEARCH_LIMITS,
  JOB_SORTS,
  JOBS_PAGE_MAX,
  JOBS_PAGE_SIZE_DEFAULT,
  JOBS_PAGE_SIZE_MAX,
  jobMessages,
} from './jobs-constants.ts';

// The query of GET /jobs on its own, so a page that reads a search from its URL (public-site's /jobs) builds these
// few schemas and not the whole contract (shared-api/schemas/jobs-query).

/** A comma-separated list's items, trimmed, empty ones dropped. */
const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Comma-separated ids (each a uuid; at most JOB_SEARCH_LIMITS.listItems). */
export const idList = z
  .string()
  .trim()
  .max(JOB_SEARCH_LIMITS.listText)
  .transform(commaSeparated)
  .pipe(
    z.array(z.uuid(jobMessages.filterListIdInvalid)).max(JOB_SEARCH_LIMITS.listItems, jobMessages.filterListTooLong),
  );

const optionalId = z
  .string()
  .trim()
  .transform((value) => (value === '' || value === 'all' ? undefined : value))
  .pipe(z.uuid(jobMessages.filterIdInvalid).optional());

/** Skill names in a query, comma-separated (at most 30 of at most 80 characters each). */
export const skillsQueryField = z
  .string()
  .max(JOB_SEARCH_LIMITS.listText)
  .transform(commaSeparated)
  .pipe(
    z
      .array(z.string().max(JOB_SEARCH_LIMITS.skillName, commonMessages.skillTooLong))
      .max(JOB_SEARCH_LIMITS.skills, jobMessages.tooManySkillFilters),
  );

/**
 * Query of GET /jobs. Wire names (spec section 7 leaves them open):
 * q, categoryId ('all' = none), industryId, jobTypes, locationIds, experienceLevels,
 * educationLevels, jobLevels (comma-separated ids), salaryRange (id), skills (comma-separated names),
 * sortBy (newest|oldest|relevance; unset = relevance with q, else newest), page (from 1), pageSize (1..50, default 10).
 * Semantics (server/README.md): lists match ANY of their ids; skills match when the job has ALL of them
 * (case-insensitive); q requires every word as a substring of title, description, company name or skills
 * (case-insensitive, Unicode NFC). Only open jobs whose deadline (Asia/Kathmandu, inclusive) has not passed.
 */
export const jobsQuerySchema = z.object({
  q: z.string().trim().max(JOB_SEARCH_LIMITS.keyword, jobMessages.searchTooLong).optional(),
  categoryId: optionalId.optional(),
  industryId: optionalId.optional(),
  jobTypes: idList.optional(),
  locationIds: idList.optional(),
  experienceLevels: idList.optional(),
  educationLevels: idList.optional(),
  jobLevels: idList.optional(),
  salaryRange: optionalId.optional(),
  skills: skillsQueryField.optional(),
  /** Unset: by relevance when `q` is given, else newest. */
  sortBy: z.enum([...JOB_SORTS, 'relevance'], jobMessages.sortInvalid).optional(),
  page: pageQueryField(JOBS_PAGE_MAX, jobMessages.pageTooHigh),
  pageSize: z.coerce
    .number(commonMessages.pageSizeInvalid)
    .int(commonMessages.pageSizeInvalid)
    .min(1, jobMessages.pageSizeTooSmall)
    .max(JOBS_PAGE_SIZE_MAX, jobMessages.pageSizeTooBig)
    .default(JOBS_PAGE_SIZE_DEFAULT),
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;
