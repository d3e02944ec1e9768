import type { NotificationKind } from './notifications.ts';

/**
 * What a user is told about. `application_received` to the employer; `application_status` (viewed,
 * shortlisted, rejected with the reason) and `job_closing` (a saved job closes within two days) to the seeker;
 * `employer_decision` (approved, rejected with the reason) to the employer; `account_deactivated` to anyone;
 * `training_enrolment` (enrolled, waiting with its position, moved up from the waiting list, its date, schedule or venue changed, training
 * cancelled) and
 * `training_reminder` (the training starts tomorrow) to the seeker; `message_received` (the other party of an
 * application wrote: one while the thread has unread messages) to either; `interview` (scheduled, rescheduled,
 * cancelled, the outcome: hired or not selected) to the seeker, with a calendar invitation by email;
 * `interview_answer` (the applicant confirmed or asked for another time) to the employer;
 * `invitation_received` (an employer invites the seeker to apply to a job) to the seeker.
 */
export const NOTIFICATION_KINDS = [
  'application_received',
  'application_status',
  'employer_decision',
  'job_closing',
  'account_deactivated',
  'training_enrolment',
  'training_reminder',
  'message_received',
  'interview',
  'interview_answer',
  'invitation_received',
] as const;

export const DIGEST_NOTIFICATION_KINDS: readonly NotificationKind[] = ['application_received'];

export const LANGUAGES = ['en', 'ne'] as const;

export const notificationMessages = {
  notFound: 'This notification was not found.',
  kindNotOptional: 'This kind of notification cannot be changed for your account.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;
