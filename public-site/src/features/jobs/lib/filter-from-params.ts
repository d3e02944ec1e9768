import { JOB_SEARCH_CRITERIA, JOB_SEARCH_LISTS, type JobsFilter } from 'shared-api';
import { jobsQuerySchema } from 'shared-api/schemas/jobs-query';
import { isDefaultSort } from './filter-params.ts';

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Reads the job search from the page's query string by the contract's own query schema (the rules the server
 * applies), one parameter at a time: a value the server would refuse (a malformed id, an over-long keyword) is
 * dropped instead of failing the whole search. The URL uses the API's wire names (q, categoryId, industryId,
 * jobTypes, locationIds, experienceLevels, educationLevels, jobLevels, salaryRange, skills, sortBy, page), so a shared link
 * and the API call say the same thing; categoryId 'all' means no category.
 */
export function filterFromParams(params: URLSearchParams): JobsFilter {
  const filter: Record<string, unknown> = {};
  for (const key of JOB_SEARCH_CRITERIA) {
    // A list may come comma-joined (the page's links) or as one parameter per item (the filters' GET form).
    const raw = JOB_SEARCH_LISTS.has(key) ? params.getAll(key).join(',') || null : params.get(key);
    if (raw === null) continue;
    const parsed = jobsQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && !isEmpty(parsed.data)) filter[key] = parsed.data;
  }
  // A sort the visitor chose; none leaves the server's default (relevance with a keyword, else newest first).
  const sortBy = jobsQuerySchema.shape.sortBy.safeParse(params.get('sortBy') ?? undefined);
  if (sortBy.success && sortBy.data && !isDefaultSort(sortBy.data, filter.q as string | undefined)) {
    filter.sortBy = sortBy.data;
  }
  const page = jobsQuerySchema.shape.page.safeParse(params.get('page') ?? undefined);
  if (page.success && page.data > 1) filter.page = page.data;
  return filter as JobsFilter;
}
