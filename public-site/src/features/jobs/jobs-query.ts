import { api, type JobsFilter, jobsPageSchema } from 'shared-api';

export const JOBS_PAGE_SIZE = 10;

export const jobsQueryKey = (filter: JobsFilter) => ['jobs', 'list', filter] as const;

/** GET /jobs with the filter as query (its keys are the wire names). */
export async function fetchJobs(filter: JobsFilter, signal?: AbortSignal) {
  const page = await api('/jobs', { query: filter, schema: jobsPageSchema, signal });
  return page ?? { items: [], total: 0, page: 1, pageSize: filter.pageSize ?? JOBS_PAGE_SIZE };
}
