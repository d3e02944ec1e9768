import { and, eq, sql } from 'drizzle-orm';
import { seekerMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db, Executor } from '../../db/client.ts';
import { applications, files, jobs, seekerProfiles } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { insertFile, type Upload } from '../../files/file-store.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { UserRow } from '../users/wire-user.ts';

/**
 * Deletes a résumé the profile no longer holds, unless an application carries it (the employer keeps what was
 * sent). An application takes the profile's résumé with the profile row share-locked, and the callers here
 * hold that row for update, so the check below sees every application that took this file.
 */
async function deleteUnlessSent(tx: Executor, fileId: string | null | undefined): Promise<void> {
  if (!fileId) return;
  await tx
    .delete(files)
    .where(
      and(eq(files.id, fileId), sql`not exists (select 1 from ${applications} a where a.resume_file_id = ${files.id})`),
    );
}

/** Stores the new resume and, in the same transaction, points the profile at it and deletes the old file. */
export async function replaceResume(ctx: AppContext, userId: string, upload: Upload): Promise<void> {
  const staged = await ctx.files.stage(upload);
  await ctx.db.transaction(async (tx) => {
    // Lock the profile row so two uploads at once cannot both keep (and leak) an old file.
    const [profile] = await tx
      .select({ resumeFileId: seekerProfiles.resumeFileId })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.userId, userId))
      .for('update');
    const fileId = await insertFile(tx, userId, 'resume', staged);
    await tx
      .insert(seekerProfiles)
      .values({ userId, resumeFileId: fileId })
      .onConflictDoUpdate({ target: seekerProfiles.userId, set: { resumeFileId: fileId, updatedAt: new Date() } });
    await deleteUnlessSent(tx, profile?.resumeFileId);
  });
}

export async function removeResume(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ resumeFileId: seekerProfiles.resumeFileId })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.userId, userId))
      .for('update');
    if (!profile?.resumeFileId) throw notFound(seekerMessages.resumeNotFound);
    await tx
      .update(seekerProfiles)
      .set({ resumeFileId: null, updatedAt: new Date() })
      .where(eq(seekerProfiles.userId, userId));
    await deleteUnlessSent(tx, profile.resumeFileId);
  });
}

/**
 * A resume for someone allowed to read it: its owner, an admin, or an employer to one of whose jobs the
 * owner applied. Anyone else gets the same 404 as for a missing file, so ids reveal nothing.
 */
export async function resumeFor(ctx: AppContext, viewer: UserRow, fileId: string) {
  const { db } = ctx;
  if (!isUuid(fileId)) throw notFound(seekerMessages.resumeNotFound);
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.kind, 'resume')));
  if (!file?.ownerId) throw notFound(seekerMessages.resumeNotFound);
  const withBytes = async () => ({ ...file, data: await ctx.files.bytes(file) });
  if (viewer.role === 'admin' || file.ownerId === viewer.id) return withBytes();
  if (viewer.role === 'employer') {
    const [link] = await db
      .select({ one: sql<number>`1` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.seekerId, file.ownerId), eq(jobs.employerId, viewer.id)))
      .limit(1);
    if (link) return withBytes();
  }
  throw notFound(seekerMessages.resumeNotFound);
}
