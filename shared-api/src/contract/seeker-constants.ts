import { authMessages } from './auth-messages.ts';
import { websiteHref } from './website-href.ts';
export const PREFERRED_JOBS_LIMIT_DEFAULT = 20;

export const PREFERRED_JOBS_LIMIT_MAX = 50;

/** Sentences the seeker endpoints answer with (the client translates them in its common bundle). */
export const seekerMessages = {
  fullNameRequired: authMessages.fullNameRequired,
  customLocationRequired: 'Please specify your location.',
  locationUnknown: 'The selected location does not exist.',
  expectedSalaryInvalid: 'Expected salary must be a number of 0 or more.',
  linkedinUrlInvalid: 'The LinkedIn URL must be a valid http or https address.',
  preferenceUnknown: 'A preference refers to an unknown job type, location or industry.',
  certificationNameRequired: 'Certification name is required.',
  certificationIdInvalid: 'Each certification needs a valid id.',
  certificationIdTaken: 'A certification id is already in use.',
  titleRequired: 'Job title is required.',
  companyRequired: 'Company is required.',
  schoolRequired: 'School is required.',
  startDateRequired: 'Start date is required.',
  dateInvalid: 'Dates must be real calendar dates, such as 2026-01-31.',
  endBeforeStart: 'The end date cannot be before the start date.',
  startInFuture: 'The start date cannot be in the future.',
  dateOutOfRange: 'This date is outside the dates this field accepts.',
  customDegreeRequired: 'Please specify the degree.',
  experienceNotFound: 'Experience not found.',
  educationNotFound: 'Education not found.',
  tooManyItems: 'You have reached the limit of entries in this section.',
  resumeRequired: 'Choose a resume file to upload.',
  resumeNotFound: 'Resume not found.',
  limitInvalid: 'limit must be a whole number.',
  limitTooSmall: 'limit must be at least 1.',
  limitTooBig: `limit must be at most ${PREFERRED_JOBS_LIMIT_MAX}.`,
} as const;

/** Bounds on what a seeker may store (spec section 5 leaves them open; server/README.md, "Job seeker area"). */
export const SEEKER_LIMITS = {
  fullName: 120,
  headline: 200,
  summary: 5000,
  phone: 40,
  address: 300,
  customLocation: 120,
  url: 300,
  skill: 80,
  skills: 100,
  certifications: 50,
  itemText: 200,
  noticePeriod: 100,
  description: 5000,
  experienceItems: 50,
  educationItems: 50,
  preferenceIds: 50,
  expectedSalaryMax: 100_000_000,
} as const;

/** The degree value of the "Other" choice (the other values are education-level keys). */
export const OTHER_DEGREE = 'other';

/** '' or an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const DEVANAGARI_DIGITS = /[०-९]/g;

/** Devanagari digits (०-९) as 0-9: what a number box or a phone number accepts in either script. */
export const latinDigits = (value: string): string =>
  value.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966));

/**
 * A phone number as stored and shown: Devanagari digits as 0-9 (what an employer dials and a search finds),
 * spaces collapsed, trimmed.
 */
export function normalisePhone(value: string): string {
  return latinDigits(value).replace(/\s+/g, ' ').trim();
}

/** A web address as stored: one typed without a scheme ("linkedin.com/in/sita") gets https:// in front. */
export function normaliseWebAddress(value: string): string {
  const text = value.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return websiteHref(text) ?? text;
}
