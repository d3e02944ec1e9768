import { and, desc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Job, jobMessages, type jobsQuerySchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jobs, savedJobs, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { selectJobs, toJob } from './job-serializer.ts';
import { kathmanduToday } from './kathmandu-date.ts';

export type ListJobsQuery = z.output<typeof jobsQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Search text and queries are compared lower-cased in Unicode NFC (the trigger stores it that way). */
export const searchKey = (text: string) => text.normalize('NFC').toLowerCase();

/** `%`, `_` and the backslash as plain characters in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/** Open, not past its deadline (in Asia/Kathmandu), its employer active: the only jobs the public list shows. */
export function listedCondition(today: string): SQL {
  return and(
    eq(jobs.status, 'open'),
    or(isNull(jobs.applicationDeadline), gte(jobs.applicationDeadline, today)),
    employerListed,
  ) as SQL;
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
  const skillKeys = [...new Set((query.skills ?? []).map(searchKey))];
  if (skillKeys.length > 0) {
    // ALL of the given skills, case-insensitively (skill_keys is the lower-cased NFC copy of skills).
    const array = sql.join(
      skillKeys.map((key) => sql`${key}`),
      sql`, `,
    );
    conditions.push(sql`${table.skillKeys} @> ARRAY[${array}]::text[]`);
  }
  return conditions;
}

/** Every condition of a list query without keywords: listed jobs only, each filter (keywords: keyword-search.ts). */
export function filterConditions(query: ListJobsQuery, today: string): SQL[] {
  return [listedCondition(today), ...lookupConditions(query)];
}

/**
 * Any status (closed and expired jobs stay viewable by id); 404 for a missing or malformed id, and for the jobs
 * of an employer who deleted their account or was deactivated (they leave the site).
 */
export async function getJob(db: Db, id: string): Promise<Job> {
  if (!isUuid(id)) throw notFound(jobMessages.notFound);
  const [row] = await selectJobs(db).where(and(eq(jobs.id, id), employerListed));
  if (!row) throw notFound(jobMessages.notFound);
  return toJob(row);
}

export async function saveJob(db: Db, seekerId: string, jobId: string): Promise<void> {
  if (!isUuid(jobId)) throw notFound(jobMessages.notFound);
  // The insert itself tells whether the job exists (its foreign key), so there is no check-then-insert race.
  const inserted = await db.execute(sql`
    insert into ${savedJobs} (seeker_id, job_id)
    select ${seekerId}, ${jobs.id} from ${jobs} where ${jobs.id} = ${jobId}
    on conflict do nothing
    returning job_id`);
  if (inserted.rows.length > 0) return;
  const [exists] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!exists) throw notFound(jobMessages.notFound);
}

export async function unsaveJob(db: Db, seekerId: string, jobId: string): Promise<void> {
  if (!isUuid(jobId)) return;
  await db.delete(savedJobs).where(and(eq(savedJobs.seekerId, seekerId), eq(savedJobs.jobId, jobId)));
}

/** Every saved job, closed and expired ones included (flagged by status / isExpired), most recently saved first. */
export async function listSavedJobs(db: Db, seekerId: string): Promise<Job[]> {
  const today = kathmanduToday();
  const rows = await selectJobs(db)
    .innerJoin(savedJobs, and(eq(savedJobs.jobId, jobs.id), eq(savedJobs.seekerId, seekerId)))
    .orderBy(desc(savedJobs.createdAt), desc(jobs.id));
  return rows.map((row) => toJob(row, today));
}
