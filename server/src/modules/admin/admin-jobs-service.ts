import { desc } from 'drizzle-orm';
import type { Job } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { selectJobs, toJob } from '../jobs/job-serializer.ts';

/** Every job, open and closed, newest first: the admin jobs table pages it in the browser (spec section 7). */
export async function listAllJobs(db: Db): Promise<Job[]> {
  const rows = await selectJobs(db).orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((row) => toJob(row));
}
