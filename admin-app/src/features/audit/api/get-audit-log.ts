import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract, call } from 'shared-api';
import { AUDIT_PAGE_SIZE } from 'shared-api/area-constants';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/audit-log: one page of the log, newest first (paged on the server). */
export const auditLogQuery = (adminId: string, page: number) =>
  queryOptions({
    queryKey: adminKeys(adminId).auditPage(page),
    queryFn: ({ signal }) => call(adminContract.auditLog, { query: { page, pageSize: AUDIT_PAGE_SIZE }, signal }),
    enabled: adminId !== '',
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number) => useQuery(auditLogQuery(useAdminId(), page));
