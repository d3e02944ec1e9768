import { getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Job, LookupRef } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import {
  categories,
  educationLevels,
  employerProfiles,
  experienceLevels,
  files,
  industries,
  jobLevels,
  jobs,
  jobTypes,
  locations,
  salaryRanges,
} from '../../db/schema.ts';
import { fileUrl } from '../users/wire-user.ts';
import { isDeadlinePassed, kathmanduToday } from './kathmandu-date.ts';

// The search columns are for the database only; never load them.
const { searchText: _searchText, skillKeys: _skillKeys, ...jobColumns } = getTableColumns(jobs);

type Ref = { id: string; nameEn: string; nameNe: string; key?: string | null };
type SalaryRef = Ref & { min: number | null; max: number | null };

/**
 * Lookups, employer and attachment come from correlated sub-selects rather than joins: a ten-table join cost
 * PostgreSQL ~30 ms to PLAN on every request (measured), while sub-selects plan in well under a millisecond
 * and run only for the rows of the page.
 */
const ref = <T = Ref>(table: AnyPgTable & { id: AnyPgColumn }, fk: AnyPgColumn, keyed = false) =>
  sql<T | null>`(select json_build_object('id', t.id, 'nameEn', t.name_en, 'nameNe', t.name_ne${sql.raw(
    keyed ? ", 'key', t.key" : '',
  )}) from ${table} t where t.id = ${fk})`;

/** Everything a wire job needs, in one row (employer, eight lookups, attachment name). */
export const jobSelection = {
  ...jobColumns,
  employerRef: sql<{
    companyName: string;
    logoFileId: string | null;
    website: string;
  } | null>`(select json_build_object('companyName', ep.company_name, 'logoFileId', ep.logo_file_id, 'website', ep.website) from ${employerProfiles} ep where ep.user_id = ${jobs.employerId})`,
  attachmentFileName: sql<string | null>`(select f.file_name from ${files} f where f.id = ${jobs.attachmentFileId})`,
  categoryRef: ref(categories, jobs.categoryId),
  industryRef: ref(industries, jobs.industryId),
  locationRef: ref(locations, jobs.locationId),
  jobTypeRef: ref(jobTypes, jobs.jobTypeId, true),
  experienceLevelRef: ref(experienceLevels, jobs.experienceLevelId, true),
  educationLevelRef: ref(educationLevels, jobs.educationLevelId, true),
  jobLevelRef: ref(jobLevels, jobs.jobLevelId, true),
  salaryRangeRef: sql<SalaryRef | null>`(select json_build_object('id', t.id, 'nameEn', t.name_en, 'nameNe', t.name_ne, 'key', t.key, 'min', t.min, 'max', t.max) from ${salaryRanges} t where t.id = ${jobs.salaryRangeId})`,
};

/** `select … from jobs` with everything toJob needs; add where / order / limit (and joins to filter by). */
export function selectJobs(db: Executor) {
  return db.select(jobSelection).from(jobs).$dynamic();
}

export type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

type RefColumns = { id: string | null; nameEn: string | null; nameNe: string | null; key?: string | null } | null;

export function toLookupRef(ref: RefColumns | undefined): LookupRef | null {
  if (!ref?.id) return null;
  const base = { id: ref.id, name_en: ref.nameEn ?? '', name_ne: ref.nameNe ?? '' };
  return ref.key === undefined ? base : { ...base, key: ref.key };
}

/** The one place a job row becomes its wire shape (jobSchema). */
export function toJob(row: JobRow, today: string = kathmanduToday()): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    postedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    employerId: row.employerId,
    employer: {
      id: row.employerId,
      companyName: row.employerRef?.companyName ?? '',
      companyLogoUrl: row.employerRef?.logoFileId ? fileUrl(row.employerRef.logoFileId) : null,
    },
    categoryId: row.categoryId,
    industryId: row.industryId,
    jobTypeId: row.jobTypeId,
    salaryRangeId: row.salaryRangeId,
    experienceLevelId: row.experienceLevelId,
    educationLevelId: row.educationLevelId,
    locationId: row.locationId,
    jobLevelId: row.jobLevelId,
    category: toLookupRef(row.categoryRef),
    industry: toLookupRef(row.industryRef),
    jobType: toLookupRef(row.jobTypeRef),
    salaryRange: toLookupRef(row.salaryRangeRef),
    experienceLevel: toLookupRef(row.experienceLevelRef),
    educationLevel: toLookupRef(row.educationLevelRef),
    location: toLookupRef(row.locationRef),
    jobLevel: toLookupRef(row.jobLevelRef),
    vacancies: row.vacancies,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    contactPerson: row.contactPerson,
    howToApply: row.howToApply,
    benefits: row.benefits,
    duration: row.duration,
    customCategory: row.customCategory,
    customIndustry: row.customIndustry,
    customLocation: row.customLocation,
    customSalary: row.customSalary,
    skills: row.skills,
    applicationDeadline: row.applicationDeadline,
    isExpired: isDeadlinePassed(row.applicationDeadline, today),
    attachmentUrl: row.attachmentFileId ? fileUrl(row.attachmentFileId) : null,
    attachmentFileName: row.attachmentFileId ? (row.attachmentFileName ?? null) : null,
  };
}
