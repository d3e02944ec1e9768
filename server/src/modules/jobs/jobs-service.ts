import { and, eq } from 'drizzle-orm';
import { type Job, jobMessages } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { employerListed } from './job-conditions.ts';
import { selectJobs, toJob } from './job-serializer.ts';

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
