import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicantsContract, call } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /applications/find: one seeker's application to one of the employer's jobs. */
export const getApplication = (jobId: string, seekerId: string, signal?: AbortSignal) =>
  call(applicantsContract.find, { query: { jobId, seekerId }, signal });

export const applicationQuery = (userId: string, jobId: string, seekerId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).application(jobId, seekerId),
    queryFn: ({ signal }) => getApplication(jobId, seekerId, signal),
    enabled: Boolean(userId && jobId && seekerId),
    retry: false,
  });

export const useApplication = (jobId: string, seekerId: string) =>
  useQuery(applicationQuery(useUserId(), jobId, seekerId));
