import { groupDigits } from './group-digits.ts';

/** Candidates on one page of the employer's search. */
export const CANDIDATES_PAGE_SIZE = 20;
/**
 * A search counts its matches up to this many; past it the page says "more than" this number, and a narrower
 * search finds the rest (counting every match of a broad search costs more than the page itself).
 */
export const CANDIDATES_COUNT_MAX = 2000;
/** The deepest page of a candidate search: as far as the count goes. */
export const CANDIDATES_PAGE_MAX = CANDIDATES_COUNT_MAX / CANDIDATES_PAGE_SIZE;
/** Rows on one page of a seeker's profile views or invitations. */
export const CANDIDATE_ACTIVITY_PAGE_SIZE = 20;
/** Invitations one employer account may send in any 24 hours. */
export const INVITATIONS_PER_EMPLOYER_PER_DAY = 30;
/** The largest "at least N years of experience" a search takes. */
export const CANDIDATE_EXPERIENCE_YEARS_MAX = 50;
/** The largest salary a search takes (NPR a month), as the profile's expected salary. */
export const CANDIDATE_SALARY_MAX = 100_000_000;

/** Messages of candidate search, profile views and invitations (code `candidate.<key>`). */
export const candidateMessages = {
  employerNotApproved: 'Candidate search opens once an administrator approves your company profile.',
  notFound: 'This candidate was not found or no longer shares their profile with employers.',
  jobNotOpen: 'Choose one of your open jobs that still takes applications.',
  alreadyInvited: 'You have already invited this candidate to apply for this job.',
  alreadyApplied: 'This candidate has already applied for this job.',
  dailyLimit: `You can send at most ${groupDigits(INVITATIONS_PER_EMPLOYER_PER_DAY)} invitations in 24 hours. Please try again later.`,
  invitationNotFound: 'This invitation was not found.',
  invitationAnswered: 'This invitation has already been answered.',
  experienceInvalid: `Experience must be a whole number of years from 0 to ${CANDIDATE_EXPERIENCE_YEARS_MAX}.`,
  salaryInvalid: 'The salary must be a whole number of rupees.',
} as const;
