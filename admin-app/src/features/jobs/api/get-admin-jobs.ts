import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract, call } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/jobs: every job, open and closed (paged in the browser). */
export const adminJobsQuery = (adminId: string) =>
  queryOptions({
    queryKey: adminKeys(adminId).jobs(),
    queryFn: ({ signal }) => call(adminContract.jobs, { signal }),
    enabled: adminId !== '',
  });

export const useAdminJobs = () => useQuery(adminJobsQuery(useAdminId()));
