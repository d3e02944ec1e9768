import { adminContract, call } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** PUT /admin/users/:id/status: activate or deactivate an account. */
export const useUpdateUserStatus = () =>
  useAdminMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    call(adminContract.userStatus, { params: { id }, body: { isActive } }),
  );
