import { JOB_SEARCH_LIMITS, JOB_SEARCH_LISTS, JOB_SORTS, JOBS_PAGE_MAX, type JobsFilter } from './jobs-constants.ts';

/**
 * A job search read from its URL without zod, by the rules of GET /jobs' query schema (jobs-query.ts): a page that
 * reads its search before hydrating (/jobs) would otherwise evaluate zod and the schema on every load, for a value
 * the server validates again anyway. A test holds each value's reading equal to the schema's on thousands of inputs.
 */

/** The URL keys a search reads: its criteria, the sort and the page. */
export type JobSearchParam = Exclude<keyof JobsFilter, 'pageSize'>;

/** The same pattern as zod's `z.uuid()`: RFC 9562 versions 1-8 and its variant, and the nil and max ids. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const SORTS: readonly string[] = [...JOB_SORTS, 'relevance'];

/** A comma-separated list's items, trimmed, empty ones dropped. */
const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function idList(raw: string): string[] | undefined {
  const text = raw.trim();
  if (text.length > JOB_SEARCH_LIMITS.listText) return undefined;
  const ids = commaSeparated(text);
  if (ids.length > JOB_SEARCH_LIMITS.listItems || !ids.every((id) => UUID.test(id))) return undefined;
  return ids.length > 0 ? ids : undefined;
}

/** One id; '' and 'all' (no category) say nothing. */
function optionalId(raw: string): string | undefined {
  const id = raw.trim();
  return UUID.test(id) ? id : undefined;
}

function skills(raw: string): string[] | undefined {
  if (raw.length > JOB_SEARCH_LIMITS.listText) return undefined;
  const names = commaSeparated(raw);
  if (names.length > JOB_SEARCH_LIMITS.skills || names.some((name) => name.length > JOB_SEARCH_LIMITS.skillName))
    return undefined;
  return names.length > 0 ? names : undefined;
}

/**
 * One parameter of a search URL as the server would read it, or undefined when the server would refuse it or it
 * says nothing (an empty keyword, an empty list, category 'all'): a bad value drops that criterion, not the search.
 * A list is one comma-joined string (the page's links) or its parameters joined with commas (the filters' GET form).
 */
export function readJobSearchParam<K extends JobSearchParam>(key: K, raw: string): JobsFilter[K] | undefined;
export function readJobSearchParam(key: JobSearchParam, raw: string): JobsFilter[JobSearchParam] | undefined {
  switch (key) {
    case 'q': {
      const q = raw.trim();
      return q && q.length <= JOB_SEARCH_LIMITS.keyword ? q : undefined;
    }
    case 'categoryId':
    case 'industryId':
    case 'salaryRange':
      return optionalId(raw);
    case 'skills':
      return skills(raw);
    case 'sortBy':
      return SORTS.includes(raw) ? (raw as JobsFilter['sortBy']) : undefined;
    case 'page': {
      const page = Number(raw);
      return Number.isSafeInteger(page) && page >= 1 && page <= JOBS_PAGE_MAX ? page : undefined;
    }
    default:
      return JOB_SEARCH_LISTS.has(key) ? idList(raw) : undefined;
  }
}
