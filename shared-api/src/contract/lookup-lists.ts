/** The lookup lists (spec section 3, and job levels) and the path segment each is served under. */
export const LOOKUP_LISTS = [
  'categories',
  'locations',
  'job-types',
  'experience-levels',
  'education-levels',
  'salary-ranges',
  'skills',
  'industries',
  'job-levels',
] as const;

export type LookupList = (typeof LOOKUP_LISTS)[number];
