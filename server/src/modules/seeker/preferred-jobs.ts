import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Job } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { jobs, seekerProfiles } from '../../db/schema.ts';
import { listedCondition, searchKey } from '../jobs/job-conditions.ts';
import { selectJobs, toJob } from '../jobs/job-serializer.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';

/**
 * Open, unexpired jobs sharing at least one skill with the seeker, the most shared skills first
 * (case-insensitive, NFC, exact names), then newest. Uses jobs.skill_keys (lower-cased NFC, GIN-indexed).
 */
export async function preferredJobs(db: Db, seekerId: string, limit: number, today = kathmanduToday()): Promise<Job[]> {
  const [profile] = await db
    .select({ skills: seekerProfiles.skills })
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, seekerId));
  const keys = [...new Set((profile?.skills ?? []).map(searchKey).filter(Boolean))];
  if (keys.length === 0) return [];
  const wanted = sql`ARRAY[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  const shared: SQL<number> = sql<number>`(select count(distinct k) from unnest(${jobs.skillKeys}) k where k = any(${wanted}))`;
  const ranked = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(listedCondition(today), sql`${jobs.skillKeys} && ${wanted}`))
    .orderBy(desc(shared), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await selectJobs(db).where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJob(row, today)] : [];
  });
}
