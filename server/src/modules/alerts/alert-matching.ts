import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { AlertQuery } from 'shared-api/contract';
import type { Db, Executor } from '../../db/client.ts';
import { jobs, jobTypes, type PreferencesColumn, seekerProfiles } from '../../db/schema.ts';
import { keywordWords, type ListJobsQuery, listedCondition, searchKey } from '../jobs/job-conditions.ts';
import { listStatements } from '../jobs/job-list.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { keywordStatements, termIdsOf } from '../jobs/keyword-search.ts';

/** The largest uuid: `(created_at, id) > (since, MAX_ID)` is exactly `created_at > since`. */
const MAX_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** A stored alert search as the job list's own query (oldest first, so a digest lists jobs in posting order). */
export function alertListQuery(query: AlertQuery, pageSize: number): ListJobsQuery {
  return { ...query, sortBy: 'oldest', page: 1, pageSize };
}

/** The stored search as /jobs URL values (lists comma-joined), for links back to the same search. */
export function alertSearchParams(query: AlertQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text !== '') params[key] = text;
  }
  return params;
}

/**
 * The ids of jobs matching a /jobs search that were posted after `since`, oldest first, at most `limit`:
 * the job list's own statements (listStatements for filters, keywordStatements on job_search for keywords),
 * paged from a cursor at `since`, so an alert finds exactly what the same search on /jobs finds.
 */
export async function newSearchMatches(
  db: Db,
  query: AlertQuery,
  since: Date,
  limit: number,
  today = kathmanduToday(),
): Promise<string[]> {
  const listQuery = alertListQuery(query, limit);
  const after = { createdAt: since.toISOString(), id: MAX_ID };
  const words = keywordWords(listQuery.q);
  if (words.length === 0) {
    const rows = await listStatements(db, listQuery, today, after).page;
    return rows.map((row) => row.id);
  }
  const terms = await termIdsOf(db, words);
  if (terms.some((list) => list.length === 0)) return [];
  const statement = keywordStatements(listQuery, today, terms).byDate('oldest', limit, 0, true, after);
  const { rows } = await db.execute<{ id: string }>(statement);
  return rows.map((row) => row.id);
}

/**
 * The search of a profile alert, from the seeker's preferences: every preference given narrows (a job type,
 * location or industry among the preferred ones; at least one shared skill). Nothing given matches nothing,
 * so a fresh profile never mails the whole portal.
 */
export async function profileConditions(db: Executor, seekerId: string): Promise<SQL[] | null> {
  const [profile] = await db
    .select({ skills: seekerProfiles.skills, preferences: seekerProfiles.preferences })
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, seekerId));
  if (!profile) return null;
  const prefs: PreferencesColumn = profile.preferences;
  const conditions: SQL[] = [];
  if (prefs.jobTypes.length > 0) {
    // Preferences store job type keys; the jobs their ids.
    conditions.push(
      inArray(
        jobs.jobTypeId,
        db.select({ id: jobTypes.id }).from(jobTypes).where(inArray(jobTypes.key, prefs.jobTypes)),
      ),
    );
  }
  if (prefs.locations.length > 0) conditions.push(inArray(jobs.locationId, prefs.locations));
  if (prefs.industries.length > 0) conditions.push(inArray(jobs.industryId, prefs.industries));
  const keys = [...new Set(profile.skills.map(searchKey).filter(Boolean))];
  if (keys.length > 0) {
    const wanted = sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    );
    conditions.push(sql`${jobs.skillKeys} && ARRAY[${wanted}]::text[]`);
  }
  return conditions.length > 0 ? conditions : null;
}

/** Listed jobs matching the seeker's preferences posted after `since`, oldest first, at most `limit`. */
export async function newProfileMatches(
  db: Executor,
  seekerId: string,
  since: Date,
  limit: number,
  today = kathmanduToday(),
): Promise<string[]> {
  const conditions = await profileConditions(db, seekerId);
  if (!conditions) return [];
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(listedCondition(today), gt(jobs.createdAt, since), ...conditions))
    .orderBy(jobs.createdAt, jobs.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
