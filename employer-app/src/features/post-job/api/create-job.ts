import { call, employerContract } from 'shared-api';
import { jobsChanged } from '../../../lib/jobs-changed.ts';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';

/** POST /jobs (multipart: the job form's fields and an optional attachment). */
export const createJob = (body: FormData) => call(employerContract.createJob, { body });

export const useCreateJob = () => useEmployerMutation(createJob, { invalidates: jobsChanged });
