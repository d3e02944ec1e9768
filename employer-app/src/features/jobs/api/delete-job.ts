import { call, employerContract } from 'shared-api';
import { jobsChanged } from '../../../lib/jobs-changed.ts';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';

/** DELETE /jobs/:id: deletes one of the employer's jobs. */
export const deleteJob = (id: string) => call(employerContract.deleteJob, { params: { id } });

export const useDeleteJob = () => useEmployerMutation(deleteJob, { invalidates: jobsChanged });
