import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildQuery, type CandidatesQuery, call, candidatesContract } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /employer/candidates: one page of the seekers who chose to be found (never cached by the server). */
export const candidatesQuery = (userId: string, query: CandidatesQuery) =>
  queryOptions({
    queryKey: employerKeys(userId).candidates(buildQuery(query)),
    queryFn: ({ signal }) => call(candidatesContract.search, { query, signal }),
    enabled: Boolean(userId),
  });

export const useCandidates = (query: CandidatesQuery) =>
  useQuery({ ...candidatesQuery(useUserId(), query), placeholderData: keepPreviousData });

/** GET /employer/candidates/:id: the candidate's visible parts (the server records the day's view). */
export const candidateQuery = (userId: string, seekerId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).candidate(seekerId),
    queryFn: ({ signal }) => call(candidatesContract.profile, { params: { id: seekerId }, signal }),
    enabled: Boolean(userId),
  });

export const useCandidate = (seekerId: string) => useQuery(candidateQuery(useUserId(), seekerId));

/** POST /employer/candidates/:id/invitations; the candidate's page is read again (its invitations). */
export const useInviteCandidate = (seekerId: string) =>
  useEmployerMutation(
    (jobId: string) => call(candidatesContract.invite, { params: { id: seekerId }, body: { jobId } }),
    { invalidates: (keys) => [keys.candidate(seekerId)] },
  );
