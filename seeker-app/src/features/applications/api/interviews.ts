import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Interview, type InterviewAnswerBody, interviewsContract } from 'shared-api';
import { seekerKeys } from '../../../lib/query-keys.ts';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/** GET /seekers/me/interviews: the seeker's interviews, one per application that has one. */
export const myInterviewsQuery = (userId: string) =>
  queryOptions({
    queryKey: seekerKeys(userId).interviews,
    queryFn: ({ signal }) => call(interviewsContract.mine, { signal }),
    enabled: Boolean(userId),
  });

/** The seeker's interviews by application id. */
export function useInterviewsByApplication(): ReadonlyMap<string, Interview> {
  const interviews = useQuery(myInterviewsQuery(useSeekerId()));
  return new Map((interviews.data ?? []).map((interview) => [interview.applicationId, interview]));
}

/** POST /applications/:id/interview/answer: confirm, or ask for another time. */
export const useAnswerInterview = (applicationId: string) =>
  useSeekerMutation(
    (body: InterviewAnswerBody) => call(interviewsContract.answer, { params: { id: applicationId }, body }),
    { invalidates: (keys) => [keys.interviews] },
  );
