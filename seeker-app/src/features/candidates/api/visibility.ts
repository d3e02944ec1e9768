import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, candidateSeekerContract } from 'shared-api';
import { seekerKeys } from '../../../lib/query-keys.ts';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/** GET /seekers/me/visibility: whether approved employers may find the seeker, and since when. */
export const visibilityQuery = (userId: string) =>
  queryOptions({
    queryKey: seekerKeys(userId).visibility,
    queryFn: ({ signal }) => call(candidateSeekerContract.visibility, { signal }),
  });

export function useVisibility() {
  const userId = useSeekerId();
  return useQuery({ ...visibilityQuery(userId), enabled: userId !== '' });
}

/** PUT /seekers/me/visibility; the choice is read again once the server has answered. */
export const useSetVisibility = () =>
  useSeekerMutation((visible: boolean) => call(candidateSeekerContract.setVisibility, { body: { visible } }), {
    invalidates: (keys) => [keys.visibility],
  });
