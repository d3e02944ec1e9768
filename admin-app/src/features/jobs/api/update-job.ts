import { adminContract, call, jobKeys } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** PUT /admin/jobs/:id: the job form's multipart body (jobKeys.all holds the job's detail entry too). */
export const useUpdateJob = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: FormData }) => call(adminContract.updateJob, { params: { id }, body }),
    { invalidates: (keys) => [keys.all, jobKeys.all] },
  );
