import { buildQuery, type JobsFilter, jobsQuerySchema } from 'shared-api';

/** The URL keys of a search besides sortBy and page (the API's wire names). */
const CRITERIA = [
  'q',
  'categoryId',
  'industryId',
  'salaryRange',
  'jobTypes',
  'locationIds',
  'experienceLevels',
  'educationLevels',
  'skills',
] as const satisfies readonly (keyof JobsFilter)[];

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Reads the job search from the page's query string by the contract's own query schema (the rules the server
 * applies), one parameter at a time: a value the server would refuse (a malformed id, an over-long keyword) is
 * dropped instead of failing the whole search. The URL uses the API's wire names (q, categoryId, industryId,
 * jobTypes, locationIds, experienceLevels, educationLevels, salaryRange, skills, sortBy, page), so a shared link
 * and the API call say the same thing; categoryId 'all' means no category.
 */
export function filterFromParams(params: URLSearchParams): JobsFilter {
  const filter: Record<string, unknown> = {};
  for (const key of CRITERIA) {
    const raw = params.get(key);
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

/**
 * Whether a sort is what the server does anyway: relevance with a keyword, newest without one (relevance without a
 * keyword means nothing, so it counts as the default too). Such a sort is neither kept in the URL nor sent.
 */
function isDefaultSort(sortBy: JobsFilter['sortBy'], q: string | undefined): boolean {
  return sortBy === undefined || sortBy === 'relevance' || (sortBy === 'newest' && !q?.trim());
}

/**
 * The query string of a search: empty values skipped, lists comma-joined, defaults (the server's default sort,
 * page 1) left out, so a keyword search without a chosen sort is ordered by relevance.
 */
export function filterToSearch(filter: JobsFilter): string {
  const { sortBy, page, pageSize: _pageSize, ...rest } = filter;
  return buildQuery({
    ...rest,
    sortBy: isDefaultSort(sortBy, rest.q) ? undefined : sortBy,
    page: page && page > 1 ? page : undefined,
  });
}

/** A stable key of the search criteria without the page (a change of criteria starts again at page 1). */
export function criteriaKey(filter: JobsFilter): string {
  return filterToSearch({ ...filter, page: undefined });
}

/**
 * How many filters a search has (the "Filters (n)" button): one per chosen item of a list (job types, locations,
 * levels, skills), one each for a category, industry and salary band. The keyword and the sort are not filters
 * (the keyword box and the sort sit outside the count).
 */
export function activeFilterCount(filter: JobsFilter): number {
  const lists = [filter.jobTypes, filter.locationIds, filter.experienceLevels, filter.educationLevels, filter.skills];
  const singles = [filter.categoryId, filter.industryId, filter.salaryRange];
  return lists.reduce((sum, list) => sum + (list?.length ?? 0), 0) + singles.filter((value) => Boolean(value)).length;
}

/** The search without its filters: the keyword and a chosen sort stay (what "Clear" leaves). */
export function withoutFilters(filter: JobsFilter): JobsFilter {
  const kept: JobsFilter = {};
  if (filter.q) kept.q = filter.q;
  if (filter.sortBy) kept.sortBy = filter.sortBy;
  return kept;
}
