import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, candidateSeekerContract } from 'shared-api';
import { seekerKeys } from '../../../lib/query-keys.ts';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/** GET /seekers/me/invitations?page=: newest first. */
export const invitationsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: seekerKeys(userId).invitations(page),
    queryFn: ({ signal }) => call(candidateSeekerContract.invitations, { query: { page }, signal }),
  });

/** GET /seekers/me/profile-views?page=: the companies that opened the seeker's page, newest first. */
export const profileViewsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: seekerKeys(userId).profileViews(page),
    queryFn: ({ signal }) => call(candidateSeekerContract.profileViews, { query: { page }, signal }),
  });

export function useInvitations(page: number) {
  const userId = useSeekerId();
  return useQuery({ ...invitationsQuery(userId, page), enabled: userId !== '', placeholderData: keepPreviousData });
}

export function useProfileViews(page: number) {
  const userId = useSeekerId();
  return useQuery({ ...profileViewsQuery(userId, page), enabled: userId !== '', placeholderData: keepPreviousData });
}

/** POST /seekers/me/invitations/:id/decline. */
export const useDeclineInvitation = () =>
  useSeekerMutation((id: string) => call(candidateSeekerContract.decline, { params: { id } }));
