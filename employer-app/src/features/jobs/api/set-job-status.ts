import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { invalidateJobs } from '../../../lib/invalidate-jobs.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

type Input = { id: string; status: 'open' | 'closed' };

/** PUT /jobs/:id/status: close or re-open one of the employer's jobs. */
export const setJobStatus = ({ id, status }: Input) =>
  call(employerContract.setJobStatus, { params: { id }, body: { status } });

export function useSetJobStatus() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({ mutationFn: setJobStatus, onSuccess: () => invalidateJobs(client, userId) });
}
