import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE_DEFAULT, type JobsFilter, jobListQuery } from 'shared-api';

/** GET /jobs for the search in the URL: the shared search query at the page size the pager shows. */
export const jobSearchQuery = (filter: JobsFilter) =>
  queryOptions({
    ...jobListQuery({ ...filter, pageSize: JOBS_PAGE_SIZE_DEFAULT }),
    // The current results stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useJobSearch(filter: JobsFilter) {
  return useQuery(jobSearchQuery(filter));
}
