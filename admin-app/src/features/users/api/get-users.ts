import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminContract, call, type Role } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/users?role=: one page of the accounts of one role, newest first (paged on the server). */
export const usersQuery = (adminId: string, role: Role, page: number) =>
  queryOptions({
    queryKey: adminKeys(adminId).users(role, page),
    queryFn: ({ signal }) => call(adminContract.users, { query: { role, page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    enabled: adminId !== '',
    placeholderData: keepPreviousData,
  });

export const useUsers = (role: Role, page: number) => useQuery(usersQuery(useAdminId(), role, page));

/** One page of the job seekers / of the employers (for useServerPage). */
export const useSeekersPage = (page: number) => useUsers('job_seeker', page);
export const useEmployersPage = (page: number) => useUsers('employer', page);
