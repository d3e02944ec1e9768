import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicantsQuery, applicantsContract, call } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useUserId } from '../../../lib/use-user-id.ts';
import { type ApplicantSearch, searchToQuery } from '../lib/applicant-search.ts';

/** GET /jobs/:id/applications/page: a page of one of the employer's jobs' applications, filtered on the server. */
export const getJobApplications = (jobId: string, query: ApplicantsQuery, signal?: AbortSignal) =>
  call(applicantsContract.forJobPage, { params: { id: jobId }, query, signal });

export const jobApplicationsQuery = (userId: string, jobId: string, search: ApplicantSearch) => {
  const query = searchToQuery(search);
  return queryOptions({
    queryKey: employerKeys(userId).applications(jobId, JSON.stringify(query)),
    queryFn: ({ signal }) => getJobApplications(jobId, query, signal),
    enabled: Boolean(userId && jobId),
    retry: false,
    // The page on screen stays while the next filter's answer comes.
    placeholderData: keepPreviousData,
  });
};

export const useJobApplications = (jobId: string, search: ApplicantSearch) =>
  useQuery(jobApplicationsQuery(useUserId(), jobId, search));
