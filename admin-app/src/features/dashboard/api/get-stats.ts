import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract, call } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/stats: the dashboard's counts. */
export const statsQuery = (adminId: string) =>
  queryOptions({
    queryKey: adminKeys(adminId).stats(),
    queryFn: ({ signal }) => call(adminContract.stats, { signal }),
    enabled: adminId !== '',
  });

export const useStats = () => useQuery(statsQuery(useAdminId()));
