import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  CANDIDATE_ACTIVITY_PAGE_SIZE,
  candidateMessages,
  INVITATIONS_PER_EMPLOYER_PER_DAY,
  type InvitationsPage,
  type InviteBody,
  type ReceivedInvitation,
  type SentInvitation,
} from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db, Executor } from '../../db/client.ts';
import { lockUserRow } from '../../db/locks.ts';
import { onConstraint } from '../../db/pg-errors.ts';
import { applications, candidateInvitations, candidateSearch, employerProfiles, jobs } from '../../db/schema.ts';
import { badRequestField, conflict, notFound, tooManyRequests } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { listedCondition } from '../jobs/job-conditions.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { notify } from '../notifications/notify.ts';
import type { UserRow } from '../users/wire-user.ts';
import { requireApprovedEmployer } from './candidate-access.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the seeker reads their invitations (the notification's link). */
export const INVITATIONS_PATH = '/job_seeker/invitations';

/**
 * POST /employer/candidates/:id/invitations: invites a findable seeker to apply to one of the employer's listed
 * jobs. Once per job and seeker (the unique constraint); at most INVITATIONS_PER_EMPLOYER_PER_DAY in any 24 hours,
 * counted under the employer's row lock so concurrent invitations cannot pass the limit together. The seeker's
 * notification and email (their language and settings) commit with it.
 */
export async function inviteCandidate(
  ctx: AppContext,
  actor: UserRow,
  seekerId: string,
  input: InviteBody,
): Promise<SentInvitation> {
  requireApprovedEmployer(actor);
  if (!isUuid(seekerId)) throw notFound(candidateMessages.notFound);
  return ctx.db.transaction(async (tx) => {
    await lockUserRow(tx, actor.id);
    const [findable] = await tx
      .select({ id: candidateSearch.seekerId })
      .from(candidateSearch)
      .where(eq(candidateSearch.seekerId, seekerId));
    if (!findable) throw notFound(candidateMessages.notFound);
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title, companyName: employerProfiles.companyName })
      .from(jobs)
      .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
      .where(and(eq(jobs.id, input.jobId), eq(jobs.employerId, actor.id), listedCondition(kathmanduToday())));
    if (!job) throw badRequestField(candidateMessages.jobNotOpen, 'jobId');
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.seekerId, seekerId)));
    if (applied) throw conflict(candidateMessages.alreadyApplied);
    const since = new Date(Date.now() - DAY_MS);
    const [sent] = await tx
      .select({ n: count(), oldest: sql<string | null>`min(${candidateInvitations.createdAt})::text` })
      .from(candidateInvitations)
      .where(and(eq(candidateInvitations.employerId, actor.id), gt(candidateInvitations.createdAt, since)));
    if ((sent?.n ?? 0) >= INVITATIONS_PER_EMPLOYER_PER_DAY) {
      const frees = sent?.oldest ? new Date(sent.oldest).getTime() + DAY_MS : Date.now() + DAY_MS;
      throw tooManyRequests(candidateMessages.dailyLimit, (frees - Date.now()) / 1000);
    }
    const [row] = await onConstraint(
      () => tx.insert(candidateInvitations).values({ employerId: actor.id, seekerId, jobId: job.id }).returning(),
      { uniqueViolation: () => conflict(candidateMessages.alreadyInvited) },
    );
    if (!row) throw new Error('invitation insert returned nothing');
    await notify(tx, ctx.config, {
      userId: seekerId,
      kind: 'invitation_received',
      params: { jobTitle: job.title, jobId: job.id, companyName: job.companyName ?? '' },
      link: INVITATIONS_PATH,
    });
    return {
      id: row.id,
      jobId: job.id,
      jobTitle: job.title,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The seeker's invitations with their job and company: `jobOpen` when the job still takes applications. */
function receivedInvitations(executor: Executor, today: string) {
  return executor
    .select({
      invitation: candidateInvitations,
      jobTitle: jobs.title,
      companyName: employerProfiles.companyName,
      jobOpen: sql<boolean>`(${listedCondition(today)})`,
    })
    .from(candidateInvitations)
    .innerJoin(jobs, eq(jobs.id, candidateInvitations.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, candidateInvitations.employerId))
    .$dynamic();
}

type ReceivedRow = Awaited<ReturnType<ReturnType<typeof receivedInvitations>['execute']>>[number];

const toReceived = (row: ReceivedRow): ReceivedInvitation => ({
  id: row.invitation.id,
  jobId: row.invitation.jobId,
  jobTitle: row.jobTitle,
  companyName: row.companyName ?? '',
  status: row.invitation.status,
  createdAt: row.invitation.createdAt.toISOString(),
  jobOpen: row.jobOpen,
});

/** GET /seekers/me/invitations: newest first, paged. */
export async function myInvitations(db: Db, seekerId: string, page: number): Promise<InvitationsPage> {
  const [rows, [total]] = await Promise.all([
    receivedInvitations(db, kathmanduToday())
      .where(eq(candidateInvitations.seekerId, seekerId))
      .orderBy(desc(candidateInvitations.createdAt), desc(candidateInvitations.id))
      .limit(CANDIDATE_ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * CANDIDATE_ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(candidateInvitations).where(eq(candidateInvitations.seekerId, seekerId)),
  ]);
  return { items: rows.map(toReceived), total: total?.n ?? 0, page, pageSize: CANDIDATE_ACTIVITY_PAGE_SIZE };
}

/** POST /seekers/me/invitations/:id/decline: a pending invitation of this seeker only (answered: 409). */
export async function declineInvitation(db: Db, seekerId: string, id: string): Promise<ReceivedInvitation> {
  if (!isUuid(id)) throw notFound(candidateMessages.invitationNotFound);
  const mine = and(eq(candidateInvitations.id, id), eq(candidateInvitations.seekerId, seekerId));
  const declined = await db
    .update(candidateInvitations)
    .set({ status: 'declined', respondedAt: new Date() })
    .where(and(mine, eq(candidateInvitations.status, 'pending')))
    .returning({ id: candidateInvitations.id });
  const [row] = await receivedInvitations(db, kathmanduToday()).where(mine);
  if (!row) throw notFound(candidateMessages.invitationNotFound);
  if (declined.length === 0) throw conflict(candidateMessages.invitationAnswered);
  return toReceived(row);
}

/** In the application's transaction: the seeker's pending invitation to this job (if any) is answered by applying. */
export async function markInvitationApplied(tx: Executor, jobId: string, seekerId: string): Promise<void> {
  await tx
    .update(candidateInvitations)
    .set({ status: 'applied', respondedAt: new Date() })
    .where(
      and(
        eq(candidateInvitations.jobId, jobId),
        eq(candidateInvitations.seekerId, seekerId),
        eq(candidateInvitations.status, 'pending'),
      ),
    );
}
