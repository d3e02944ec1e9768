import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, screeningContract } from 'shared-api';
import { seekerKeys } from '../../../lib/query-keys.ts';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** GET /applications/:id/my-screening-answers: the questions the seeker was asked, with what they answered. */
export const ownAnswersQuery = (userId: string, applicationId: string) =>
  queryOptions({
    queryKey: seekerKeys(userId).screeningAnswers(applicationId),
    queryFn: ({ signal }) => call(screeningContract.ownAnswers, { params: { id: applicationId }, signal }),
    enabled: userId !== '',
    // Answers never change once the application is sent.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useOwnAnswers = (applicationId: string) => useQuery(ownAnswersQuery(useSeekerId(), applicationId));
