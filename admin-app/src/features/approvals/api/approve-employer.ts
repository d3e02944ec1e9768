import { adminContract, call } from 'shared-api';
import { useAdminMutation } from '../../shared/api/use-admin-mutation.ts';

/** PUT /admin/employers/:id/approve */
export const useApproveEmployer = () =>
  useAdminMutation((id: string) => call(adminContract.approve, { params: { id } }));
