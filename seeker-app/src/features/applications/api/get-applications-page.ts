import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsContract, call } from 'shared-api';
import { seekerKeys } from '../../../lib/query-keys.ts';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** Applications shown on a page of "My applications". */
export const MY_APPLICATIONS_PAGE_SIZE = 10;

/**
 * One page of GET /seekers/me/applications/page, keyed under the seeker's applications, so whatever refreshes
 * those (a new application) refreshes the pages too.
 */
export const applicationsPageQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: seekerKeys(userId).applicationsPage(page),
    queryFn: ({ signal }) =>
      call(applicationsContract.minePage, { query: { page, pageSize: MY_APPLICATIONS_PAGE_SIZE }, signal }),
  });

export function useApplicationsPage(page: number) {
  const userId = useSeekerId();
  return useQuery({
    ...applicationsPageQuery(userId, page),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}
