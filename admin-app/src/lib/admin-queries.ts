import { useQuery } from '@tanstack/react-query';
import { adminContract, api, type Role, type WireUser } from 'shared-api';

/** Query keys of the admin area, so a change can refresh every screen that shows it. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (role: Role) => ['admin', 'users', role] as const,
  pending: ['admin', 'employers', 'pending'] as const,
  approved: ['admin', 'employers', 'approved'] as const,
  jobs: ['admin', 'jobs'] as const,
  stats: ['admin', 'stats'] as const,
  auditAll: ['admin', 'audit'] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};

export function useAdminUsers(role: Role) {
  return useQuery({
    queryKey: adminKeys.users(role),
    queryFn: async ({ signal }) =>
      (await api(adminContract.users.path, { query: { role }, schema: adminContract.users.response, signal })) ?? [],
  });
}

export function usePendingEmployers() {
  return useQuery({
    queryKey: adminKeys.pending,
    queryFn: async ({ signal }): Promise<WireUser[]> =>
      (await api(adminContract.pendingEmployers.path, { schema: adminContract.pendingEmployers.response, signal })) ??
      [],
  });
}

export function useApprovedEmployers() {
  return useQuery({
    queryKey: adminKeys.approved,
    queryFn: async ({ signal }): Promise<WireUser[]> =>
      (await api(adminContract.approvedEmployers.path, { schema: adminContract.approvedEmployers.response, signal })) ??
      [],
  });
}

/** `/admin/users/:id/status` with the id filled in. */
export const withId = (path: string, id: string, docId?: string) =>
  path.replace(':id', encodeURIComponent(id)).replace(':docId', encodeURIComponent(docId ?? ''));
