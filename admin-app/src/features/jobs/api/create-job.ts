import { adminContract, call, jobKeys } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** POST /admin/jobs: the job form's multipart body plus employerId. */
export const useCreateJob = () =>
  useAdminMutation((body: FormData) => call(adminContract.createJob, { body }), {
    invalidates: (keys) => [keys.all, jobKeys.all],
  });
