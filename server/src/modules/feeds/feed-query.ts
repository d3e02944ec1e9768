import { JOB_SEARCH_CRITERIA, JOB_SEARCH_LISTS, jobsQuerySchema } from 'shared-api/contract';
import { validationError } from '../../errors.ts';
import type { ListJobsQuery } from '../jobs/job-conditions.ts';

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * A feed's search from its query string, by the list's own schema and messages (GET /api/jobs): a bad value is a
 * 400 like the list's. A list criterion may come comma-joined or one parameter per item, as on the /jobs page.
 * The feed always lists the newest jobs first, from the first page; sortBy, page and pageSize are checked like the
 * list's and otherwise ignored.
 */
export function feedQuery(raw: RawQuery): ListJobsQuery {
  const input = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      Array.isArray(value) && JOB_SEARCH_LISTS.has(key) ? value.join(',') : value,
    ]),
  );
  const parsed = jobsQuerySchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues[0], 'querystring');
  return parsed.data;
}

/**
 * The query string of the feed of a /jobs page (`search`: the page's own query): its criteria in the order the
 * page's links write them, each value as the page reads it (an invalid one left out, as the page leaves it out of
 * its search), lists comma-joined; sort and page dropped. Empty for the unfiltered list.
 */
export function feedSearchOf(search: string): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const key of JOB_SEARCH_CRITERIA) {
    const raw = JOB_SEARCH_LISTS.has(key) ? params.getAll(key).join(',') || null : params.get(key);
    if (raw === null) continue;
    const parsed = jobsQuerySchema.shape[key].safeParse(raw);
    if (!parsed.success || parsed.data === undefined) continue;
    const value = Array.isArray(parsed.data) ? parsed.data.join(',') : parsed.data;
    if (value !== '') out.set(key, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}
