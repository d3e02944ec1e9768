import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract, call } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/employers/approved: the employers an admin may post a job for. */
export const approvedEmployersQuery = (adminId: string) =>
  queryOptions({
    queryKey: adminKeys(adminId).approvedEmployers(),
    queryFn: ({ signal }) => call(adminContract.approvedEmployers, { signal }),
    enabled: adminId !== '',
  });

export const useApprovedEmployers = () => useQuery(approvedEmployersQuery(useAdminId()));
