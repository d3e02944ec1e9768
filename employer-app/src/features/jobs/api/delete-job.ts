import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { invalidateJobs } from '../../../lib/invalidate-jobs.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** DELETE /jobs/:id: deletes one of the employer's jobs. */
export const deleteJob = (id: string) => call(employerContract.deleteJob, { params: { id } });

export function useDeleteJob() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({ mutationFn: deleteJob, onSuccess: () => invalidateJobs(client, userId) });
}
