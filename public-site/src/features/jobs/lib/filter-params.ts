import { buildQuery, type JobsFilter } from 'shared-api';

// The job search and its URL, without the contract's schemas (the home page links and searches with these);
// reading a URL back by the schemas is filter-from-params.ts.

/**
 * Whether a sort is what the server does anyway: relevance with a keyword, newest without one (relevance without a
 * keyword means nothing, so it counts as the default too). Such a sort is neither kept in the URL nor sent.
 */
export function isDefaultSort(sortBy: JobsFilter['sortBy'], q: string | undefined): boolean {
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
  const lists = [
    filter.jobTypes,
    filter.locationIds,
    filter.experienceLevels,
    filter.educationLevels,
    filter.jobLevels,
    filter.skills,
  ];
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
