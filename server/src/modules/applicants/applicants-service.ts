import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  APPLICANTS_PAGE_SIZE,
  type Applicant,
  type ApplicantsFilter,
  type ApplicantsPage,
  type ApplicationStatusBody,
  employerMessages,
  interviewMessages,
  type JobApplication,
} from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { readsTogether } from '../../db/reads.ts';
import {
  applications,
  certifications,
  educations,
  experiences,
  files,
  jobs,
  locations,
  seekerProfiles,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { type ApplicationRow, selectApplications, toApplication } from '../applications/applications-service.ts';
import { cancelInterviewOfApplication, hasOutcome } from '../interviews/interviews-service.ts';
import { jobForManager } from '../jobs/job-write-service.ts';
import { cancelStatusMail, notifyApplicationStatus } from '../notifications/application-events.ts';
import { requirementsMet } from '../screening/screening-service.ts';
import { toWireCertification, toWireEducation, toWireExperience, type UserRow } from '../users/wire-user.ts';
import { applicantConditions } from './applicant-filter.ts';

/** Where the job's employer downloads an applicant's resume (only for applicants of that job). */
export const applicantResumeUrl = (jobId: string, seekerId: string) =>
  `/api/employer/jobs/${jobId}/applicants/${seekerId}/resume`;

/** The seekers' profiles for the employer's eyes, several at once (one query per table). */
async function loadApplicants(executor: Executor, jobId: string, seekerIds: string[]): Promise<Map<string, Applicant>> {
  if (seekerIds.length === 0) return new Map();
  const [people, experienceRows, educationRows, certificationRows] = await readsTogether(executor, [
    () =>
      executor
        .select({
          user: { id: users.id, email: users.email, customLocation: users.customLocation, deletedAt: users.deletedAt },
          profile: seekerProfiles,
          resumeFileName: files.fileName,
          location: { nameEn: locations.nameEn, nameNe: locations.nameNe },
        })
        .from(users)
        .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
        .leftJoin(files, eq(files.id, seekerProfiles.resumeFileId))
        .leftJoin(locations, eq(locations.id, users.locationId))
        .where(inArray(users.id, seekerIds)),
    () =>
      executor
        .select()
        .from(experiences)
        .where(inArray(experiences.userId, seekerIds))
        .orderBy(desc(experiences.startDate)),
    () =>
      executor
        .select()
        .from(educations)
        .where(inArray(educations.userId, seekerIds))
        .orderBy(desc(educations.startDate)),
    () =>
      executor
        .select()
        .from(certifications)
        .where(inArray(certifications.userId, seekerIds))
        .orderBy(asc(certifications.createdAt)),
  ]);
  const result = new Map<string, Applicant>();
  for (const person of people) {
    const profile = person.profile;
    result.set(person.user.id, {
      id: person.user.id,
      // A deleted account keeps no email (its tombstone address is nobody's).
      email: person.user.deletedAt ? '' : person.user.email,
      ...(person.user.deletedAt && { accountDeleted: true }),
      fullName: profile?.fullName ?? '',
      headline: profile?.headline ?? '',
      summary: profile?.summary ?? '',
      linkedinUrl: profile?.linkedinUrl ?? '',
      contact: { phone: profile?.phone ?? '', address: profile?.address ?? '' },
      skills: profile?.skills ?? [],
      location: person.location?.nameEn
        ? {
            name_en: person.location.nameEn,
            name_ne: person.location.nameNe ?? '',
            customLocation: person.user.customLocation,
          }
        : null,
      resumeUrl: profile?.resumeFileId ? applicantResumeUrl(jobId, person.user.id) : null,
      resumeFileName: profile?.resumeFileId ? (person.resumeFileName ?? null) : null,
      experience: experienceRows.filter((e) => e.userId === person.user.id).map(toWireExperience),
      education: educationRows.filter((e) => e.userId === person.user.id).map(toWireEducation),
      certifications: certificationRows.filter((c) => c.userId === person.user.id).map(toWireCertification),
    });
  }
  return result;
}

function toJobApplication(row: ApplicationRow, seeker: Applicant): JobApplication {
  return { ...toApplication(row), seeker };
}

async function withApplicants(executor: Executor, rows: ApplicationRow[]): Promise<JobApplication[]> {
  const byJob = new Map<string, string[]>();
  for (const row of rows)
    byJob.set(row.application.jobId, [...(byJob.get(row.application.jobId) ?? []), row.application.seekerId]);
  const applicants = new Map<string, Applicant>();
  for (const [jobId, seekerIds] of byJob) {
    for (const [seekerId, applicant] of await loadApplicants(executor, jobId, seekerIds)) {
      applicants.set(`${jobId}/${seekerId}`, applicant);
    }
  }
  const met = await requirementsMet(
    executor,
    rows.map((row) => row.application.id),
  );
  return rows.flatMap((row) => {
    const seeker = applicants.get(`${row.application.jobId}/${row.application.seekerId}`);
    if (!seeker) return [];
    // The résumé is the one sent with this application, not whatever the profile holds now.
    const { jobId, seekerId, resumeFileId } = row.application;
    const sent = {
      resumeUrl: resumeFileId ? applicantResumeUrl(jobId, seekerId) : null,
      resumeFileName: resumeFileId ? (row.resumeFileName ?? null) : null,
    };
    const application = toJobApplication(row, { ...seeker, ...sent });
    const meets = met.get(row.application.id);
    return [meets === undefined ? application : { ...application, meetsRequirements: meets }];
  });
}

/** GET /jobs/:id/applications: the job's employer (or an admin); oldest application first. */
export async function listJobApplications(ctx: AppContext, actor: UserRow, jobId: string): Promise<JobApplication[]> {
  const job = await jobForManager(ctx.db, actor, jobId);
  const rows = await selectApplications(ctx.db)
    .where(eq(applications.jobId, job.id))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return withApplicants(ctx.db, rows);
}

/**
 * GET /jobs/:id/applications/page: the job's applications matching the filters (applicant-filter.ts), oldest
 * first, a page of APPLICANTS_PAGE_SIZE; `total` counts the matches and `all` every application of the job.
 */
export async function listJobApplicantsPage(
  ctx: AppContext,
  actor: UserRow,
  jobId: string,
  query: ApplicantsFilter,
): Promise<ApplicantsPage> {
  const job = await jobForManager(ctx.db, actor, jobId);
  const conditions = await applicantConditions(ctx.db, query);
  const page = query.page;
  const matching = and(sql`true`, ...conditions) as SQL;
  const candidates = ctx.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.seekerId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.seekerId))
    .where(and(eq(applications.jobId, job.id), matching));
  const [ids, [counted]] = await Promise.all([
    candidates
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(APPLICANTS_PAGE_SIZE)
      .offset((page - 1) * APPLICANTS_PAGE_SIZE),
    ctx.db
      .select({ all: count(), total: sql<number>`(count(*) filter (where ${matching}))::int` })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.seekerId))
      .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.seekerId))
      .where(eq(applications.jobId, job.id)),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await selectApplications(ctx.db)
          .where(
            inArray(
              applications.id,
              ids.map((row) => row.id),
            ),
          )
          .orderBy(asc(applications.createdAt), asc(applications.id));
  return {
    items: await withApplicants(ctx.db, rows),
    total: counted?.total ?? 0,
    all: counted?.all ?? 0,
    page,
    pageSize: APPLICANTS_PAGE_SIZE,
  };
}

/** The application of one seeker to one job, for the job's employer (or an admin); 404 otherwise. */
export async function findApplication(
  ctx: AppContext,
  actor: UserRow,
  jobId: string,
  seekerId: string,
  message: string = employerMessages.applicationNotFound,
): Promise<JobApplication> {
  const job = await jobForManager(ctx.db, actor, jobId);
  if (!isUuid(seekerId)) throw notFound(message);
  const rows = await selectApplications(ctx.db).where(
    and(eq(applications.jobId, job.id), eq(applications.seekerId, seekerId)),
  );
  const [found] = await withApplicants(ctx.db, rows);
  if (!found) throw notFound(message);
  return found;
}

/** GET /employer/jobs/:jobId/applicants/:seekerId: only someone who applied to that job. */
export async function getApplicant(
  ctx: AppContext,
  actor: UserRow,
  jobId: string,
  seekerId: string,
): Promise<Applicant> {
  return (await findApplication(ctx, actor, jobId, seekerId, employerMessages.applicantNotFound)).seeker;
}

/** The résumé sent with an application, for the employer of the job (or an admin). */
export async function loadApplicantResume(ctx: AppContext, actor: UserRow, jobId: string, seekerId: string) {
  const application = await findApplication(ctx, actor, jobId, seekerId, employerMessages.applicantNotFound);
  const [row] = await ctx.db
    .select({ resumeFileId: applications.resumeFileId })
    .from(applications)
    .where(eq(applications.id, application.id));
  const file = row?.resumeFileId ? await ctx.files.load(ctx.db, row.resumeFileId) : undefined;
  if (!file) throw notFound(employerMessages.resumeNotFound);
  return file;
}

/** An application the actor (an employer) owns through its job; admins are refused, others get 404. */
async function ownedApplication(executor: Executor, actor: UserRow, applicationId: string) {
  if (actor.role !== 'employer') throw forbidden(employerMessages.employersOnly);
  if (!isUuid(applicationId)) throw notFound(employerMessages.applicationNotFound);
  const [row] = await executor
    .select({ id: applications.id, status: applications.status, employerId: jobs.employerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!row || row.employerId !== actor.id) throw notFound(employerMessages.applicationNotFound);
  return row;
}

async function applicationById(executor: Executor, id: string): Promise<JobApplication> {
  const rows = await selectApplications(executor).where(eq(applications.id, id));
  const [found] = await withApplicants(executor, rows);
  if (!found) throw notFound(employerMessages.applicationNotFound);
  return found;
}

/** A refused status change: rejected and withdrawn are final, each with its own sentence. */
const finalStatus = (status: string) =>
  conflict(status === 'withdrawn' ? employerMessages.applicationWithdrawn : employerMessages.alreadyRejected);

/** PUT /applications/:id/viewed: pending becomes viewed; any other status stays as it is. */
export async function markViewed(ctx: AppContext, actor: UserRow, applicationId: string): Promise<JobApplication> {
  const row = await ownedApplication(ctx.db, actor, applicationId);
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(applications)
      .set({ status: 'viewed', viewedAt: new Date() })
      .where(and(eq(applications.id, row.id), eq(applications.status, 'pending')))
      .returning({ id: applications.id });
    // Only the first view tells the seeker.
    if (changed.length > 0) await notifyApplicationStatus(tx, ctx.config, row.id, 'viewed', null);
  });
  return applicationById(ctx.db, row.id);
}

/**
 * PUT /applications/:id/status (spec section 4): shortlisted, viewed (unshortlist) or rejected with a reason.
 * Rejected is final; the update's own condition enforces that, so two racing calls cannot undo a rejection.
 */
export async function setApplicationStatus(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
  body: ApplicationStatusBody,
): Promise<JobApplication> {
  const row = await ownedApplication(ctx.db, actor, applicationId);
  const reason = body.rejectionReason?.trim() ?? '';
  if (body.status === 'rejected' && !reason) throw badRequest(employerMessages.reasonRequired);
  if (row.status === 'rejected' || row.status === 'withdrawn') throw finalStatus(row.status);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, row.id))
      .for('update');
    if (before && (before.status === 'rejected' || before.status === 'withdrawn')) throw finalStatus(before.status);
    // After the outcome of its interview the application's status stays as it was.
    if (await hasOutcome(tx, row.id)) throw conflict(interviewMessages.outcomeRecorded);
    const updated = await tx
      .update(applications)
      .set({
        status: body.status,
        rejectionReason: body.status === 'rejected' ? reason : null,
        viewedAt: new Date(),
      })
      .where(and(eq(applications.id, row.id), notInArray(applications.status, ['rejected', 'withdrawn'])))
      .returning({ id: applications.id });
    if (updated.length === 0) throw conflict(employerMessages.alreadyRejected);
    // Off the shortlist, a standing interview is off too (the applicant's calendar is told).
    if (body.status !== 'shortlisted') await cancelInterviewOfApplication(tx, ctx, row.id);
    // The seeker hears of a change, not of a repeat; un-shortlisting (back to viewed) is not news to them, and
    // the shortlisting's email, if it has not gone yet, does not go.
    const unshortlisted = body.status === 'viewed' && before?.status === 'shortlisted';
    if (unshortlisted) await cancelStatusMail(tx, row.id);
    else if (before?.status !== body.status) {
      await notifyApplicationStatus(tx, ctx.config, row.id, body.status, reason || null);
    }
  });
  return applicationById(ctx.db, row.id);
}
