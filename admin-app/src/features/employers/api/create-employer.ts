import { adminContract, type CreateEmployerBody, call } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** POST /admin/employers: a new, approved employer account; answers the new employer. */
export const useCreateEmployer = () =>
  useAdminMutation((body: CreateEmployerBody) => call(adminContract.createEmployer, { body }));
