import { userKeys } from 'shared-api';

/**
 * Query keys of the employer's private data, scoped by the logged-in user's id (under `userKeys(userId).all`,
 * which logout clears): one key per endpoint, one shape per key family.
 */
export const employerKeys = (userId: string) => {
  const all = [...userKeys(userId).all, 'employer'] as const;
  return {
    all,
    /** GET /employer/jobs: the employer's own jobs with application counts. */
    jobs: () => [...all, 'jobs'] as const,
    /** GET /jobs/:id/applications/page: one job's applicants, a filtered page per search (all of them under the job's key). */
    applications: (jobId: string, search?: string) =>
      search === undefined
        ? ([...all, 'applications', jobId] as const)
        : ([...all, 'applications', jobId, search] as const),
    /** GET /applications/find: one job's application by one seeker. */
    application: (jobId: string, seekerId: string) => [...all, 'application', jobId, seekerId] as const,
    /** GET /employer/jobs/:jobId/applicants/:seekerId: the applicant's profile as that job's employer sees it. */
    applicant: (jobId: string, seekerId: string) => [...all, 'applicant', jobId, seekerId] as const,
    /** GET /applications/:id/notes: the employer's private notes on one application. */
    notes: (applicationId: string) => [...all, 'notes', applicationId] as const,
    /** GET /jobs/:id/screening-questions: one job's screening questions with their knockout answers. */
    screening: (jobId: string) => [...all, 'screening', jobId] as const,
    /** GET /applications/:id/screening-answers: one application's answers to its job's questions. */
    screeningAnswers: (applicationId: string) => [...all, 'screening-answers', applicationId] as const,
    /** GET /applications/:id/interview: one application's interview. */
    interview: (applicationId: string) => [...all, 'interview', applicationId] as const,
    /** GET /jobs/:id/interview-stages: the stage of each of one job's applications after the shortlist. */
    interviewStages: (jobId: string) => [...all, 'interview-stages', jobId] as const,
    /** GET /employer/candidates?…: one page of a candidate search (its query string). */
    candidates: (search: string) => [...all, 'candidates', search] as const,
    /** GET /employer/candidates/:id: a candidate's page. */
    candidate: (seekerId: string) => [...all, 'candidate', seekerId] as const,
  };
};

export type EmployerKeys = ReturnType<typeof employerKeys>;
