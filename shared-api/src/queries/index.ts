export { alertKeys, alertsQuery } from './alerts.ts';
export {
  jobDetailQuery,
  jobKeys,
  jobListQuery,
  localizedJobDetailQuery,
  localizedJobListQuery,
  localizedRecentJobsQuery,
  RECENT_JOBS,
  recentJobsQuery,
} from './jobs.ts';
export {
  type Invalidates,
  type KeyedMutationOptions,
  keyedMutationOptions,
  useKeyedMutation,
} from './keyed-mutation.ts';
export { localizedLookupListQuery, lookupKeys, lookupListQuery, skillNamesQuery } from './lookups.ts';
export {
  messageKeys,
  messageThreadQuery,
  reportMessageMutation,
  sendMessageMutation,
  unreadMessagesQuery,
} from './messages.ts';
export {
  type ActionJob,
  type ApplyInput,
  applicationsQuery,
  appliedJobIdsQuery,
  applyMutation,
  isAlreadyApplied,
  savedJobIdsQuery,
  savedJobsQuery,
  saveJobMutation,
} from './seeker-jobs.ts';
export { jobSuggestQuery } from './suggest.ts';
export {
  enrolMutation,
  enrolmentKeys,
  myEnrolmentsQuery,
  trainingDetailQuery,
  trainingKeys,
  trainingListQuery,
  withdrawMutation,
} from './trainings.ts';
export { currentUserQuery, userKeys } from './user.ts';
