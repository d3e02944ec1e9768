import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, screeningContract } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /jobs/:id/screening-questions: a job's questions for its form (editing it, or duplicating it). */
export const screeningQuestionsQuery = (userId: string, jobId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).screening(jobId),
    queryFn: ({ signal }) => call(screeningContract.managed, { params: { id: jobId }, signal }),
    enabled: Boolean(userId && jobId),
    retry: false,
  });

/** Idle without a job id (a new job asks nothing until the employer adds questions). */
export const useScreeningQuestions = (jobId: string | null | undefined) =>
  useQuery(screeningQuestionsQuery(useUserId(), jobId ?? ''));
