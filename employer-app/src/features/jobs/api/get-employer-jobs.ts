import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /employer/jobs: the employer's own jobs (open and closed, newest first, with application counts). */
export const getEmployerJobs = (signal?: AbortSignal) => call(employerContract.myJobs, { signal });

export const employerJobsQuery = (userId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).jobs(),
    queryFn: ({ signal }) => getEmployerJobs(signal),
    enabled: Boolean(userId),
  });

export const useEmployerJobs = () => useQuery(employerJobsQuery(useUserId()));
