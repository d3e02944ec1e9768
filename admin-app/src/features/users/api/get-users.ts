import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract, call, type Role } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/users?role=: every account of one role (paged in the browser, spec section 7). */
export const usersQuery = (adminId: string, role: Role) =>
  queryOptions({
    queryKey: adminKeys(adminId).users(role),
    queryFn: ({ signal }) => call(adminContract.users, { query: { role }, signal }),
    enabled: adminId !== '',
  });

export const useUsers = (role: Role) => useQuery(usersQuery(useAdminId(), role));
