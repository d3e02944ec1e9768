import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminContract, call } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/jobs: one page of every job, open and closed, newest first (paged on the server). */
export const adminJobsQuery = (adminId: string, page: number) =>
  queryOptions({
    queryKey: adminKeys(adminId).jobs(page),
    queryFn: ({ signal }) => call(adminContract.jobs, { query: { page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    enabled: adminId !== '',
    placeholderData: keepPreviousData,
  });

export const useAdminJobs = (page: number) => useQuery(adminJobsQuery(useAdminId(), page));
