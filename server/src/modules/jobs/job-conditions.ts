import { and, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { jobsQuerySchema } from 'shared-api/contract';
import type { z } from 'zod';
import { jobs, users } from '../../db/schema.ts';

/**
 * The SQL conditions of the job list, in one place: which jobs are listed, each filter of a list query, and the
 * search words of its keywords. The list (job-list.ts), keyword search (keyword-search.ts), suggestions, alerts,
 * the home page, sitemaps and the admin counts all build on these.
 */

export type ListJobsQuery = z.output<typeof jobsQuerySchema>;

/** Search text and queries are compared lower-cased in Unicode NFC (the trigger stores it that way). */
export const searchKey = (text: string) => text.normalize('NFC').toLowerCase();

/** The distinct search words of q (lower-cased NFC), in order. */
export function keywordWords(q: string | undefined): string[] {
  return q ? [...new Set(searchKey(q).split(/\s+/).filter(Boolean))] : [];
}

/**
 * The job's employer is on the site: active and not deleted. A deactivated employer's jobs leave the public
 * pages and take no applications without being closed, so reactivating the employer brings them back
 * (job_search follows through the triggers of migration 0020).
 */
export const employerListed = sql`exists (select 1 from ${users} u where u.id = ${jobs.employerId} and u.is_active and u.deleted_at is null)`;

/**
 * The job's employer is deactivated or gone (the opposite of employerListed), through the few
 * such employers and their jobs' index rather than a check per job.
 */
export const unlistedEmployer = sql`${jobs.employerId} in (select u.id from ${users} u where u.role = 'employer' and (not u.is_active or u.deleted_at is not null))`;

/** No deadline, or not past it on `today` (Asia/Kathmandu): on jobs, or its search copy job_search. */
export function beforeDeadline(deadline: PgColumn, today: string): SQL {
  return or(isNull(deadline), gte(deadline, today)) as SQL;
}

/** Open, not past its deadline (in Asia/Kathmandu), its employer active: the only jobs the public list shows. */
export function listedCondition(today: string): SQL {
  return and(eq(jobs.status, 'open'), beforeDeadline(jobs.applicationDeadline, today), employerListed) as SQL;
}

/** The filter columns jobs and job_search share (same names, same meaning). */
type FilterColumns = Record<
  | 'categoryId'
  | 'industryId'
  | 'salaryRangeId'
  | 'jobTypeId'
  | 'locationId'
  | 'experienceLevelId'
  | 'educationLevelId'
  | 'jobLevelId'
  | 'skillKeys',
  PgColumn
>;

/** Each filter of a list query (not the keywords) on `table`: jobs, or its search copy job_search. */
export function lookupConditions(query: ListJobsQuery, table: FilterColumns = jobs): SQL[] {
  const conditions: SQL[] = [];
  if (query.categoryId) conditions.push(eq(table.categoryId, query.categoryId));
  if (query.industryId) conditions.push(eq(table.industryId, query.industryId));
  if (query.salaryRange) conditions.push(eq(table.salaryRangeId, query.salaryRange));
  const lists = [
    [table.jobTypeId, query.jobTypes],
    [table.locationId, query.locationIds],
    [table.experienceLevelId, query.experienceLevels],
    [table.educationLevelId, query.educationLevels],
    [table.jobLevelId, query.jobLevels],
  ] as const;
  for (const [column, ids] of lists) {
    if (ids && ids.length > 0) conditions.push(inArray(column, ids));
  }
  const skills = hasAllSkills(table.skillKeys, query.skills);
  if (skills) conditions.push(skills);
  return conditions;
}

/** A text[] literal of these values, each a parameter. */
export const textArrayOf = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * ALL of the given skills, case-insensitively, on a skill_keys column (the lower-cased NFC copy of a skills list):
 * undefined when none is given.
 */
export function hasAllSkills(skillKeys: PgColumn, skills: readonly string[] | undefined): SQL | undefined {
  const keys = [...new Set((skills ?? []).map(searchKey))];
  return keys.length > 0 ? sql`${skillKeys} @> ${textArrayOf(keys)}` : undefined;
}

/** Every condition of a list query without keywords: listed jobs only, each filter (keywords: keyword-search.ts). */
export function filterConditions(query: ListJobsQuery, today: string): SQL[] {
  return [listedCondition(today), ...lookupConditions(query)];
}
