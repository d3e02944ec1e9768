import { adminContract, call, jobKeys, type UpdateEmployerBody } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** PUT /admin/employers/:id: the company profile (its name also shows on the employer's job cards). */
export const useUpdateEmployer = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: UpdateEmployerBody }) =>
      call(adminContract.updateEmployer, { params: { id }, body }),
    { invalidates: (keys) => [keys.all, jobKeys.all] },
  );
