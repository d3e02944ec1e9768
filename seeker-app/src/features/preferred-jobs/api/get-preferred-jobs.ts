import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, seekerContract, userKeys } from 'shared-api';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** Keys of the seeker's preferred jobs, under the user's private keys; `all` is what a profile change invalidates. */
export const preferredJobsKeys = (userId: string) => {
  const all = [...userKeys(userId).all, 'preferred-jobs'] as const;
  return { all, list: (limit: number) => [...all, limit] as const };
};

/** GET /seekers/me/preferred-jobs: open jobs sharing skills with the profile, best matches first. */
export const preferredJobsQuery = (userId: string, limit: number) =>
  queryOptions({
    queryKey: preferredJobsKeys(userId).list(limit),
    queryFn: ({ signal }) => call(seekerContract.preferredJobs, { query: { limit }, signal }),
  });

export function usePreferredJobs(limit: number, enabled = true) {
  const userId = useSeekerId();
  return useQuery({ ...preferredJobsQuery(userId, limit), enabled: enabled && userId !== '' });
}
