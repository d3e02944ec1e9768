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
  nameRequired: 'Both names are required.',
  keyRequired: 'Key is required.',
  minRequired: 'Min is required.',
  wholeNumber: 'Numbers must be whole numbers.',
  invalidList: 'Invalid attribute type selected.',
  isActiveInvalid: 'isActive must be true or false.',
  industryIdInvalid: 'industryId must be a valid id.',
} as const;

/** 'This item is used by 3 jobs or profiles and cannot be deleted.' (code admin.lookupInUse: the count is in the sentence only). */
export const lookupInUseMessage = (count: number) =>
  `This item is used by ${count} ${count === 1 ? 'job or profile' : 'jobs or profiles'} and cannot be deleted.`;

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
};

export const isLookupList = (value: string | undefined): value is LookupList =>
  (LOOKUP_LISTS as readonly string[]).includes(value ?? '');

export const AUDIT_PAGE_SIZE = 20;
