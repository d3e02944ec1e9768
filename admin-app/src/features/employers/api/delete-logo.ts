import { adminContract, call, jobKeys } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** DELETE /admin/employers/:id/logo */
export const useDeleteLogo = () =>
  useAdminMutation((id: string) => call(adminContract.deleteLogo, { params: { id } }), {
    invalidates: (keys) => [keys.all, jobKeys.all],
  });
