import { useSession, type WireUser } from 'shared-api';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/**
 * A profile write: every seeker profile route answers with the whole user (spec section 4), which replaces the
 * stored user; the user's own record and the jobs matched against the profile are fetched again.
 */
export function useProfileMutation<TInput>(send: (input: TInput) => Promise<WireUser>) {
  const setUser = useSession((state) => state.setUser);
  return useSeekerMutation(send, {
    onSuccess: (user) => setUser(user),
    invalidates: (keys) => [keys.me, keys.preferredJobs],
  });
}
