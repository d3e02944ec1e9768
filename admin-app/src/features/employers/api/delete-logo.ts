import { adminContract, call, jobKeys } from 'shared-api';
import { useAdminMutation } from '../../shared/api/use-admin-mutation.ts';

/** DELETE /admin/employers/:id/logo */
export const useDeleteLogo = () =>
  useAdminMutation(
    (id: string) => call(adminContract.deleteLogo, { params: { id } }),
    (keys) => [keys.all, jobKeys.all],
  );
