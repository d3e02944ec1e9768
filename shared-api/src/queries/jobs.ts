import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import type { JobsFilter } from '../contract/jobs-constants.ts';
import type { PageLanguage } from '../contract/page-paths.ts';
import { jobsContract, publicJobsContract } from '../contract-refs.ts';

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
  /** The public pages' answers in one language, under the both-language key: what refreshes one refreshes both. */
  localizedList: (filter: JobsFilter, language: PageLanguage) => [...jobKeys.list(filter), language] as const,
  localizedRecent: (count: number, language: PageLanguage) => [...jobKeys.recent(), count, language] as const,
  localizedDetail: (id: string, language: PageLanguage) => [...jobKeys.detail(id), language] as const,
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

/** GET /public/:language/jobs: one search page for the filter, its names in `language` (the public pages). */
export const localizedJobListQuery = (filter: JobsFilter, language: PageLanguage) =>
  queryOptions({
    queryKey: jobKeys.localizedList(filter, language),
    queryFn: ({ signal }) => call(publicJobsContract.list, { params: { language }, query: filter, signal }),
  });

/** GET /public/:language/jobs?sortBy=newest: the newest open jobs, their names in `language` (the home page). */
export const localizedRecentJobsQuery = (language: PageLanguage, count = RECENT_JOBS) =>
  queryOptions({
    queryKey: jobKeys.localizedRecent(count, language),
    queryFn: async ({ signal }) =>
      (
        await call(publicJobsContract.list, {
          params: { language },
          query: { sortBy: 'newest', pageSize: count },
          signal,
        })
      ).items,
  });

/** GET /public/:language/jobs/:id: one job, its names in `language` (the public job page). */
export const localizedJobDetailQuery = (id: string, language: PageLanguage) =>
  queryOptions({
    queryKey: jobKeys.localizedDetail(id, language),
    queryFn: ({ signal }) => call(publicJobsContract.get, { params: { id, language }, signal }),
  });
