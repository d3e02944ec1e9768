import { and, asc, eq } from 'drizzle-orm';
import { authMessages, employerMessages, employerProfileBodySchema } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { employerDocuments, employerProfiles, industries, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { deleteFile, insertFile, type Upload } from '../../files/file-store.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { parseBody } from '../../http/parse-body.ts';
import { isOtherName } from '../lookups/other-entry.ts';
import type { UserRow } from '../users/wire-user.ts';

export async function loadUser(executor: Executor, userId: string): Promise<UserRow> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user;
}

/**
 * A rejected employer who changes the profile asks for a new review: back to pending, reason cleared
 * (spec section 4). Pending and approved employers keep their status.
 */
async function requestReReview(executor: Executor, user: UserRow): Promise<void> {
  if (user.role !== 'employer' || user.approvalStatus !== 'rejected') return;
  await executor
    .update(users)
    .set({ approvalStatus: 'pending', rejectionReason: null, updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

async function ensureProfileRow(executor: Executor, userId: string) {
  await executor.insert(employerProfiles).values({ userId }).onConflictDoNothing();
  const [profile] = await executor.select().from(employerProfiles).where(eq(employerProfiles.userId, userId));
  if (!profile) throw new Error('employer profile row missing');
  return profile;
}

function requireEmployer(user: UserRow): void {
  if (user.role !== 'employer') throw forbidden(authMessages.forbidden);
}

/**
 * PUT /users/profile for an employer (dispatched by the users module) and the admin's employer edit.
 * Missing fields keep their value; the merged profile must have a company name, and the industry named
 * Other needs its custom text (cleared for any other industry).
 */
export async function updateEmployerProfile(ctx: AppContext, user: UserRow, body: unknown): Promise<UserRow> {
  requireEmployer(user);
  const input = parseBody(employerProfileBodySchema, body ?? {});
  return ctx.db.transaction(async (tx) => {
    const current = await ensureProfileRow(tx, user.id);
    const companyName = input.companyName ?? current.companyName;
    if (!companyName.trim()) throw badRequest(authMessages.companyNameRequired);
    const industryId = input.industryId !== undefined ? input.industryId : current.industryId;
    let customIndustry = input.customIndustry !== undefined ? input.customIndustry : current.customIndustry;
    if (industryId) {
      const [industry] = await tx.select().from(industries).where(eq(industries.id, industryId));
      if (!industry) throw badRequest(employerMessages.unknownLookup);
      if (isOtherName(industry.nameEn)) {
        if (!customIndustry?.trim()) throw badRequest(employerMessages.customIndustryRequired);
      } else {
        customIndustry = null;
      }
    } else {
      customIndustry = null;
    }
    await tx
      .update(employerProfiles)
      .set({
        companyName,
        companyDescription: input.companyDescription ?? current.companyDescription,
        website: input.website ?? current.website,
        address: input.address ?? current.address,
        industryId,
        customIndustry,
        updatedAt: new Date(),
      })
      .where(eq(employerProfiles.userId, user.id));
    await requestReReview(tx, user);
    return loadUser(tx, user.id);
  });
}

/** Replaces the company logo (the old file is deleted). */
export async function setEmployerLogo(ctx: AppContext, user: UserRow, upload: Upload | undefined): Promise<UserRow> {
  requireEmployer(user);
  if (!upload) throw badRequest(employerMessages.noLogoFile);
  const staged = await ctx.files.stage(upload);
  return ctx.db.transaction(async (tx) => {
    const current = await ensureProfileRow(tx, user.id);
    const fileId = await insertFile(tx, user.id, 'logo', staged);
    await tx
      .update(employerProfiles)
      .set({ logoFileId: fileId, updatedAt: new Date() })
      .where(eq(employerProfiles.userId, user.id));
    await deleteFile(tx, current.logoFileId);
    await requestReReview(tx, user);
    return loadUser(tx, user.id);
  });
}

export async function deleteEmployerLogo(ctx: AppContext, user: UserRow): Promise<UserRow> {
  requireEmployer(user);
  return ctx.db.transaction(async (tx) => {
    const current = await ensureProfileRow(tx, user.id);
    if (!current.logoFileId) throw notFound(employerMessages.noLogo);
    await tx
      .update(employerProfiles)
      .set({ logoFileId: null, updatedAt: new Date() })
      .where(eq(employerProfiles.userId, user.id));
    await deleteFile(tx, current.logoFileId);
    return loadUser(tx, user.id);
  });
}

/** Adds verification documents (several at once); returns the created documents. */
export async function addEmployerDocuments(ctx: AppContext, user: UserRow, uploads: Upload[]) {
  requireEmployer(user);
  if (uploads.length === 0) throw badRequest(employerMessages.noDocuments);
  const staged = await Promise.all(uploads.map((upload) => ctx.files.stage(upload)));
  return ctx.db.transaction(async (tx) => {
    const created = [];
    for (const file of staged) {
      const fileId = await insertFile(tx, user.id, 'document', file);
      const [row] = await tx
        .insert(employerDocuments)
        .values({ employerId: user.id, fileId, fileName: file.fileName })
        .returning();
      if (row) created.push({ id: row.id, fileName: row.fileName, createdAt: row.createdAt.toISOString() });
    }
    await requestReReview(tx, user);
    return created;
  });
}

export async function deleteEmployerDocument(ctx: AppContext, employerId: string, documentId: string): Promise<void> {
  if (!isUuid(documentId)) throw notFound(employerMessages.documentNotFound);
  await ctx.db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(employerDocuments)
      .where(and(eq(employerDocuments.id, documentId), eq(employerDocuments.employerId, employerId)))
      .returning();
    if (!doc) throw notFound(employerMessages.documentNotFound);
    await deleteFile(tx, doc.fileId);
  });
}

/** A verification document for its owner or an admin; anyone else gets 404 (its existence is not revealed). */
export async function loadEmployerDocument(ctx: AppContext, viewer: UserRow, documentId: string) {
  if (!isUuid(documentId)) throw notFound(employerMessages.documentNotFound);
  const [doc] = await ctx.db.select().from(employerDocuments).where(eq(employerDocuments.id, documentId));
  if (!doc || (viewer.role !== 'admin' && doc.employerId !== viewer.id)) {
    throw notFound(employerMessages.documentNotFound);
  }
  const file = await ctx.files.load(ctx.db, doc.fileId);
  if (!file) throw notFound(employerMessages.documentNotFound);
  return { ...file, fileName: doc.fileName };
}

export async function listEmployerDocuments(ctx: AppContext, employerId: string) {
  return ctx.db
    .select()
    .from(employerDocuments)
    .where(eq(employerDocuments.employerId, employerId))
    .orderBy(asc(employerDocuments.createdAt));
}
