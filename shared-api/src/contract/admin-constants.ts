import { LOOKUP_LISTS, type LookupList } from './lookup-lists.ts';
/** Messages of the admin area; the admin app shows them in the chosen language (admin_app `server.*`). */
export const adminMessages = {
  userNotFound: 'User not found.',
  employerNotFound: 'Employer not found.',
  notYourself: 'You cannot delete or deactivate your own account.',
  lastAdmin: 'The last active administrator cannot be deleted or deactivated.',
  reasonRequired: 'Please provide a reason for rejection.',
  selectEmployer: 'Please select an employer to post on behalf of.',
  employerNotApproved: 'Jobs can only be posted on behalf of approved employers.',
  itemNotFound: 'Item not found.',
  keyTaken: 'An item with this key already exists in this list.',
  nameTaken: 'An item with this name already exists in this list.',
  nameRequired: 'Both names are required.',
  keyRequired: 'Key is required.',
  minRequired: 'Min is required.',
  wholeNumber: 'Numbers must be whole numbers.',
  invalidList: 'Invalid attribute type selected.',
  isActiveInvalid: 'isActive must be true or false.',
  industryIdInvalid: 'industryId must be a valid id.',
  seekerNotFound: 'Job seeker not found.',
  cursorInvalid: 'The page position is not valid. Please start from the first page.',
  sortInvalid: 'This sort is not offered for this list.',
  filterInvalid: 'This filter value is not offered for this list.',
  searchTooLong: 'The search text is too long (at most 100 characters).',
  pageSizeTooBig: 'pageSize must be at most 50.',
} as const;

/**
 * 'This item is used by 3 jobs and 2 profiles and cannot be deleted.' (code admin.lookupInUse; the error's
 * `params` carry `jobs` and `profiles`, so a client says it in its own language).
 */
export const lookupInUseMessage = (jobs: number, profiles: number) => {
  const jobsPart = `${jobs} ${jobs === 1 ? 'job' : 'jobs'}`;
  const profilesPart = `${profiles} ${profiles === 1 ? 'profile' : 'profiles'}`;
  const parts = [jobs > 0 ? jobsPart : '', profiles > 0 ? profilesPart : ''].filter(Boolean);
  return `This item is used by ${parts.join(' and ') || jobsPart} and cannot be deleted.`;
};

/** The fields each list's form shows, in order (spec section 3). */
export const LOOKUP_FIELDS: Record<LookupList, readonly ('name_en' | 'name_ne' | 'key' | 'min' | 'max' | 'order')[]> = {
  categories: ['name_en', 'name_ne'],
  skills: ['name_en', 'name_ne'],
  locations: ['name_en', 'name_ne', 'order'],
  industries: ['name_en', 'name_ne', 'order'],
  'job-types': ['name_en', 'name_ne', 'key', 'order'],
  'experience-levels': ['name_en', 'name_ne', 'key', 'order'],
  'education-levels': ['name_en', 'name_ne', 'key', 'order'],
  'salary-ranges': ['name_en', 'name_ne', 'key', 'min', 'max', 'order'],
  'job-levels': ['name_en', 'name_ne', 'key', 'order'],
};

export const isLookupList = (value: string | undefined): value is LookupList =>
  (LOOKUP_LISTS as readonly string[]).includes(value ?? '');

export const AUDIT_PAGE_SIZE = 20;

/** Rows per page of the admin lists (spec section 9), and of the approvals queue. */
export const ADMIN_PAGE_SIZE = 10;
export const APPROVALS_PAGE_SIZE = 5;
export const ADMIN_PAGE_SIZE_MAX = 50;
export const ADMIN_SEARCH_MAX = 100;

/** The sorts of each admin list (the first is the default). */
export const ADMIN_USER_SORTS = ['newest', 'oldest', 'name', 'email'] as const;
export const ADMIN_PENDING_SORTS = ['oldest', 'newest', 'name'] as const;
export const ADMIN_JOB_SORTS = ['newest', 'oldest', 'title'] as const;
export const AUDIT_SORTS = ['newest', 'oldest'] as const;

/**
 * What an admin jobs list filters by: open = listed on the public site (open, deadline not passed, employer
 * active), expired = open but past its deadline, closed, hidden = open but its employer is deactivated or gone.
 */
export const ADMIN_JOB_STATES = ['open', 'expired', 'closed', 'hidden'] as const;
export type AdminJobState = (typeof ADMIN_JOB_STATES)[number];

export const ACCOUNT_STATES = ['active', 'inactive'] as const;
