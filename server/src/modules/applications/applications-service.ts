import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  type Application,
  type ApplicationResumeChoice,
  type ApplicationsPage,
  applicationMessages,
  jobMessages,
  type ScreeningAnswerInput,
} from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db, Executor } from '../../db/client.ts';
import { onConstraint } from '../../db/pg-errors.ts';
import {
  applications,
  employerProfiles,
  files,
  jobs,
  locations,
  screeningAnswers,
  seekerProfiles,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { insertFile, type StagedFile, type Upload } from '../../files/file-store.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { markInvitationApplied } from '../candidates/invitations-service.ts';
import { seekerCv } from '../cv/cv-service.ts';
import { cancelInterviewOfApplication } from '../interviews/interviews-service.ts';
import { toLookupRef } from '../jobs/job-serializer.ts';
import { isDeadlinePassed } from '../jobs/kathmandu-date.ts';
import { cancelStatusMail, notifyNewApplication } from '../notifications/application-events.ts';
import { checkAnswers, storeAnswers } from '../screening/screening-service.ts';

/**
 * Applications with their job (inner join: an application whose job is gone is not shown).
 * Shared by the seeker's and the employer's views.
 */
export function selectApplications(db: Executor) {
  return db
    .select({
      application: applications,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
      employerId: jobs.employerId,
      customLocation: jobs.customLocation,
      companyName: employerProfiles.companyName,
      location: { id: locations.id, nameEn: locations.nameEn, nameNe: locations.nameNe },
      resumeFileName: files.fileName,
      answeredScreening: sql<boolean>`exists (select 1 from ${screeningAnswers} sa where sa.application_id = ${applications.id})`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(files, eq(files.id, applications.resumeFileId))
    .$dynamic();
}

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

/** An application as both its seeker and its employer read it (the employer's adds the applicant). */
export function toApplication(row: ApplicationRow): Application {
  const a = row.application;
  return {
    id: a.id,
    jobId: a.jobId,
    job: {
      id: a.jobId,
      title: row.jobTitle,
      status: row.jobStatus,
      companyName: row.companyName ?? '',
      location: toLookupRef(row.location),
      customLocation: row.customLocation,
    },
    seekerId: a.seekerId,
    appliedAt: a.createdAt.toISOString(),
    status: a.status,
    rejectionReason: a.rejectionReason,
    viewed: a.viewedAt !== null || a.status !== 'pending',
    note: a.note,
    resumeFileName: a.resumeFileId ? (row.resumeFileName ?? null) : null,
    withdrawnAt: a.withdrawnAt?.toISOString() ?? null,
    answeredScreening: row.answeredScreening,
  };
}

/**
 * What a seeker sends: a note, and the résumé — the profile's, none, or a file for this job only; unset: the
 * profile's when there is one.
 */
export type ApplyInput = {
  jobId: string;
  note: string | null;
  resume?: ApplicationResumeChoice | { upload: Upload };
  /** The answers to the job's screening questions (checked against them in the application's transaction). */
  answers?: ScreeningAnswerInput[];
};

/**
 * The résumé file an application carries: the profile's as it is now (its row share-locked, so a replace or
 * delete of the profile's résumé waits for this application and then keeps the file it holds), none, or an
 * upload stored for this application (staged before the transaction).
 */
async function resumeToSend(
  tx: Executor,
  seekerId: string,
  resume: ApplyInput['resume'],
  staged: StagedFile | undefined,
): Promise<string | null> {
  if (staged) return insertFile(tx, seekerId, 'resume', staged);
  if (resume === 'none' || resume === 'cv') return null;
  const [profile] = await tx
    .select({ resumeFileId: seekerProfiles.resumeFileId })
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, seekerId))
    .for('share');
  if (resume === 'profile' && !profile?.resumeFileId) throw badRequest(applicationMessages.noResumeOnProfile);
  return profile?.resumeFileId ?? null;
}

/**
 * The CV built from the profile now, staged as this application's résumé file (the employer keeps what was sent,
 * whatever the profile becomes). Not built when the seeker has already applied to the job: the transaction then
 * refuses as it does for any repeat, without the PDF's work.
 */
async function stageCv(ctx: AppContext, seekerId: string, jobId: string): Promise<StagedFile | undefined> {
  const [earlier] = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seekerId)));
  if (earlier) return undefined;
  const [seeker] = await ctx.db.select().from(users).where(eq(users.id, seekerId));
  if (!seeker) throw notFound(jobMessages.notFound);
  return ctx.files.stage(await seekerCv(ctx.db, seeker));
}

/**
 * POST /applications: one application per seeker and job (the unique constraint decides between racing
 * repeats); a withdrawn application counts as one, so the job cannot be applied to again.
 */
export async function apply(ctx: AppContext, seekerId: string, input: ApplyInput): Promise<Application> {
  const { db, config } = ctx;
  const { jobId } = input;
  if (!isUuid(jobId)) throw notFound(jobMessages.notFound);
  const staged =
    typeof input.resume === 'object'
      ? await ctx.files.stage(input.resume.upload)
      : input.resume === 'cv'
        ? await stageCv(ctx, seekerId, jobId)
        : undefined;
  const id = await db.transaction(async (tx) => {
    // The employer's row, then the job's, are share-locked until the application commits: a close, an edit of
    // the deadline or the employer's deactivation waits for it, and one that came first is seen here (no
    // check-then-insert race with them). The employer's row comes first, in the order a deactivation takes
    // them (the account, then its jobs), so the two cannot deadlock.
    const [employer] = await tx
      .select({ active: users.isActive, gone: users.deletedAt })
      .from(users)
      .where(eq(users.id, sql`(select ${jobs.employerId} from ${jobs} where ${jobs.id} = ${jobId})`))
      .for('share');
    const [row] = await tx
      .select({ status: jobs.status, deadline: jobs.applicationDeadline })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('share');
    const job = row && employer ? { ...row, ...employer } : undefined;
    if (!job?.active || job.gone) throw notFound(jobMessages.notFound);
    if (job.status !== 'open') throw conflict(jobMessages.closed);
    if (isDeadlinePassed(job.deadline)) throw conflict(jobMessages.deadlinePassed);
    const [earlier] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seekerId)));
    if (earlier?.status === 'withdrawn') throw conflict(applicationMessages.withdrawnNoReapply);
    if (earlier) throw conflict(jobMessages.alreadyApplied);
    const answers = await checkAnswers(tx, jobId, input.answers);
    const resumeFileId = await resumeToSend(tx, seekerId, input.resume, staged);
    // The unique (job_id, seeker_id) constraint decides, so concurrent repeats cannot create two rows. The
    // employer's notification commits with it.
    const [created] = await onConstraint(
      () =>
        tx
          .insert(applications)
          .values({ jobId, seekerId, note: input.note, resumeFileId })
          .returning({ id: applications.id }),
      {
        uniqueViolation: () => conflict(jobMessages.alreadyApplied),
        foreignKeyViolation: () => notFound(jobMessages.notFound),
      },
    );
    if (!created) throw new Error('application insert returned nothing');
    await storeAnswers(tx, created.id, answers);
    await markInvitationApplied(tx, jobId, seekerId);
    await notifyNewApplication(tx, config, created.id);
    return created.id;
  });
  const [row] = await selectApplications(db).where(eq(applications.id, id));
  if (!row) throw notFound(jobMessages.notFound);
  return toApplication(row);
}

/** The seeker's applications, newest first. */
export async function myApplications(db: Db, seekerId: string): Promise<Application[]> {
  const rows = await selectApplications(db)
    .where(eq(applications.seekerId, seekerId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(toApplication);
}

/**
 * One page of the seeker's applications, newest first, with the total (applications whose job is gone are not
 * counted, like they are not listed). Ties on createdAt are ordered by id, so pages never repeat or skip a row.
 */
export async function myApplicationsPage(
  db: Db,
  seekerId: string,
  page: number,
  pageSize: number,
): Promise<ApplicationsPage> {
  const [rows, [counted]] = await Promise.all([
    selectApplications(db)
      .where(eq(applications.seekerId, seekerId))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.seekerId, seekerId)),
  ]);
  return { items: rows.map(toApplication), total: counted?.total ?? 0, page, pageSize };
}

/**
 * PUT /applications/:id/withdraw: the seeker's own application, unless it is rejected or already withdrawn.
 * The UPDATE carries the rule, so of a withdrawal racing the employer's rejection (or a second withdrawal) exactly
 * one wins and the other is told why; a status email still waiting to go out is dropped with it.
 */
export async function withdraw(ctx: AppContext, seekerId: string, applicationId: string): Promise<Application> {
  if (!isUuid(applicationId)) throw notFound(applicationMessages.notFound);
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(applications)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(
        and(
          eq(applications.id, applicationId),
          eq(applications.seekerId, seekerId),
          notInArray(applications.status, ['rejected', 'withdrawn']),
        ),
      )
      .returning({ id: applications.id });
    if (changed.length === 0) {
      const [row] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.seekerId, seekerId)));
      if (!row) throw notFound(applicationMessages.notFound);
      throw conflict(
        row.status === 'withdrawn' ? applicationMessages.alreadyWithdrawn : applicationMessages.rejectedCannotWithdraw,
      );
    }
    await cancelStatusMail(tx, applicationId);
    // A standing interview is off: the applicant's calendar is told.
    await cancelInterviewOfApplication(tx, ctx, applicationId, 'withdrawn');
  });
  const [row] = await selectApplications(db).where(eq(applications.id, applicationId));
  if (!row) throw notFound(applicationMessages.notFound);
  return toApplication(row);
}
