import { eq } from 'drizzle-orm';
import { type Job, jobMessages } from 'shared-api/contract';
import type { Db } from '../../../db/client.ts';
import { jobs } from '../../../db/schema.ts';
import { notFound } from '../../../errors.ts';
import { isUuid } from '../../../http/is-uuid.ts';
import { selectJobs, toJob } from '../../jobs/job-serializer.ts';

/**
 * A job that may have a share picture: one the public list shows (open, deadline not passed), with its
 * employer's logo file id; anything else is the 404 of a missing job.
 */
export async function shareableJob(db: Db, id: string): Promise<{ job: Job; logoFileId: string | null }> {
  if (!isUuid(id)) throw notFound(jobMessages.notFound);
  const [row] = await selectJobs(db).where(eq(jobs.id, id));
  const job = row ? toJob(row) : undefined;
  if (!row || !job || job.status !== 'open' || job.isExpired) throw notFound(jobMessages.notFound);
  return { job, logoFileId: row.employerRef?.logoFileId ?? null };
}
