import { userKeys } from 'shared-api';

/**
 * Query keys of the seeker area that shared-api's key factories do not already give (`userKeys` for the user's own
 * applications, saved jobs and record): one key per endpoint, all under the logged-in seeker's own scope, which logout
 * clears.
 */
export const seekerKeys = (userId: string) => {
  const preferredJobs = [...userKeys(userId).all, 'preferred-jobs'] as const;
  return {
    /** Everything private to the seeker: what a write refreshes unless it names its keys. */
    all: userKeys(userId).all,
    /** GET /users/me: the seeker's own record, profile included. */
    me: userKeys(userId).me(),
    /** Every GET /seekers/me/preferred-jobs entry: what a profile change invalidates. */
    preferredJobs,
    /** GET /seekers/me/preferred-jobs?limit= */
    preferredJobsList: (limit: number) => [...preferredJobs, limit] as const,
    /** GET /seekers/me/applications/page?page=, under the applications, so a new application refreshes it. */
    applicationsPage: (page: number) => [...userKeys(userId).applications(), 'page', page] as const,
    /** GET /applications/:id/my-screening-answers: what the seeker answered (fixed once sent). */
    screeningAnswers: (applicationId: string) =>
      [...userKeys(userId).applications(), applicationId, 'screening-answers'] as const,
    /** GET /seekers/me/interviews, under the applications, so a withdrawal refreshes it. */
    interviews: [...userKeys(userId).applications(), 'interviews'] as const,
    /** GET /seekers/me/visibility: the choice to be found by employers. */
    visibility: [...userKeys(userId).all, 'visibility'] as const,
    /** GET /seekers/me/profile-views?page= */
    profileViews: (page: number) => [...userKeys(userId).all, 'profile-views', page] as const,
    /** GET /seekers/me/invitations?page= */
    invitations: (page: number) => [...userKeys(userId).all, 'invitations', page] as const,
  };
};

export type SeekerKeys = ReturnType<typeof seekerKeys>;
