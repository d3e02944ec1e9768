import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, screeningContract } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /applications/:id/screening-answers: the job's questions in order, each with this applicant's answer. */
export const screeningAnswersQuery = (userId: string, applicationId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).screeningAnswers(applicationId),
    queryFn: ({ signal }) => call(screeningContract.answers, { params: { id: applicationId }, signal }),
    enabled: Boolean(userId && applicationId),
  });

export const useScreeningAnswers = (applicationId: string) =>
  useQuery(screeningAnswersQuery(useUserId(), applicationId));
