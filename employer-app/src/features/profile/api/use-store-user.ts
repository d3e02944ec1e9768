import { useQueryClient } from '@tanstack/react-query';
import { currentUserQuery, useSession, type WireUser } from 'shared-api';

/** What every profile write answers with (the user as saved) becomes the session's user and GET /users/me's entry. */
export function useStoreUser() {
  const client = useQueryClient();
  const setUser = useSession((state) => state.setUser);
  return (wire: WireUser) => {
    setUser(wire);
    client.setQueryData(currentUserQuery(wire.id).queryKey, wire);
  };
}
