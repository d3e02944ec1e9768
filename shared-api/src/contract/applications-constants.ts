import { groupDigits } from './group-digits.ts';

/** Rejected (by the employer) and withdrawn (by the seeker) are final. */
export const APPLICATION_STATUSES = ['pending', 'viewed', 'shortlisted', 'rejected', 'withdrawn'] as const;

/** The employer's applicant list: applications per page. */
export const APPLICANTS_PAGE_SIZE = 20;

/** The longest note a seeker may send with an application. */
export const APPLICATION_NOTE_MAX = 1000;

/** An employer's private note on an application: the longest one, and how many one application holds. */
export const EMPLOYER_NOTE_MAX = 2000;
export const EMPLOYER_NOTES_PER_APPLICATION = 50;

/**
 * Which résumé an application sends: the profile's uploaded file (as it is now), the CV built from the profile at
 * that moment (a PDF kept with the application), or none.
 */
export const APPLICATION_RESUME_CHOICES = ['profile', 'cv', 'none'] as const;
export type ApplicationResumeChoice = (typeof APPLICATION_RESUME_CHOICES)[number];

/** Messages of a seeker's applications (code `application.<key>`). */
export const applicationMessages = {
  noteTooLong: `The note is too long (at most ${APPLICATION_NOTE_MAX} characters).`,
  resumeChoiceInvalid: 'resume must be profile, cv or none.',
  noResumeOnProfile: 'There is no résumé on your profile. Upload one, or apply without a résumé.',
  resumeFileRequired: 'Choose the résumé file to send.',
  notFound: 'Application not found.',
  alreadyWithdrawn: 'You have already withdrawn this application.',
  rejectedCannotWithdraw: 'This application was not taken forward, so there is nothing to withdraw.',
  withdrawnNoReapply: 'You withdrew your application for this job, so you cannot apply again.',
  employerNoteRequired: 'Write the note.',
  employerNoteTooLong: `A note can be at most ${groupDigits(EMPLOYER_NOTE_MAX)} characters.`,
  employerNotesFull: `This application already has ${EMPLOYER_NOTES_PER_APPLICATION} notes. Delete one to add another.`,
  employerNoteNotFound: 'This note was not found.',
  employerNotesOwnOnly: 'Private notes are kept by the employer who posted the job; only that account can see them.',
} as const;
