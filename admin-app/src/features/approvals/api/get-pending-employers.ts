import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract, call } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/employers/pending: the employers waiting for review (the approvals page and the sidebar badge). */
export const pendingEmployersQuery = (adminId: string) =>
  queryOptions({
    queryKey: adminKeys(adminId).pendingEmployers(),
    queryFn: ({ signal }) => call(adminContract.pendingEmployers, { signal }),
    enabled: adminId !== '',
  });

export const usePendingEmployers = () => useQuery(pendingEmployersQuery(useAdminId()));
