import { and, count, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import {
  copyOfTitle,
  dateFieldBounds,
  type EmployerJob,
  employerMessages,
  type Job,
  type JobFormFields,
  type JobStatus,
  jobFormBodySchema,
  jobMessages,
} from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import {
  applications,
  categories,
  educationLevels,
  experienceLevels,
  industries,
  jobLevels,
  jobs,
  jobTypes,
  locations,
  salaryRanges,
  users,
} from '../../db/schema.ts';
import { badRequest, badRequestField, forbidden, notFound } from '../../errors.ts';
import { deleteFile, insertFile, type Upload } from '../../files/file-store.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { parseBody } from '../../http/parse-body.ts';
import { isNegotiableBand, isOtherName } from '../lookups/other-entry.ts';
import { copyScreening, writeQuestions } from '../screening/screening-service.ts';
import type { UserRow } from '../users/wire-user.ts';
import { selectJobs, toJob } from './job-serializer.ts';
import { kathmanduToday } from './kathmandu-date.ts';

/** The text fields of a job form (multipart), checked with the contract's schema; 400 with its sentence. */
export const parseJobForm = (fields: Record<string, string>): JobFormFields => parseBody(jobFormBodySchema, fields);

type NamedRow = { id: string; nameEn: string };

async function findRow<T extends NamedRow>(
  executor: Executor,
  table: AnyPgTable & { id: AnyPgColumn },
  id: string | null,
): Promise<T | null> {
  if (!id) return null;
  const [row] = await executor
    .select(getTableColumns(table) as Record<string, AnyPgColumn>)
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw badRequest(employerMessages.unknownLookup);
  return row as unknown as T;
}

const isNegotiableRow = (row: (NamedRow & { key: string }) | null) => !!row && isNegotiableBand(row.key, row.nameEn);

type BandRow = NamedRow & { key: string; min: number | null; max: number | null };

/**
 * An offered salary lies within its chosen band (both ends inclusive; an open end of the band bounds nothing),
 * unless the band is negotiable; without a band it stands alone.
 */
function checkOfferedSalary(band: BandRow | null, min: number | null, max: number | null): void {
  if (!band || isNegotiableRow(band) || (min === null && max === null)) return;
  const low = min ?? max ?? 0;
  const high = max ?? min ?? 0;
  if ((band.min !== null && low < band.min) || (band.max !== null && high > band.max)) {
    throw badRequestField(
      employerMessages.salaryOutsideBand,
      min !== null && band.min !== null && low < band.min ? 'salaryMin' : 'salaryMax',
    );
  }
}

/**
 * A deadline that is set or changed is not in the past and at most deadlineMaxDays ahead (Asia/Kathmandu days);
 * an edit that keeps the stored deadline (an expired job being corrected) is not refused for it.
 */
function checkDeadline(deadline: string | null, stored: string | null | undefined): void {
  if (!deadline || deadline === stored) return;
  const { min, max } = dateFieldBounds('deadline');
  if (deadline < min) throw badRequestField(employerMessages.deadlinePast, 'applicationDeadline');
  if (deadline > max) throw badRequestField(employerMessages.deadlineTooFar, 'applicationDeadline');
}

/**
 * The stored values of a job form: every id must exist in its list; the entry named Other (category, industry,
 * location) needs its custom text and a negotiable salary band its custom salary, otherwise the custom value
 * is cleared (spec section 5); an offered salary lies within its band; a new deadline is not in the past.
 */
async function jobValues(executor: Executor, input: JobFormFields, storedDeadline?: string | null) {
  // One after another: a transaction is one connection, which runs one query at a time.
  const category = await findRow<NamedRow>(executor, categories, input.categoryId);
  const industry = await findRow<NamedRow>(executor, industries, input.industryId);
  const location = await findRow<NamedRow>(executor, locations, input.locationId);
  const salary = await findRow<BandRow>(executor, salaryRanges, input.salaryRangeId);
  await findRow(executor, jobTypes, input.jobTypeId);
  await findRow(executor, experienceLevels, input.experienceLevelId);
  await findRow(executor, educationLevels, input.educationLevelId);
  await findRow(executor, jobLevels, input.jobLevelId);
  checkOfferedSalary(salary, input.salaryMin, input.salaryMax);
  checkDeadline(input.applicationDeadline, storedDeadline);
  const custom = (needed: boolean, value: string | null, message: string) => {
    if (!needed) return null;
    if (!value) throw badRequest(message);
    return value;
  };
  return {
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    industryId: input.industryId,
    jobTypeId: input.jobTypeId,
    salaryRangeId: input.salaryRangeId,
    experienceLevelId: input.experienceLevelId,
    educationLevelId: input.educationLevelId,
    locationId: input.locationId,
    jobLevelId: input.jobLevelId,
    vacancies: input.vacancies,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    contactPerson: input.contactPerson,
    howToApply: input.howToApply,
    benefits: input.benefits,
    duration: input.duration,
    customCategory: custom(
      isOtherName(category?.nameEn),
      input.customCategory,
      employerMessages.customCategoryRequired,
    ),
    customIndustry: custom(
      isOtherName(industry?.nameEn),
      input.customIndustry,
      employerMessages.customIndustryRequired,
    ),
    customLocation: custom(
      isOtherName(location?.nameEn),
      input.customLocation,
      employerMessages.customLocationRequired,
    ),
    customSalary: custom(isNegotiableRow(salary), input.customSalary, employerMessages.customSalaryRequired),
    skills: input.skills,
    applicationDeadline: input.applicationDeadline,
  };
}

async function jobById(executor: Executor, id: string): Promise<Job> {
  const [row] = await selectJobs(executor).where(eq(jobs.id, id));
  if (!row) throw notFound(jobMessages.notFound);
  return toJob(row);
}

/** Only approved employers post (spec section 4); the message says why not. */
async function requireApprovedEmployer(executor: Executor, employerId: string): Promise<void> {
  const [employer] = await executor.select().from(users).where(eq(users.id, employerId));
  if (employer?.role !== 'employer') throw badRequest(employerMessages.notAnEmployer);
  const status = employer.approvalStatus ?? 'pending';
  if (status === 'pending') throw forbidden(employerMessages.approvalPending);
  if (status === 'rejected') throw forbidden(employerMessages.approvalRejected);
}

/**
 * The title of a duplicate (spec: 'Copy of <title>'), decided here so it never depends on the language of the
 * person's screen: the source's title sent back unchanged is stored as 'Copy of <title>'; a title the person
 * wrote (the form offers 'Copy of <title>' in every language) is kept. The source must be the same employer's
 * job (404 otherwise, like any job of another company).
 */
async function duplicateTitle(executor: Executor, employerId: string, sourceId: string, title: string) {
  const [source] = isUuid(sourceId)
    ? await executor
        .select({ title: jobs.title })
        .from(jobs)
        .where(and(eq(jobs.id, sourceId), eq(jobs.employerId, employerId)))
    : [];
  if (!source) throw notFound(jobMessages.notFound);
  return title === source.title ? copyOfTitle(source.title) : title;
}

/**
 * Posts a job for an employer: the employer's own POST /jobs, and later the admin posting on behalf
 * (the same approval rule applies to the employer in both cases), with the screening questions the form sends
 * (a duplicate sent none asks its source's).
 */
export async function createJob(
  ctx: AppContext,
  employerId: string,
  input: JobFormFields,
  attachment?: Upload,
): Promise<Job> {
  const staged = attachment ? await ctx.files.stage(attachment) : null;
  const id = await ctx.db.transaction(async (tx) => {
    await requireApprovedEmployer(tx, employerId);
    const values = await jobValues(tx, input);
    if (input.duplicateFrom) values.title = await duplicateTitle(tx, employerId, input.duplicateFrom, values.title);
    const attachmentFileId = staged ? await insertFile(tx, employerId, 'attachment', staged) : null;
    const [row] = await tx
      .insert(jobs)
      .values({ ...values, employerId, attachmentFileId })
      .returning({ id: jobs.id });
    if (!row) throw new Error('job insert returned nothing');
    if (input.screeningQuestions) await writeQuestions(tx, row.id, input.screeningQuestions);
    else if (input.duplicateFrom) await copyScreening(tx, input.duplicateFrom, row.id);
    return row.id;
  });
  return jobById(ctx.db, id);
}

/**
 * The job an actor may manage: its employer, or an admin. Another employer gets 404, exactly like a
 * missing job, so ids of other companies' jobs reveal nothing.
 */
export async function jobForManager(executor: Executor, actor: UserRow, jobId: string) {
  if (!isUuid(jobId)) throw notFound(jobMessages.notFound);
  const [job] = await executor
    .select({
      id: jobs.id,
      employerId: jobs.employerId,
      attachmentFileId: jobs.attachmentFileId,
      applicationDeadline: jobs.applicationDeadline,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    // In a transaction the row stays locked: of two deletes the second finds no job (404), and two edits
    // cannot both replace (and delete) the same old attachment.
    .for('update');
  if (!job || (actor.role !== 'admin' && job.employerId !== actor.id)) throw notFound(jobMessages.notFound);
  return job;
}

/**
 * Edits a job (its employer or an admin). A new attachment replaces the old one; removeAttachment drops it; sent
 * screening questions replace the job's list (409 once it has applications), left out they stay.
 */
export async function updateJob(
  ctx: AppContext,
  actor: UserRow,
  jobId: string,
  input: JobFormFields,
  attachment?: Upload,
): Promise<Job> {
  const staged = attachment ? await ctx.files.stage(attachment) : null;
  await ctx.db.transaction(async (tx) => {
    const job = await jobForManager(tx, actor, jobId);
    const values = await jobValues(tx, input, job.applicationDeadline);
    let attachmentFileId = job.attachmentFileId;
    if (staged) attachmentFileId = await insertFile(tx, job.employerId, 'attachment', staged);
    else if (input.removeAttachment) attachmentFileId = null;
    await tx
      .update(jobs)
      .set({ ...values, attachmentFileId, updatedAt: new Date() })
      .where(eq(jobs.id, job.id));
    if (input.screeningQuestions) await writeQuestions(tx, job.id, input.screeningQuestions);
    if (attachmentFileId !== job.attachmentFileId) await deleteFile(tx, job.attachmentFileId);
  });
  return jobById(ctx.db, jobId);
}

export async function setJobStatus(ctx: AppContext, actor: UserRow, jobId: string, status: JobStatus): Promise<Job> {
  const job = await jobForManager(ctx.db, actor, jobId);
  await ctx.db.update(jobs).set({ status, updatedAt: new Date() }).where(eq(jobs.id, job.id));
  return jobById(ctx.db, job.id);
}

/** Deletes a job with its applications (cascade) and its attachment file. */
export async function deleteJob(ctx: AppContext, actor: UserRow, jobId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const job = await jobForManager(tx, actor, jobId);
    await tx.delete(jobs).where(eq(jobs.id, job.id));
    await deleteFile(tx, job.attachmentFileId);
  });
}

/** The employer's own jobs, open and closed, newest first, each with its number of applications (not withdrawn). */
export async function listEmployerJobs(ctx: AppContext, employerId: string): Promise<EmployerJob[]> {
  const today = kathmanduToday();
  const [rows, counts] = await Promise.all([
    selectJobs(ctx.db).where(eq(jobs.employerId, employerId)).orderBy(desc(jobs.createdAt), desc(jobs.id)),
    ctx.db
      .select({ jobId: applications.jobId, total: count() })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.employerId, employerId)))
      .where(ne(applications.status, 'withdrawn'))
      .groupBy(applications.jobId),
  ]);
  const byJob = new Map(counts.map((row) => [row.jobId, row.total]));
  return rows.map((row) => ({ ...toJob(row, today), applicationCount: byJob.get(row.id) ?? 0 }));
}
