import { adminContract, call, jobKeys } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** DELETE /admin/users/:id: an employer's jobs go with the account, so the job lists refresh too. */
export const useDeleteUser = () =>
  useAdminMutation((id: string) => call(adminContract.deleteUser, { params: { id } }), {
    invalidates: (keys) => [keys.all, jobKeys.all],
  });
