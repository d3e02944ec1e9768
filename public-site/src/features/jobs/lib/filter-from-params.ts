import { JOB_SEARCH_CRITERIA, JOB_SEARCH_LISTS, type JobsFilter, readJobSearchParam } from 'shared-api';
import { isDefaultSort } from './filter-params.ts';

/**
 * Reads the job search from the page's query string by the rules of the contract's query schema (shared-api's
 * zod-free `readJobSearchParam`, held equal to the schema by its test, so /jobs hydrates without evaluating zod), one
 * parameter at a time: a value the server would refuse (a malformed id, an over-long keyword) is dropped instead of
 * failing the whole search. The URL uses the API's wire names (q, categoryId, industryId, jobTypes, locationIds,
 * experienceLevels, educationLevels, jobLevels, salaryRange, skills, sortBy, page), so a shared link and the API call
 * say the same thing; categoryId 'all' means no category.
 */
export function filterFromParams(params: URLSearchParams): JobsFilter {
  const filter: Record<string, unknown> = {};
  for (const key of JOB_SEARCH_CRITERIA) {
    // A list may come comma-joined (the page's links) or as one parameter per item (the filters' GET form).
    const raw = JOB_SEARCH_LISTS.has(key) ? params.getAll(key).join(',') || null : params.get(key);
    const value = raw === null ? undefined : readJobSearchParam(key, raw);
    if (value !== undefined) filter[key] = value;
  }
  // A sort the visitor chose; none leaves the server's default (relevance with a keyword, else newest first).
  const sortParam = params.get('sortBy');
  const sortBy = sortParam === null ? undefined : readJobSearchParam('sortBy', sortParam);
  if (sortBy && !isDefaultSort(sortBy, filter.q as string | undefined)) filter.sortBy = sortBy;
  const pageParam = params.get('page');
  const page = pageParam === null ? undefined : readJobSearchParam('page', pageParam);
  if (page !== undefined && page > 1) filter.page = page;
  return filter as JobsFilter;
}
