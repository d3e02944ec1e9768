import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminMessageReportsContract, call } from 'shared-api';
import { REPORTED_MESSAGES_PAGE_SIZE } from 'shared-api/area-constants';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/message-reports: one page of the open reports of messages, newest first (paged on the server). */
export const messageReportsQuery = (adminId: string, page: number) =>
  queryOptions({
    queryKey: adminKeys(adminId).messageReports(page),
    queryFn: ({ signal }) =>
      call(adminMessageReportsContract.list, {
        query: { page, pageSize: REPORTED_MESSAGES_PAGE_SIZE },
        signal,
      }),
    enabled: adminId !== '',
    placeholderData: keepPreviousData,
  });

export const useMessageReports = (page = 1) => useQuery(messageReportsQuery(useAdminId(), page));
