import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminJobState, adminContract, call } from 'shared-api';
import { ADMIN_PAGE_SIZE } from 'shared-api/area-constants';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/jobs?state=: one page of the jobs (all of them, or those in one state), newest first. */
export const adminJobsQuery = (adminId: string, state: AdminJobState | undefined, page: number) =>
  queryOptions({
    queryKey: adminKeys(adminId).jobs(state, page),
    queryFn: ({ signal }) => call(adminContract.jobs, { query: { state, page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    enabled: adminId !== '',
    placeholderData: keepPreviousData,
  });

export const useAdminJobs = (page: number, state: AdminJobState | undefined) =>
  useQuery(adminJobsQuery(useAdminId(), state, page));
