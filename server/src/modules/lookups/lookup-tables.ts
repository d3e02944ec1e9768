import type { LookupList } from 'shared-api/contract';
import {
  categories,
  educationLevels,
  experienceLevels,
  industries,
  jobLevels,
  jobTypes,
  locations,
  salaryRanges,
  skills,
} from '../../db/schema.ts';

/** The table behind each lookup path segment. */
export const LOOKUP_TABLES = {
  categories,
  locations,
  'job-types': jobTypes,
  'experience-levels': experienceLevels,
  'education-levels': educationLevels,
  'salary-ranges': salaryRanges,
  skills,
  industries,
  'job-levels': jobLevels,
} as const satisfies Record<LookupList, unknown>;
