import { useQuery } from '@tanstack/react-query';
import { api, employerContract } from 'shared-api';

export const EMPLOYER_JOBS_KEY = ['employer', 'jobs'] as const;

/** The employer's own jobs (open and closed, newest first, with application counts). */
export function useEmployerJobs() {
  return useQuery({
    queryKey: EMPLOYER_JOBS_KEY,
    queryFn: async ({ signal }) =>
      (await api(employerContract.myJobs.path, { schema: employerContract.myJobs.response, signal })) ?? [],
  });
}
