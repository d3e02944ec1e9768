import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, seekerContract } from 'shared-api';
import { seekerKeys } from '../../../lib/query-keys.ts';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** GET /seekers/me/preferred-jobs: open jobs sharing skills with the profile, best matches first. */
export const preferredJobsQuery = (userId: string, limit: number) =>
  queryOptions({
    queryKey: seekerKeys(userId).preferredJobsList(limit),
    queryFn: ({ signal }) => call(seekerContract.preferredJobs, { query: { limit }, signal }),
  });

export function usePreferredJobs(limit: number, enabled = true) {
  const userId = useSeekerId();
  return useQuery({ ...preferredJobsQuery(userId, limit), enabled: enabled && userId !== '' });
}
