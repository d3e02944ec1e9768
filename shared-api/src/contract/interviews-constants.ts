import { groupDigits } from './group-digits.ts';

/** How an interview is held: in person (at a place), by phone (a number) or online (an https link). */
export const INTERVIEW_MODES = ['in_person', 'phone', 'online'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/** What the applicant answers to a scheduled interview. */
export const INTERVIEW_ANSWERS = ['confirmed', 'reschedule_requested'] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];

/** The employer's decision after the interview. */
export const INTERVIEW_OUTCOMES = ['hired', 'not_selected'] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];

/** Why an applicant was not selected: the applicant sees this one, in their language (the free text is the employer's). */
export const NOT_SELECTED_REASONS = [
  'another_applicant',
  'skills_or_experience',
  'did_not_attend',
  'position_closed',
  'other',
] as const;
export type NotSelectedReason = (typeof NOT_SELECTED_REASONS)[number];

/** The stage of an application after the shortlist (the four statuses come before it). */
export const INTERVIEW_STAGES = [
  'interview_scheduled',
  'interview_confirmed',
  'reschedule_requested',
  'hired',
  'not_selected',
] as const;
export type InterviewStage = (typeof INTERVIEW_STAGES)[number];

/** An interview's length in minutes: the shortest, the longest, and the form's first value. */
export const INTERVIEW_MINUTES_MIN = 15;
export const INTERVIEW_MINUTES_MAX = 480;
export const INTERVIEW_MINUTES_DEFAULT = 30;
/** How far ahead an interview may be scheduled, in days. */
export const INTERVIEW_DAYS_AHEAD_MAX = 365;
/** The longest place, note, answer note and outcome note. */
export const INTERVIEW_PLACE_MAX = 300;
export const INTERVIEW_LINK_MAX = 500;
export const INTERVIEW_NOTE_MAX = 1000;

/** Messages of interviews and their outcome (code `interview.<key>`). */
export const interviewMessages = {
  notFound: 'This interview was not found.',
  notShortlisted: 'Only a shortlisted applicant can be invited to an interview.',
  outcomeRecorded: 'The outcome of this application is already recorded.',
  cancelled: 'This interview was cancelled.',
  noInterview: 'Schedule an interview before recording the outcome.',
  dateInvalid: 'Choose the interview date.',
  timeInvalid: 'Choose the interview time.',
  inThePast: 'The interview time has passed. Choose a later time.',
  tooFarAhead: `An interview can be at most ${INTERVIEW_DAYS_AHEAD_MAX} days ahead.`,
  durationInvalid: `The duration must be ${INTERVIEW_MINUTES_MIN} to ${INTERVIEW_MINUTES_MAX} minutes.`,
  modeInvalid: 'mode must be in_person, phone or online.',
  placeRequired: 'Write where the interview takes place.',
  phoneInvalid: 'Write the phone number to call (digits, with + and spaces if needed).',
  linkInvalid: 'The meeting link must be a full https:// address.',
  noteTooLong: `A note can be at most ${groupDigits(INTERVIEW_NOTE_MAX)} characters.`,
  answerInvalid: 'answer must be confirmed or reschedule_requested.',
  outcomeInvalid: 'outcome must be hired or not_selected.',
  reasonRequired: 'Choose why the applicant was not selected.',
  alreadyPassed: 'This interview has already taken place.',
  managersOnly: 'Only the employer who posted the job schedules interviews and records the outcome.',
  applicantOnly: 'Only the applicant answers the interview invitation.',
} as const;
