import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE_DEFAULT, type JobsFilter, localizedJobListQuery, type PageLanguage } from 'shared-api';
import { useLanguage } from 'shared-ui';

/** GET /public/:language/jobs for the search in the URL, at the page size the pager shows, in the page's language. */
export const jobSearchQuery = (filter: JobsFilter, language: PageLanguage) =>
  queryOptions({
    ...localizedJobListQuery({ ...filter, pageSize: JOBS_PAGE_SIZE_DEFAULT }, language),
    // The current results stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useJobSearch(filter: JobsFilter) {
  return useQuery(jobSearchQuery(filter, useLanguage()));
}
