import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract, call } from 'shared-api';
import { APPROVALS_PAGE_SIZE } from 'shared-api/area-constants';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/**
 * GET /admin/employers/pending: one page of the employers waiting for review, oldest first (the approvals page;
 * the sidebar badge reads the total of the first page).
 */
export const pendingEmployersQuery = (adminId: string, page: number) =>
  queryOptions({
    queryKey: adminKeys(adminId).pendingEmployers(page),
    queryFn: ({ signal }) =>
      call(adminContract.pendingEmployers, { query: { page, pageSize: APPROVALS_PAGE_SIZE }, signal }),
    enabled: adminId !== '',
    placeholderData: keepPreviousData,
  });

export const usePendingEmployers = (page = 1) => useQuery(pendingEmployersQuery(useAdminId(), page));
