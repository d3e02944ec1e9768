/** At most this many alerts per user (the profile alert included), counted under the user's row lock. */
export const ALERTS_PER_USER_MAX = 20;

/** At most this many anonymous subscriptions (pending or active) per email address. */
export const ALERTS_PER_EMAIL_MAX = 5;

export const ALERT_NAME_MAX = 100;

export const alertMessages = {
  notFound: 'Alert not found.',
  nameRequired: 'Please give the alert a name.',
  nameTooLong: `The alert name must be at most ${ALERT_NAME_MAX} characters.`,
  frequencyInvalid: 'Frequency must be daily or weekly.',
  tooMany: `You can have at most ${ALERTS_PER_USER_MAX} job alerts. Delete one to add another.`,
  tooManyForEmail: `This email already has ${ALERTS_PER_EMAIL_MAX} job alerts. Unsubscribe from one to add another.`,
  profileAlertKept: 'The alert from your profile can be paused but not deleted.',
  confirmSent: 'Almost done: open the link we sent to your email to start the alert.',
  confirmed: 'Your job alert is on. You will get new matching jobs by email.',
  unsubscribed: 'You are unsubscribed. This alert will send no more emails.',
  invalidLink: 'This link is invalid or has expired.',
} as const;

export const accountMessages = {
  passwordWrong: 'The password is not correct.',
  lastAdmin: 'The last active administrator cannot delete their account.',
} as const;

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
