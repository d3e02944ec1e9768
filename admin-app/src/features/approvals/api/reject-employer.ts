import { adminContract, call } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** PUT /admin/employers/:id/reject with the reason the employer will see. */
export const useRejectEmployer = () =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    call(adminContract.reject, { params: { id }, body: { reason } }),
  );
