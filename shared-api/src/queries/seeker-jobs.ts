import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../client/api-error.ts';
import { call } from '../client/call.ts';
import type { Application } from '../contract/applications.ts';
import type { ApplicationResumeChoice } from '../contract/applications-constants.ts';
import type { Job } from '../contract/jobs.ts';
import { jobMessages } from '../contract/jobs-constants.ts';
import { messageCode } from '../contract/message-codes.ts';
import type { ScreeningAnswerInput } from '../contract/screening.ts';
import { applicationsContract, jobsContract } from '../contract-refs.ts';
import { userKeys } from './user.ts';

/** GET /seekers/me/applications: the seeker's applications, newest first. */
export const applicationsQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys(userId).applications(),
    queryFn: ({ signal }) => call(applicationsContract.mine, { signal }),
  });

/** The ids of the jobs the seeker applied to: a view of the applications (same cache entry). */
export const appliedJobIdsQuery = (userId: string) =>
  queryOptions({
    ...applicationsQuery(userId),
    select: (applications: Application[]): ReadonlySet<string> => new Set(applications.map((a) => a.jobId)),
  });

/** GET /seekers/me/saved-jobs: the jobs the seeker saved. */
export const savedJobsQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys(userId).savedJobs(),
    queryFn: ({ signal }) => call(jobsContract.savedJobs, { signal }),
  });

/** The ids of the saved jobs: a view of the saved list (same cache entry). */
export const savedJobIdsQuery = (userId: string) =>
  queryOptions({
    ...savedJobsQuery(userId),
    select: (jobs: Job[]): ReadonlySet<string> => new Set(jobs.map((job) => job.id)),
  });

const ALREADY_APPLIED = messageCode(jobMessages.alreadyApplied);

/**
 * The server's answer to a repeated application counts as success (spec section 4). Only that code: a 409 also
 * answers a job that closed meanwhile, which is a real failure.
 */
export const isAlreadyApplied = (error: unknown): boolean =>
  error instanceof ApiError && ALREADY_APPLIED !== undefined && error.code === ALREADY_APPLIED;

/**
 * What a seeker's action on a job reads of it: a job page holds the job with its names in one language
 * (`LocalizedJob`), so the lookup names of the seeker's lists come from the server's answer, never from the page.
 */
export type ActionJob = Pick<Job, 'id' | 'title' | 'status' | 'employer'>;

/** The application the list shows until the server's own (with the job's location) arrives. */
function pendingApplication(job: ActionJob, userId: string): Application {
  return {
    id: `pending:${job.id}`,
    jobId: job.id,
    job: {
      id: job.id,
      title: job.title,
      status: job.status,
      companyName: job.employer.companyName,
      location: null,
      customLocation: null,
    },
    seekerId: userId,
    appliedAt: new Date().toISOString(),
    status: 'pending',
    rejectionReason: null,
    viewed: false,
    note: null,
    resumeFileName: null,
    withdrawnAt: null,
    answeredScreening: false,
  };
}

/**
 * What an application sends: the job, an optional note to the employer, and the résumé: the profile's
 * ('profile', also when left out), none ('none'), or a file for this job only.
 */
export type ApplyInput = {
  job: ActionJob;
  note?: string;
  /** The profile's résumé file, the CV made from the profile now, none, or a file for this job only. */
  resume?: ApplicationResumeChoice | File;
  /** The answers to the job's screening questions (none: the job asks none, or the optional ones were skipped). */
  answers?: ScreeningAnswerInput[];
};

/** POST /applications, or POST /applications/with-resume (multipart) for a file sent with this job only. */
function sendApplication({ job, note, resume, answers }: ApplyInput): Promise<Application> {
  const given = answers?.length ? answers : undefined;
  if (resume instanceof File) {
    const body = new FormData();
    body.append('jobId', job.id);
    if (note) body.append('note', note);
    if (given) body.append('answers', JSON.stringify(given));
    body.append('resume', resume);
    return call(applicationsContract.applyWithResume, { body });
  }
  return call(applicationsContract.apply, { body: { jobId: job.id, note: note || null, resume, answers: given } });
}

/**
 * POST /applications, optimistic: the job counts as applied at once (rolled back when the server refuses),
 * and the applications are fetched again when it has answered. A repeated application is a success.
 */
export const applyMutation = (client: QueryClient, userId: string) => {
  const key = applicationsQuery(userId).queryKey;
  return mutationOptions({
    mutationKey: [...key, 'apply'],
    mutationFn: async (input: ApplyInput): Promise<Application | null> => {
      try {
        return await sendApplication(input);
      } catch (error) {
        if (isAlreadyApplied(error)) return null;
        throw error;
      }
    },
    onMutate: async ({ job }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      client.setQueryData(key, (list) =>
        list ? [pendingApplication(job, userId), ...list.filter((a) => a.jobId !== job.id)] : list,
      );
      return { previous };
    },
    onSuccess: (application, { job }) => {
      if (!application) return;
      client.setQueryData(key, (list) => list?.map((a) => (a.jobId === job.id ? application : a)));
    },
    onError: (_error, _input, context) => {
      if (context) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
};

/**
 * POST or DELETE /jobs/:id/save (`saved` is the state wanted), fetched again when the server has answered (the
 * mutation ends then). Removing is optimistic on the saved list (rolled back when the server refuses); a saved job
 * enters the list with the server's answer, as the list holds whole jobs with both languages' names.
 */
export const saveJobMutation = (client: QueryClient, userId: string) => {
  const key = savedJobsQuery(userId).queryKey;
  return mutationOptions({
    mutationKey: [...key, 'toggle'],
    mutationFn: ({ job, saved }: { job: ActionJob; saved: boolean }) =>
      call(saved ? jobsContract.save : jobsContract.unsave, { params: { id: job.id } }),
    onMutate: async ({ job, saved }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      if (!saved) client.setQueryData(key, (list) => list?.filter((item) => item.id !== job.id));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
};
