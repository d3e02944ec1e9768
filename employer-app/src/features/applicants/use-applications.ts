import { useQuery } from '@tanstack/react-query';
import { api, applicantsContract } from 'shared-api';

export const applicationsKey = (jobId: string | undefined) => ['employer', 'applications', jobId] as const;

/** The applications of one of the employer's jobs, each with the applicant's profile. */
export function useJobApplications(jobId: string | undefined) {
  return useQuery({
    queryKey: applicationsKey(jobId),
    enabled: Boolean(jobId),
    retry: false,
    queryFn: async ({ signal }) =>
      (await api(`/jobs/${jobId}/applications`, { schema: applicantsContract.forJob.response, signal })) ?? [],
  });
}
