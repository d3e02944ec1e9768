import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { candidateInvitations, candidateViews, candidateVisibility, employerProfiles, jobs } from '../../db/schema.ts';

/**
 * A user's part of candidate search for their data export: a seeker's choice, who viewed them and their
 * invitations; an employer's views of candidates and invitations sent (a seeker's name is not the employer's data).
 */
export async function candidateDataOf(executor: Executor, userId: string, role: string) {
  const invitations = executor
    .select({
      id: candidateInvitations.id,
      jobId: candidateInvitations.jobId,
      jobTitle: jobs.title,
      companyName: employerProfiles.companyName,
      seekerId: candidateInvitations.seekerId,
      status: candidateInvitations.status,
      createdAt: candidateInvitations.createdAt,
      respondedAt: candidateInvitations.respondedAt,
    })
    .from(candidateInvitations)
    .innerJoin(jobs, eq(jobs.id, candidateInvitations.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, candidateInvitations.employerId))
    .orderBy(asc(candidateInvitations.createdAt));
  const views = executor
    .select({
      employerId: candidateViews.employerId,
      companyName: employerProfiles.companyName,
      seekerId: candidateViews.seekerId,
      viewedAt: candidateViews.viewedAt,
    })
    .from(candidateViews)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, candidateViews.employerId))
    .orderBy(asc(candidateViews.viewedAt));
  if (role === 'job_seeker') {
    const [visibility] = await executor
      .select({ visible: candidateVisibility.visible, changedAt: candidateVisibility.changedAt })
      .from(candidateVisibility)
      .where(eq(candidateVisibility.seekerId, userId));
    return {
      visibility: visibility ?? { visible: false, changedAt: null },
      profileViews: await views.where(eq(candidateViews.seekerId, userId)),
      invitations: await invitations.where(eq(candidateInvitations.seekerId, userId)),
    };
  }
  return {
    profileViews: await views.where(eq(candidateViews.employerId, userId)),
    invitations: await invitations.where(eq(candidateInvitations.employerId, userId)),
  };
}

/** In the account deletion's transaction: the choice, the views and the invitations of this user, either side. */
export async function deleteCandidateDataOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(candidateVisibility).where(eq(candidateVisibility.seekerId, userId));
  await tx.delete(candidateViews).where(or(eq(candidateViews.seekerId, userId), eq(candidateViews.employerId, userId)));
  await tx
    .delete(candidateInvitations)
    .where(or(eq(candidateInvitations.seekerId, userId), eq(candidateInvitations.employerId, userId)));
}
