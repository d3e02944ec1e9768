import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { accountMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../../audit/audit.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { lockUserRow } from '../../db/locks.ts';
import {
  adminProfiles,
  applicationNotes,
  applications,
  certifications,
  educations,
  emailTokens,
  employerDocuments,
  employerProfiles,
  experiences,
  files,
  jobAlerts,
  jobs,
  mailOutbox,
  notificationPreferences,
  notifications,
  savedJobs,
  seekerProfiles,
  sessions,
  users,
} from '../../db/schema.ts';
import { retryingTransaction } from '../../db/transaction.ts';
import { conflict, HttpError } from '../../errors.ts';
import { clearAccountAttempts, takeAccountAttempt } from '../../rate-limit/account-attempts.ts';
import { deleteCandidateDataOf } from '../candidates/candidate-data.ts';
import { cancelInterviewsOfEmployer, deleteInterviewsOf } from '../interviews/interviews-service.ts';
import { deleteMessagesOf } from '../messages/messages-service.ts';
import { deleteAnswersOf } from '../screening/screening-service.ts';
import { releaseEnrolmentsOf } from '../trainings/enrolment-service.ts';
import type { UserRow } from '../users/wire-user.ts';
import { userFileIds } from './account-files.ts';

/** The address a deleted account keeps: unique, not deliverable (.invalid), not anyone's. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * "Delete my account" after the password (counted like a login attempt, so it cannot be guessed). One
 * transaction: everything personal goes — profile, history, certificates, saved jobs, alerts, notifications,
 * tokens, sessions, files, company profile and documents — and the users row stays as an anonymous tombstone
 * (no email, no password anyone knows, inactive, `deleted_at` set), because others legitimately keep records
 * that point at it: an employer's applications show "Applicant deleted their account", a deleted employer's
 * jobs stay closed (and off the site) under the seekers' applications, audit entries keep their actor.
 */
export async function deleteOwnAccount(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  const attempts = `delete-account:${user.id}`;
  await takeAccountAttempt(ctx, attempts);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, accountMessages.passwordWrong, 'account.passwordWrong', 'password');
  }
  await clearAccountAttempts(ctx, attempts);
  // Nobody knows this password; the row keeps a real hash so every login path stays uniform.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  await retryingTransaction(ctx.db, async (tx) => {
    if (user.role === 'admin') {
      // Same order as the admin service's removals (every admin row, by id), so the last admin is never lost.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(users.id)
        .for('no key update');
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, user.id)));
      if (!others || others.n === 0) throw conflict(accountMessages.lastAdmin);
    }
    const locked = await lockUserRow(tx, user.id);
    if (!locked || locked.deletedAt) return;
    await releaseEnrolmentsOf(tx, ctx.config, user.id);
    const fileIds = await userFileIds(tx, user.id);
    const closed = await tx
      .update(jobs)
      .set({ status: 'closed', attachmentFileId: null, updatedAt: new Date() })
      .where(eq(jobs.employerId, user.id))
      .returning({ id: jobs.id });
    const employerJobs = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, user.id));
    // Off the site: nobody keeps a deleted company's job on a saved list.
    await tx.delete(savedJobs).where(inArray(savedJobs.jobId, employerJobs));
    const [applied] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.seekerId, user.id));
    for (const table of [experiences, educations, certifications, emailTokens, sessions, notifications] as const) {
      await tx.delete(table).where(eq(table.userId, user.id));
    }
    await tx.delete(savedJobs).where(eq(savedJobs.seekerId, user.id));
    // An employer's private notes go with the employer; notes about this person's applications go with the person.
    await tx.delete(applicationNotes).where(eq(applicationNotes.authorId, user.id));
    await tx
      .delete(applicationNotes)
      .where(
        inArray(
          applicationNotes.applicationId,
          tx.select({ id: applications.id }).from(applications).where(eq(applications.seekerId, user.id)),
        ),
      );
    // Screening answers are what the person said: they go with the person, the application stays as a record.
    await deleteAnswersOf(tx, user.id);
    await deleteMessagesOf(tx, user.id);
    // The applicant's interviews go with them; a company's standing interviews are cancelled, each applicant told.
    await deleteInterviewsOf(tx, user.id);
    if (user.role === 'employer') await cancelInterviewsOfEmployer(tx, ctx, user);
    await deleteCandidateDataOf(tx, user.id);
    await tx.delete(jobAlerts).where(eq(jobAlerts.userId, user.id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    // Employers' notifications of this person's applications keep the fact, not the name ("Someone applied").
    await tx
      .update(notifications)
      .set({ params: sql`${notifications.params} || '{"seekerName": ""}'::jsonb` })
      .where(
        and(
          eq(notifications.kind, 'application_received'),
          sql`${notifications.link} like ${`%/applicants/${user.id}`}`,
        ),
      );
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.userId, user.id), sql`${mailOutbox.sentAt} is null`));
    await tx.delete(seekerProfiles).where(eq(seekerProfiles.userId, user.id));
    await tx.delete(employerDocuments).where(eq(employerDocuments.employerId, user.id));
    await tx.delete(employerProfiles).where(eq(employerProfiles.userId, user.id));
    await tx.delete(adminProfiles).where(eq(adminProfiles.userId, user.id));
    await tx
      .update(users)
      .set({
        email: deletedEmail(user.id),
        passwordHash: unusableHash,
        isActive: false,
        emailVerifiedAt: null,
        rejectionReason: null,
        locationId: null,
        customLocation: null,
        tokenVersion: locked.tokenVersion + 1,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
    await writeAudit(tx, {
      actorId: user.id,
      action: 'delete-own-account',
      entity: 'user',
      entityId: user.id,
      before: { role: user.role, jobsClosed: closed.length, applications: applied?.n ?? 0, files: fileIds.length },
    });
  });
}
