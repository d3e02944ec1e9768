import { EMPLOYER_LIMITS } from './employer-constants.ts';

/**
 * The spec's title of a duplicated job: 'Copy of <title>'. Stored data, not interface text, so it is the same
 * whatever language the person who duplicates uses (the form shows it; the server applies it when a duplicate
 * comes back with the source's title unchanged).
 */
export const COPY_OF_PREFIX = 'Copy of ';

/** 'Copy of <title>', cut to the title's limit. */
export const copyOfTitle = (title: string): string => `${COPY_OF_PREFIX}${title}`.slice(0, EMPLOYER_LIMITS.jobTitle);
