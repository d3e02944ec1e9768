import { adminContract, call } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** PUT /admin/employers/:id/approve */
export const useApproveEmployer = () =>
  useAdminMutation((id: string) => call(adminContract.approve, { params: { id } }));
