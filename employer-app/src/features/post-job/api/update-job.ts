import { call, employerContract } from 'shared-api';
import { jobsChanged } from '../../../lib/jobs-changed.ts';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';

type Input = { id: string; body: FormData };

/** PUT /jobs/:id (multipart, like POST /jobs): by the job's employer or an admin. */
export const updateJob = ({ id, body }: Input) => call(employerContract.updateJob, { params: { id }, body });

export const useUpdateJob = () => useEmployerMutation(updateJob, { invalidates: jobsChanged });
