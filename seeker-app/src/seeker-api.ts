import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  api,
  applicationsContract,
  jobsContract,
  seekerContract,
  seekerMessages,
  useSession,
  type WireUser,
} from 'shared-api';
import { serverMessage } from 'shared-ui';
import { NAMESPACE } from './i18n/namespace.ts';

/** Query keys of the seeker's lists; a profile change invalidates the preferred jobs. */
export const seekerKeys = {
  applications: ['seeker', 'applications'] as const,
  savedJobs: ['seeker', 'saved-jobs'] as const,
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

export function useMyApplications() {
  return useQuery({
    queryKey: seekerKeys.applications,
    queryFn: ({ signal }) =>
      api(applicationsContract.mine.path, { schema: applicationsContract.mine.response, signal }),
  });
}

export function useSavedJobs() {
  return useQuery({
    queryKey: seekerKeys.savedJobs,
    queryFn: ({ signal }) => api(jobsContract.savedJobs.path, { schema: jobsContract.savedJobs.response, signal }),
  });
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
