import { groupDigits } from './group-digits.ts';
/** A message between a job's employer and an applicant: the longest one. */
export const MESSAGE_MAX = 2000;
/** A report's reason: the longest one. */
export const MESSAGE_REPORT_REASON_MAX = 500;
/** How many messages one sender may send in one thread within an hour. */
export const MESSAGES_PER_SENDER_PER_HOUR = 20;
/** How many messages one thread holds in all. */
export const MESSAGES_PER_THREAD = 500;
/** The admin's list of reported messages: reports per page. */
export const REPORTED_MESSAGES_PAGE_SIZE = 20;
/** The threads with unread messages the unread answer lists (the newest first). */
export const UNREAD_THREADS_MAX = 100;

/** Messages of the threads between employers and applicants (code `message.<key>`). */
export const messageMessages = {
  bodyRequired: 'Write the message.',
  bodyTooLong: `A message can be at most ${groupDigits(MESSAGE_MAX)} characters.`,
  threadNotFound: 'This conversation was not found.',
  partiesOnly: 'Messages are between the employer and the applicant only.',
  threadClosed: 'This conversation is closed: the application was rejected or withdrawn, or an account was deleted.',
  senderHourlyLimit: `You can send at most ${MESSAGES_PER_SENDER_PER_HOUR} messages an hour in one conversation. Please wait a little.`,
  threadFull: `This conversation has reached ${MESSAGES_PER_THREAD} messages and takes no more.`,
  messageNotFound: 'This message was not found.',
  reportReasonRequired: 'Say why you are reporting this message.',
  reportReasonTooLong: `A reason can be at most ${MESSAGE_REPORT_REASON_MAX} characters.`,
  reportOwnMessage: 'You cannot report your own message.',
  alreadyReported: 'You have already reported this message.',
  reportNotFound: 'This report was not found or is already settled.',
  reportActionInvalid: 'action must be dismiss or deactivate.',
} as const;
