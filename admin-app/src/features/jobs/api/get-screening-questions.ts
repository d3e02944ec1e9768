import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, screeningContract } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /jobs/:id/screening-questions: the questions of a job an administrator edits (locked once it has applications). */
export const screeningQuestionsQuery = (adminId: string, jobId: string) =>
  queryOptions({
    queryKey: adminKeys(adminId).screening(jobId),
    queryFn: ({ signal }) => call(screeningContract.managed, { params: { id: jobId }, signal }),
    enabled: Boolean(adminId && jobId),
    retry: false,
  });

export const useScreeningQuestions = (jobId: string) => useQuery(screeningQuestionsQuery(useAdminId(), jobId));
