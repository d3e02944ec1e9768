/** The eight lookup lists (spec section 3) and the path segment each is served under. */
export const LOOKUP_LISTS = [
  'categories',
  'locations',
  'job-types',
  'experience-levels',
  'education-levels',
  'salary-ranges',
  'skills',
  'industries',
] as const;

export type LookupList = (typeof LOOKUP_LISTS)[number];
