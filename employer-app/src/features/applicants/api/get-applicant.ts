import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicantsContract, call } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /employer/jobs/:jobId/applicants/:seekerId: the applicant's profile as the job's employer may see it. */
export const getApplicant = (jobId: string, seekerId: string, signal?: AbortSignal) =>
  call(applicantsContract.applicant, { params: { jobId, seekerId }, signal });

export const applicantQuery = (userId: string, jobId: string, seekerId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).applicant(jobId, seekerId),
    queryFn: ({ signal }) => getApplicant(jobId, seekerId, signal),
    enabled: Boolean(userId && jobId && seekerId),
    retry: false,
  });

export const useApplicant = (jobId: string, seekerId: string) => useQuery(applicantQuery(useUserId(), jobId, seekerId));
