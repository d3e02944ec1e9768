import { eq } from 'drizzle-orm';
import { interviewMessages } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { applications, employerProfiles, interviews, jobs, seekerProfiles, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { UserRow } from '../users/wire-user.ts';

export type InterviewRow = typeof interviews.$inferSelect;

/** An application as the interview rules read it, with its interview (if any) and who is asking. */
export type InterviewCase = {
  applicationId: string;
  status: string;
  jobId: string;
  jobTitle: string;
  employerId: string;
  seekerId: string;
  seekerEmail: string;
  seekerName: string;
  companyName: string;
  /** The job's employer or an administrator (the manager), or the applicant. */
  side: 'manager' | 'seeker';
  interview: InterviewRow | null;
};

/**
 * The application `applicationId` with its interview, or undefined. `lock`: hold the application's row (FOR UPDATE,
 * as status changes do) until the transaction ends, so every change of its interview and its status goes one at a time.
 */
export async function loadInterviewCase(executor: Executor, applicationId: string, lock = false) {
  const query = executor
    .select({
      applicationId: applications.id,
      status: applications.status,
      jobId: jobs.id,
      jobTitle: jobs.title,
      employerId: jobs.employerId,
      seekerId: applications.seekerId,
      seekerEmail: users.email,
      seekerName: seekerProfiles.fullName,
      companyName: employerProfiles.companyName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.seekerId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.seekerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(applications.id, applicationId));
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  if (!row) return undefined;
  const [interview] = await executor.select().from(interviews).where(eq(interviews.applicationId, row.applicationId));
  return {
    ...row,
    seekerName: row.seekerName ?? '',
    companyName: row.companyName ?? '',
    interview: interview ?? null,
  };
}

/**
 * The application `applicationId` when `actor` may see its interview: the job's employer, an administrator, or the
 * applicant; anyone else 404 (as if there were none). `lock` as loadInterviewCase.
 */
export async function interviewCase(
  executor: Executor,
  actor: UserRow,
  applicationId: string,
  lock = false,
): Promise<InterviewCase> {
  if (!isUuid(applicationId)) throw notFound(interviewMessages.notFound);
  const row = await loadInterviewCase(executor, applicationId, lock);
  const side =
    row && (actor.role === 'admin' || (actor.role === 'employer' && row.employerId === actor.id))
      ? 'manager'
      : row && actor.role === 'job_seeker' && row.seekerId === actor.id
        ? 'seeker'
        : null;
  if (!row || !side) throw notFound(interviewMessages.notFound);
  return { ...row, side };
}

/** The same, for what only the job's employer (or an administrator) does: the applicant gets 403. */
export async function managedCase(executor: Executor, actor: UserRow, applicationId: string) {
  const found = await interviewCase(executor, actor, applicationId, true);
  if (found.side !== 'manager') throw forbidden(interviewMessages.managersOnly);
  return found;
}

/** The same, for what only the applicant does: the employer and administrators get 403. */
export async function applicantCase(executor: Executor, actor: UserRow, applicationId: string) {
  const found = await interviewCase(executor, actor, applicationId, true);
  if (found.side !== 'seeker') throw forbidden(interviewMessages.applicantOnly);
  return found;
}
