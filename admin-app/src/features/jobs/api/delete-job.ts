import { adminContract, call, jobKeys } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** DELETE /admin/jobs/:id */
export const useDeleteJob = () =>
  useAdminMutation((id: string) => call(adminContract.deleteJob, { params: { id } }), {
    invalidates: (keys) => [keys.all, jobKeys.all],
  });
