import {
  type AdminJobState,
  type AdminTrainingsQuery,
  type ApprovalStatus,
  type EnrolmentsQuery,
  type Role,
  userKeys,
  useSession,
} from 'shared-api';

/**
 * Query keys of the admin area: one key per endpoint, all under the logged-in admin's own scope
 * (`['user', adminId, 'admin', …]`), so the next person on a shared computer never reads these entries.
 * `all` refreshes every admin screen after a change (lists, counts, the audit log).
 */
export const adminKeys = (adminId: string) => {
  const all = [...userKeys(adminId).all, 'admin'] as const;
  return {
    all,
    /** GET /admin/users?role=&approvalStatus=, one page */
    users: (role: Role, approvalStatus: ApprovalStatus | undefined, page: number) =>
      [...all, 'users', role, approvalStatus ?? 'any', page] as const,
    /** GET /admin/seekers/:id */
    seeker: (id: string) => [...all, 'users', 'seeker', id] as const,
    /** GET /admin/employers/pending, one page */
    pendingEmployers: (page: number) => [...all, 'employers', 'pending', page] as const,
    /** GET /admin/employers/approved */
    approvedEmployers: () => [...all, 'employers', 'approved'] as const,
    /** GET /admin/jobs?state=, one page */
    jobs: (state: AdminJobState | undefined, page: number) => [...all, 'jobs', state ?? 'any', page] as const,
    /** GET /jobs/:id/screening-questions (the job form's questions, for an administrator editing the job) */
    screening: (jobId: string) => [...all, 'jobs', 'screening', jobId] as const,
    /** GET /admin/stats */
    stats: () => [...all, 'stats'] as const,
    /** GET /admin/audit-log, every page */
    audit: () => [...all, 'audit'] as const,
    auditPage: (page: number) => [...all, 'audit', page] as const,
    /** GET /admin/message-reports, one page */
    messageReports: (page: number) => [...all, 'message-reports', page] as const,
    /** GET /admin/trainings?q=&status=&page= */
    trainings: (query: AdminTrainingsQuery) => [...all, 'trainings', 'list', query] as const,
    /** GET /admin/trainings/:id, and under it GET /admin/trainings/:id/enrolments?q=&status=&page= */
    training: (id: string) => [...all, 'trainings', id] as const,
    enrolments: (id: string, query: EnrolmentsQuery) => [...all, 'trainings', id, 'enrolments', query] as const,
    /** GET /admin/insights?from=&to=&by= */
    insights: (from: string, to: string, by: string) => [...all, 'insights', from, to, by] as const,
  };
};
export type AdminKeys = ReturnType<typeof adminKeys>;

/** The logged-in admin's id ('' while nobody is logged in: the admin queries then wait). */
export function useAdminId(): string {
  return useSession((state) => state.user?.id ?? '');
}
