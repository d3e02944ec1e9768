import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApprovalStatus, adminContract, call, type Role } from 'shared-api';
import { ADMIN_PAGE_SIZE } from 'shared-api/area-constants';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/users?role=&approvalStatus=: one page of the accounts of one role, newest first. */
export const usersQuery = (adminId: string, role: Role, approvalStatus: ApprovalStatus | undefined, page: number) =>
  queryOptions({
    queryKey: adminKeys(adminId).users(role, approvalStatus, page),
    queryFn: ({ signal }) =>
      call(adminContract.users, { query: { role, approvalStatus, page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    enabled: adminId !== '',
    placeholderData: keepPreviousData,
  });

/** One page of the job seekers / of the employers, those of one approval status if given (for useServerPage). */
export const useSeekersPage = (page: number) => useQuery(usersQuery(useAdminId(), 'job_seeker', undefined, page));
export const useEmployersPage = (page: number, approvalStatus: ApprovalStatus | undefined) =>
  useQuery(usersQuery(useAdminId(), 'employer', approvalStatus, page));
