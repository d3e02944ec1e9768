import { useQuery } from '@tanstack/react-query';
import {
  api,
  applicationsQuery,
  jobsContract,
  savedJobsQuery,
  seekerContract,
  useSession,
  type WireUser,
} from 'shared-api';

/** Query keys of the seeker's lists; a profile change invalidates the preferred jobs. */
export const seekerKeys = {
  preferredJobs: (limit: number) => ['seeker', 'preferred-jobs', limit] as const,
  openJobs: (pageSize: number) => ['seeker', 'open-jobs', pageSize] as const,
};

/** Calls a profile operation and replaces the stored user with the user it returns (spec section 4). */
export async function profileCall(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<WireUser | null> {
  const user = await api(path, { method, body, schema: seekerContract.updateProfile.response });
  if (user) useSession.getState().setUser(user);
  return user;
}

/** The logged-in seeker's id: their lists are shared queries keyed by it (shared-api queries). */
const useSeekerId = () => useSession((state) => state.user?.id ?? '');

export function useMyApplications() {
  const userId = useSeekerId();
  return useQuery({ ...applicationsQuery(userId), enabled: userId !== '' });
}

export function useSavedJobs() {
  const userId = useSeekerId();
  return useQuery({ ...savedJobsQuery(userId), enabled: userId !== '' });
}

export function usePreferredJobs(limit: number, enabled = true) {
  return useQuery({
    queryKey: seekerKeys.preferredJobs(limit),
    enabled,
    queryFn: ({ signal }) =>
      api(seekerContract.preferredJobs.path, {
        query: { limit },
        schema: seekerContract.preferredJobs.response,
        signal,
      }),
  });
}

export function useOpenJobs(pageSize: number) {
  return useQuery({
    queryKey: seekerKeys.openJobs(pageSize),
    queryFn: ({ signal }) =>
      api(jobsContract.list.path, { query: { pageSize }, schema: jobsContract.list.response, signal }),
  });
}
