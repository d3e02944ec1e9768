import { buildQuery, JOB_SORTS, type JobsFilter } from 'shared-api';

const SINGLE_KEYS = ['q', 'categoryId', 'industryId', 'salaryRange'] as const;
const LIST_KEYS = ['jobTypes', 'locationIds', 'experienceLevels', 'educationLevels', 'skills'] as const;

function list(params: URLSearchParams, key: string): string[] | undefined {
  const raw = params.get(key);
  if (!raw) return undefined;
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/**
 * Reads the job search from the page's query string. The URL uses the API's wire names
 * (q, categoryId, industryId, jobTypes, locationIds, experienceLevels, educationLevels,
 * salaryRange, skills, sortBy, page), so a shared link and the API call say the same thing.
 */
export function filterFromParams(params: URLSearchParams): JobsFilter {
  const filter: JobsFilter = {};
  for (const key of SINGLE_KEYS) {
    const value = params.get(key)?.trim();
    if (value && !(key === 'categoryId' && value === 'all')) filter[key] = value;
  }
  for (const key of LIST_KEYS) {
    const value = list(params, key);
    if (value) filter[key] = value;
  }
  const sortBy = params.get('sortBy');
  filter.sortBy = JOB_SORTS.find((sort) => sort === sortBy) ?? 'newest';
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filter.page = page;
  return filter;
}

/** The query string of a search: empty values skipped, lists comma-joined, defaults (newest, page 1) left out. */
export function filterToSearch(filter: JobsFilter): string {
  const { sortBy, page, pageSize: _pageSize, ...rest } = filter;
  return buildQuery({
    ...rest,
    sortBy: sortBy === 'oldest' ? 'oldest' : undefined,
    page: page && page > 1 ? page : undefined,
  });
}

/** A stable key of the search criteria without the page (a change of criteria starts again at page 1). */
export function criteriaKey(filter: JobsFilter): string {
  return filterToSearch({ ...filter, page: undefined });
}
