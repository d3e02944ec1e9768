import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract, call } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/seekers/:id: one job seeker's whole profile. */
export const seekerQuery = (adminId: string, id: string) =>
  queryOptions({
    queryKey: adminKeys(adminId).seeker(id),
    queryFn: ({ signal }) => call(adminContract.seeker, { params: { id }, signal }),
    enabled: adminId !== '' && id !== '',
  });

export const useSeeker = (id: string) => useQuery(seekerQuery(useAdminId(), id));
