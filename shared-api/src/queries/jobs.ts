import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import type { JobsFilter } from '../contract/jobs-constants.ts';
import { jobsContract } from '../contract-refs.ts';

/** How many jobs the home page shows as recent. */
export const RECENT_JOBS = 6;

/**
 * Query keys of the public job endpoints: one key per endpoint, one shape per key family
 * (`list` holds search pages, `recent` a plain list, `detail` one job).
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (filter: JobsFilter) => [...jobKeys.lists(), filter] as const,
  recent: () => [...jobKeys.all, 'recent'] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
};

/** GET /jobs: one search page for the filter (its keys are the wire names). */
export const jobListQuery = (filter: JobsFilter) =>
  queryOptions({
    queryKey: jobKeys.list(filter),
    queryFn: ({ signal }) => call(jobsContract.list, { query: filter, signal }),
  });

/** GET /jobs?sortBy=newest: the newest open jobs as a list (not a search page). */
export const recentJobsQuery = (count = RECENT_JOBS) =>
  queryOptions({
    queryKey: [...jobKeys.recent(), count] as const,
    queryFn: async ({ signal }) =>
      (await call(jobsContract.list, { query: { sortBy: 'newest', pageSize: count }, signal })).items,
  });

/** GET /jobs/:id: one job, the same cache entry for every app (public detail, employer and admin edit). */
export const jobDetailQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => call(jobsContract.get, { params: { id }, signal }),
  });
