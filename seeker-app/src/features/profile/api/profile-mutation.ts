import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys, useSession, type WireUser } from 'shared-api';
import { seekerKeys } from '../../../lib/query-keys.ts';

/**
 * A profile write: every seeker profile route answers with the whole user (spec section 4), which replaces the
 * stored user; the user's own record and the jobs matched against the profile are fetched again.
 */
export function useProfileMutation<TInput>(send: (input: TInput) => Promise<WireUser>) {
  const queryClient = useQueryClient();
  const setUser = useSession((state) => state.setUser);
  return useMutation({
    mutationFn: send,
    onSuccess: async (user) => {
      setUser(user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys(user.id).me() }),
        queryClient.invalidateQueries({ queryKey: seekerKeys(user.id).preferredJobs }),
      ]);
    },
  });
}
