import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import { authContract } from '../contract-refs.ts';

/**
 * Keys of one user's private data, scoped by the user's id: the next person on a shared computer never
 * reads the previous user's cache entries (which logout clears anyway).
 */
export const userKeys = (userId: string) => {
  const all = ['user', userId] as const;
  return {
    all,
    me: () => [...all, 'me'] as const,
    applications: () => [...all, 'applications'] as const,
    savedJobs: () => [...all, 'saved-jobs'] as const,
    /** The bell's notifications and counts (the shell's), which reading a message thread changes. */
    notifications: () => [...all, 'notifications'] as const,
  };
};

/** GET /users/me: the logged-in user as the server has it now. */
export const currentUserQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys(userId).me(),
    queryFn: ({ signal }) => call(authContract.me, { signal }),
  });
