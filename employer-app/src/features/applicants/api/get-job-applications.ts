import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicantsContract, call } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /jobs/:id/applications: the applications of one of the employer's jobs, each with the applicant's profile. */
export const getJobApplications = (jobId: string, signal?: AbortSignal) =>
  call(applicantsContract.forJob, { params: { id: jobId }, signal });

export const jobApplicationsQuery = (userId: string, jobId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).applications(jobId),
    queryFn: ({ signal }) => getJobApplications(jobId, signal),
    enabled: Boolean(userId && jobId),
    retry: false,
  });

export const useJobApplications = (jobId: string) => useQuery(jobApplicationsQuery(useUserId(), jobId));
