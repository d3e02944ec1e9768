import { count, desc, eq } from 'drizzle-orm';
import { type Application, type ApplicationsPage, jobMessages } from 'shared-api/contract';
import type { Db, Executor } from '../../db/client.ts';
import { onConstraint } from '../../db/pg-errors.ts';
import { applications, employerProfiles, jobs, locations, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { toLookupRef } from '../jobs/job-serializer.ts';
import { isUuid } from '../jobs/jobs-service.ts';
import { isDeadlinePassed } from '../jobs/kathmandu-date.ts';
import { notifyNewApplication } from '../notifications/application-events.ts';
import type { NotifyConfig } from '../notifications/notify.ts';

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
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .$dynamic();
}

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

function toApplication(row: ApplicationRow): Application {
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
  };
}

export async function apply(db: Db, config: NotifyConfig, seekerId: string, jobId: string): Promise<Application> {
  if (!isUuid(jobId)) throw notFound(jobMessages.notFound);
  const id = await db.transaction(async (tx) => {
    // The job's row and its employer's are share-locked until the application commits: a close, an edit of
    // the deadline or the employer's deactivation waits for it, and one that came first is seen here (no
    // check-then-insert race with them).
    const [job] = await tx
      .select({
        status: jobs.status,
        deadline: jobs.applicationDeadline,
        active: users.isActive,
        gone: users.deletedAt,
      })
      .from(jobs)
      .innerJoin(users, eq(users.id, jobs.employerId))
      .where(eq(jobs.id, jobId))
      .for('share');
    if (!job?.active || job.gone) throw notFound(jobMessages.notFound);
    if (job.status !== 'open') throw conflict(jobMessages.closed);
    if (isDeadlinePassed(job.deadline)) throw conflict(jobMessages.deadlinePassed);
    // The unique (job_id, seeker_id) constraint decides, so concurrent repeats cannot create two rows. The
    // employer's notification commits with it.
    const [created] = await onConstraint(
      () => tx.insert(applications).values({ jobId, seekerId }).returning({ id: applications.id }),
      {
        uniqueViolation: () => conflict(jobMessages.alreadyApplied),
        foreignKeyViolation: () => notFound(jobMessages.notFound),
      },
    );
    if (!created) throw new Error('application insert returned nothing');
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
