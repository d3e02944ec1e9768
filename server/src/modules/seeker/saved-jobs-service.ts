import { and, desc, eq, sql } from 'drizzle-orm';
import { type Job, jobMessages } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { jobs, savedJobs } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { selectJobs, toJob } from '../jobs/job-serializer.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';

/** A seeker's saved jobs: saving is idempotent, unsaving a job never saved is a no-op. */

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
