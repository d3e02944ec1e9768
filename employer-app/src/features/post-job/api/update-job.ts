import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { invalidateJobs } from '../../../lib/invalidate-jobs.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

type Input = { id: string; body: FormData };

/** PUT /jobs/:id (multipart, like POST /jobs): by the job's employer or an admin. */
export const updateJob = ({ id, body }: Input) => call(employerContract.updateJob, { params: { id }, body });

export function useUpdateJob() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({ mutationFn: updateJob, onSuccess: () => invalidateJobs(client, userId) });
}
