import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  api,
  applicationsQuery,
  jobsContract,
  savedJobsQuery,
  seekerContract,
  seekerMessages,
  useSession,
  type WireUser,
} from 'shared-api';
import { serverMessage } from 'shared-ui';
import { NAMESPACE } from './i18n/namespace.ts';

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

const KEY_OF_MESSAGE = new Map<string, string>(Object.entries(seekerMessages).map(([key, message]) => [message, key]));

/** A failed call's message in the chosen language: the seeker contract's sentences, else shared handling. */
export function seekerError(error: unknown, fallback: string): string {
  const message = serverMessage(error, fallback);
  const key = KEY_OF_MESSAGE.get(message);
  return key ? i18next.t(`server.${key}`, { ns: NAMESPACE, defaultValue: message }) : message;
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
