import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type InterviewOutcomeBody, type InterviewScheduleBody, interviewsContract } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /applications/:id/interview: the application's interview (a cancelled one too), or null. */
export const interviewQuery = (userId: string, applicationId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).interview(applicationId),
    queryFn: ({ signal }) => call(interviewsContract.get, { params: { id: applicationId }, signal }),
    enabled: Boolean(userId && applicationId),
  });

export const useInterview = (applicationId: string) => useQuery(interviewQuery(useUserId(), applicationId));

/** GET /jobs/:id/interview-stages: each application's stage after the shortlist (the applicant list's badges). */
export const interviewStagesQuery = (userId: string, jobId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).interviewStages(jobId),
    queryFn: ({ signal }) => call(interviewsContract.forJob, { params: { id: jobId }, signal }),
    enabled: Boolean(userId && jobId),
  });

export const useInterviewStages = (jobId: string) => useQuery(interviewStagesQuery(useUserId(), jobId));

/** Schedule, move, cancel and decide: each refreshes the interview and the job's stages. */
export const useScheduleInterview = (applicationId: string, jobId: string) =>
  useEmployerMutation(
    (body: InterviewScheduleBody) => call(interviewsContract.schedule, { params: { id: applicationId }, body }),
    { invalidates: (keys) => [keys.interview(applicationId), keys.interviewStages(jobId)] },
  );

export const useCancelInterview = (applicationId: string, jobId: string) =>
  useEmployerMutation(() => call(interviewsContract.cancel, { params: { id: applicationId } }), {
    invalidates: (keys) => [keys.interview(applicationId), keys.interviewStages(jobId)],
  });

export const useRecordOutcome = (applicationId: string, jobId: string) =>
  useEmployerMutation(
    (body: InterviewOutcomeBody) => call(interviewsContract.outcome, { params: { id: applicationId }, body }),
    { invalidates: (keys) => [keys.interview(applicationId), keys.interviewStages(jobId)] },
  );
