import { useQuery } from '@tanstack/react-query';
import { api, jobSchema } from 'shared-api';

/** One job by id (any status), for editing or duplicating; disabled without an id. */
export function useJob(jobId: string | null | undefined) {
  return useQuery({
    queryKey: ['job', jobId],
    enabled: Boolean(jobId),
    retry: false,
    queryFn: async ({ signal }) => api(`/jobs/${jobId}`, { schema: jobSchema, signal }),
  });
}
