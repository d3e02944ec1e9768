import { call, employerContract } from 'shared-api';
import { jobsChanged } from '../../../lib/jobs-changed.ts';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';

type Input = { id: string; status: 'open' | 'closed' };

/** PUT /jobs/:id/status: close or re-open one of the employer's jobs. */
export const setJobStatus = ({ id, status }: Input) =>
  call(employerContract.setJobStatus, { params: { id }, body: { status } });

export const useSetJobStatus = () => useEmployerMutation(setJobStatus, { invalidates: jobsChanged });
