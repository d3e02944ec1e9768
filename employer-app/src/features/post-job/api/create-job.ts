import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { invalidateJobs } from '../../../lib/invalidate-jobs.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** POST /jobs (multipart: the job form's fields and an optional attachment). */
export const createJob = (body: FormData) => call(employerContract.createJob, { body });

export function useCreateJob() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({ mutationFn: createJob, onSuccess: () => invalidateJobs(client, userId) });
}
