import { eq } from 'drizzle-orm';
import {
  adminMessages,
  type EmployerProfileBody,
  type JobFormFields,
  type updateEmployerBodySchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { employerProfiles, jobs, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { Upload } from '../../files/file-store.ts';
import {
  addEmployerDocuments,
  deleteEmployerDocument,
  deleteEmployerLogo,
  setEmployerLogo,
  updateEmployerProfile,
} from '../employer/employer-profile-service.ts';
import { createJob, deleteJob, jobForManager, updateJob } from '../jobs/job-write-service.ts';
import type { UserRow } from '../users/wire-user.ts';
import { wireUserById } from './admin-users-service.ts';

/**
 * Runs an employer-area service inside the admin's transaction, then records the audit entry in that same
 * transaction. The services open their own transaction on `ctx.db`; handed the admin's transaction they
 * run as a savepoint inside it, so the change and its audit entry commit or roll back together.
 */
async function audited<T>(
  ctx: AppContext,
  work: (txCtx: AppContext, tx: Db) => Promise<T>,
  entry: (result: T, tx: Db) => Promise<Parameters<typeof writeAudit>[1]>,
): Promise<T> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const result = await work({ ...ctx, db: tx }, tx);
    await writeAudit(tx, await entry(result, tx));
    return result;
  });
}

async function employerRow(tx: Db, id: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (user?.role !== 'employer') throw notFound(adminMessages.employerNotFound);
  return user;
}

async function profileSnapshot(tx: Db, id: string) {
  const [profile] = await tx.select().from(employerProfiles).where(eq(employerProfiles.userId, id));
  if (!profile) return null;
  return {
    companyName: profile.companyName,
    companyDescription: profile.companyDescription,
    website: profile.website,
    address: profile.address,
    industryId: profile.industryId,
    customIndustry: profile.customIndustry,
    logoFileId: profile.logoFileId,
  };
}

export async function adminUpdateEmployer(
  ctx: AppContext,
  actorId: string,
  id: string,
  input: z.output<typeof updateEmployerBodySchema>,
) {
  const p = input.profile;
  const body: EmployerProfileBody = {
    companyName: p.companyName,
    companyDescription: p.description,
    website: p.website,
    address: p.address,
    industryId: p.industryId,
    customIndustry: p.customIndustry,
  };
  let before: Awaited<ReturnType<typeof profileSnapshot>> = null;
  await audited(
    ctx,
    async (txCtx, tx) => {
      const employer = await employerRow(tx, id);
      before = await profileSnapshot(tx, id);
      return updateEmployerProfile(txCtx, employer, body);
    },
    async (_user, tx) => ({
      actorId,
      action: 'update',
      entity: 'employer',
      entityId: id,
      before,
      after: await profileSnapshot(tx, id),
    }),
  );
  return wireUserById(ctx.db, id);
}

export async function adminSetLogo(ctx: AppContext, actorId: string, id: string, upload: Upload | undefined) {
  await audited(
    ctx,
    async (txCtx, tx) => setEmployerLogo(txCtx, await employerRow(tx, id), upload),
    async (_user, tx) => ({
      actorId,
      action: 'upload-logo',
      entity: 'employer',
      entityId: id,
      after: { ...(await profileSnapshot(tx, id)), fileName: upload?.fileName },
    }),
  );
  return wireUserById(ctx.db, id);
}

export async function adminDeleteLogo(ctx: AppContext, actorId: string, id: string) {
  await audited(
    ctx,
    async (txCtx, tx) => deleteEmployerLogo(txCtx, await employerRow(tx, id)),
    async (_user, tx) => ({
      actorId,
      action: 'delete-logo',
      entity: 'employer',
      entityId: id,
      after: await profileSnapshot(tx, id),
    }),
  );
  return wireUserById(ctx.db, id);
}

export async function adminAddDocuments(ctx: AppContext, actorId: string, id: string, uploads: Upload[]) {
  return audited(
    ctx,
    async (txCtx, tx) => addEmployerDocuments(txCtx, await employerRow(tx, id), uploads),
    async (created, tx) => ({
      actorId,
      action: 'upload-documents',
      entity: 'employer',
      entityId: id,
      after: { companyName: (await profileSnapshot(tx, id))?.companyName, documents: created },
    }),
  );
}

export async function adminDeleteDocument(ctx: AppContext, actorId: string, id: string, documentId: string) {
  await audited(
    ctx,
    async (txCtx, tx) => {
      await employerRow(tx, id);
      await deleteEmployerDocument(txCtx, id, documentId);
    },
    async (_none, tx) => ({
      actorId,
      action: 'delete-document',
      entity: 'employer',
      entityId: id,
      before: { companyName: (await profileSnapshot(tx, id))?.companyName, documentId },
    }),
  );
}

const jobSnapshot = async (tx: Db, id: string) => {
  const [job] = await tx
    .select({ title: jobs.title, employerId: jobs.employerId, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, id));
  return job ?? null;
};

/** A job posted by an admin on behalf of an approved employer (spec section 5). */
export async function adminCreateJob(ctx: AppContext, actorId: string, input: JobFormFields, attachment?: Upload) {
  const employerId = input.employerId;
  if (!employerId) throw badRequest(adminMessages.selectEmployer);
  return audited(
    ctx,
    async (txCtx, tx) => {
      const [employer] = await tx.select().from(users).where(eq(users.id, employerId));
      if (employer?.role !== 'employer') throw badRequest(adminMessages.selectEmployer);
      if (employer.approvalStatus !== 'approved') throw badRequest(adminMessages.employerNotApproved);
      return createJob(txCtx, employerId, input, attachment);
    },
    async (job) => ({
      actorId,
      action: 'create',
      entity: 'job',
      entityId: job.id,
      after: { title: job.title, employerId, companyName: job.employer.companyName },
    }),
  );
}

export async function adminUpdateJob(
  ctx: AppContext,
  actor: UserRow,
  jobId: string,
  input: JobFormFields,
  attachment?: Upload,
) {
  let before: Awaited<ReturnType<typeof jobSnapshot>> = null;
  return audited(
    ctx,
    async (txCtx, tx) => {
      await jobForManager(tx, actor, jobId);
      before = await jobSnapshot(tx, jobId);
      return updateJob(txCtx, actor, jobId, input, attachment);
    },
    async (job) => ({
      actorId: actor.id,
      action: 'update',
      entity: 'job',
      entityId: jobId,
      before,
      after: { title: job.title, employerId: job.employerId, status: job.status },
    }),
  );
}

export async function adminDeleteJob(ctx: AppContext, actor: UserRow, jobId: string) {
  let before: Awaited<ReturnType<typeof jobSnapshot>> = null;
  await audited(
    ctx,
    async (txCtx, tx) => {
      await jobForManager(tx, actor, jobId);
      before = await jobSnapshot(tx, jobId);
      await deleteJob(txCtx, actor, jobId);
    },
    async () => ({ actorId: actor.id, action: 'delete', entity: 'job', entityId: jobId, before }),
  );
}
