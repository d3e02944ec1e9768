import { useQueryClient } from '@tanstack/react-query';
import { currentUserQuery, useSession, type WireUser } from 'shared-api';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';

/**
 * A profile write: what it answers with (the user as saved) becomes the session's user and GET /users/me's entry,
 * so nothing needs fetching again.
 */
export function useProfileMutation<TInput>(send: (input: TInput) => Promise<WireUser>) {
  const client = useQueryClient();
  const setUser = useSession((state) => state.setUser);
  return useEmployerMutation(send, {
    onSuccess: (wire) => {
      setUser(wire);
      client.setQueryData(currentUserQuery(wire.id).queryKey, wire);
    },
    invalidates: () => [],
  });
}
