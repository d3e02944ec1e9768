import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type MessageSide, messageMessages } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { applications, employerProfiles, jobs, seekerProfiles, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { UserRow } from '../users/wire-user.ts';

const seekerUser = alias(users, 'seeker_user');
const employerUser = alias(users, 'employer_user');

/** The facts of a thread one of its parties reads or writes. */
export type Thread = {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  seekerId: string;
  employerId: string;
  /** The reader's side, and the other party's account and name ('' once deleted). */
  you: MessageSide;
  otherId: string;
  otherName: string;
  yourName: string;
  /** Takes messages: the application is neither rejected nor withdrawn and neither account is deleted. */
  open: boolean;
};

/** Where each side reads a thread in the apps. */
export const threadLink = (thread: Pick<Thread, 'applicationId' | 'jobId' | 'seekerId'>, side: MessageSide) =>
  side === 'employer'
    ? `/employer/jobs/${thread.jobId}/applicants/${thread.seekerId}#messages`
    : `/job_seeker/applications/${thread.applicationId}/messages`;

/**
 * The thread of an application when `actor` is one of its two parties: the job's employer account or the
 * applicant (anyone else 404, as if there were none; an administrator 403). `lock`: hold the application's row
 * until the transaction ends, so the messages of one thread are counted and added one request at a time.
 */
export async function threadFor(executor: Executor, actor: UserRow, applicationId: string, lock = false) {
  if (actor.role === 'admin') throw forbidden(messageMessages.partiesOnly);
  if (!isUuid(applicationId)) throw notFound(messageMessages.threadNotFound);
  const you: MessageSide = actor.role === 'employer' ? 'employer' : 'job_seeker';
  const party: SQL | undefined =
    you === 'employer' ? eq(jobs.employerId, actor.id) : eq(applications.seekerId, actor.id);
  const query = executor
    .select({
      applicationId: applications.id,
      status: applications.status,
      jobId: jobs.id,
      jobTitle: jobs.title,
      seekerId: applications.seekerId,
      employerId: jobs.employerId,
      seekerDeleted: seekerUser.deletedAt,
      employerDeleted: employerUser.deletedAt,
      seekerName: seekerProfiles.fullName,
      companyName: employerProfiles.companyName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(seekerUser, eq(seekerUser.id, applications.seekerId))
    .innerJoin(employerUser, eq(employerUser.id, jobs.employerId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.seekerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(and(eq(applications.id, applicationId), party));
  const [row] = lock ? await query.for('no key update', { of: applications }) : await query;
  if (!row) throw notFound(messageMessages.threadNotFound);
  const seekerName = row.seekerDeleted ? '' : (row.seekerName ?? '');
  const companyName = row.employerDeleted ? '' : (row.companyName ?? '');
  const thread: Thread = {
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    seekerId: row.seekerId,
    employerId: row.employerId,
    you,
    otherId: you === 'employer' ? row.seekerId : row.employerId,
    otherName: you === 'employer' ? seekerName : companyName,
    yourName: you === 'employer' ? companyName : seekerName,
    open:
      row.status !== 'rejected' &&
      row.status !== 'withdrawn' &&
      row.seekerDeleted === null &&
      row.employerDeleted === null,
  };
  return thread;
}
