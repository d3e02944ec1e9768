export const JOB_STATUSES = ['open', 'closed'] as const;

export const JOB_SORTS = ['newest', 'oldest'] as const;

export const JOBS_PAGE_SIZE_DEFAULT = 10;

export const JOBS_PAGE_SIZE_MAX = 50;

export const JOBS_PAGE_MAX = 100_000;

export const jobMessages = {
  notFound: 'Job not found.',
  closed: 'This job is closed and no longer accepts applications.',
  deadlinePassed: 'The application deadline for this job has passed.',
  alreadyApplied: 'Already applied',
  onlySeekers: 'Only job seekers can apply for jobs.',
  jobIdInvalid: 'jobId must be a valid id.',
  applicationStatusInvalid: 'status must be viewed, shortlisted or rejected.',
  searchTooLong: 'The search text is too long.',
  filterIdInvalid: 'The filter id is not valid.',
  filterListIdInvalid: 'Each id in a filter list must be a valid id.',
  filterListTooLong: 'A filter list may hold at most 50 ids.',
  tooManySkillFilters: 'At most 30 skills can be filtered on.',
  sortInvalid: 'sortBy must be newest, oldest or relevance.',
  pageTooHigh: `page must be at most ${JOBS_PAGE_MAX}.`,
  pageSizeTooSmall: 'pageSize must be at least 1.',
  pageSizeTooBig: `pageSize must be at most ${JOBS_PAGE_SIZE_MAX}.`,
} as const;

/** The client's filter object (spec section 7); its keys are the wire names, so `api(path, { query: filter })` sends it as is. */
export type JobsFilter = {
  q?: string;
  categoryId?: string;
  industryId?: string;
  jobTypes?: string[];
  locationIds?: string[];
  experienceLevels?: string[];
  educationLevels?: string[];
  jobLevels?: string[];
  salaryRange?: string;
  /** Unset: the server's default (relevance with a keyword, else newest); relevance means something only with `q`. */
  sortBy?: (typeof JOB_SORTS)[number] | 'relevance';
  skills?: string[];
  page?: number;
  pageSize?: number;
};

/** The longest `excerpt` of a list item, in characters and in UTF-8 bytes (an ellipsis included). */
export const JOB_EXCERPT_MAX = 80;

export const JOB_EXCERPT_MAX_BYTES = 120;

/** The criteria of a job search that are lists: comma-joined in links, or one parameter per item (the filters' form). */
const JOB_SEARCH_LIST_KEYS = [
  'jobTypes',
  'locationIds',
  'experienceLevels',
  'educationLevels',
  'jobLevels',
  'skills',
] as const satisfies readonly (keyof JobsFilter)[];

/**
 * The limits of a job search's query (GET /jobs): the query schema (jobs-query.ts) and the zod-free reader of a
 * search URL (job-search-params.ts) both apply them.
 */
export const JOB_SEARCH_LIMITS = {
  /** Characters of the keyword, trimmed. */
  keyword: 200,
  /** Characters of a comma-separated list as sent. */
  listText: 2000,
  /** Ids in one list. */
  listItems: 50,
  /** Skill names in one search, and characters of each. */
  skills: 30,
  skillName: 80,
} as const;

/** The URL keys of a job search besides sortBy and page (the API's wire names), in the order links write them. */
export const JOB_SEARCH_CRITERIA = [
  'q',
  'categoryId',
  'industryId',
  'salaryRange',
  ...JOB_SEARCH_LIST_KEYS,
] as const satisfies readonly (keyof JobsFilter)[];

/** Whether a criterion is a list (one of JOB_SEARCH_LIST_KEYS). */
export const JOB_SEARCH_LISTS: ReadonlySet<string> = new Set(JOB_SEARCH_LIST_KEYS);

/** The feeds of a job search, by format; the search's criteria go in the query string, Nepali under /ne/. */
export const JOBS_FEED_PATHS = { rss: '/jobs/feed.rss', atom: '/jobs/feed.atom' } as const;
export type FeedFormat = keyof typeof JOBS_FEED_PATHS;

/** How many jobs a feed carries: the newest open ones of its search. */
export const JOBS_FEED_ITEMS = 50;
