import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, screeningContract } from 'shared-api';
import { publicKeys } from '../../../lib/query-keys.ts';

/**
 * GET /jobs/:id/screening: the job's screening questions, fetched when the apply dialog opens (not in the job
 * page's data, so the public page weighs the same for everyone).
 */
export const screeningQuestionsQuery = (jobId: string) =>
  queryOptions({
    queryKey: publicKeys.screening(jobId),
    queryFn: ({ signal }) => call(screeningContract.asked, { params: { id: jobId }, signal }),
  });

export const useScreeningQuestions = (jobId: string) => useQuery(screeningQuestionsQuery(jobId));
