import { and, count, desc, eq } from 'drizzle-orm';
import {
  applicationMessages,
  EMPLOYER_NOTES_PER_APPLICATION,
  type EmployerNote,
  type EmployerNoteBody,
} from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { applicationNotes, applications, jobs } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { UserRow } from '../users/wire-user.ts';

type NoteRow = typeof applicationNotes.$inferSelect;

const toNote = (row: NoteRow): EmployerNote => ({
  id: row.id,
  applicationId: row.applicationId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The application, when `actor` is the employer account that owns its job (anyone else: 404, as if there were
 * none; an administrator or a seeker: 403, notes are the employer's own). `lock`: hold the application's row
 * until the transaction ends, so the notes of one application are counted and added one request at a time.
 */
async function ownedApplication(executor: Executor, actor: UserRow, applicationId: string, lock = false) {
  if (actor.role !== 'employer') throw forbidden(applicationMessages.employerNotesOwnOnly);
  if (!isUuid(applicationId)) throw notFound(applicationMessages.notFound);
  const query = executor
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.employerId, actor.id)));
  const [row] = lock ? await query.for('no key update', { of: applications }) : await query;
  if (!row) throw notFound(applicationMessages.notFound);
  return row;
}

/** GET /applications/:id/notes: newest first. */
export async function listNotes(ctx: AppContext, actor: UserRow, applicationId: string): Promise<EmployerNote[]> {
  const application = await ownedApplication(ctx.db, actor, applicationId);
  const rows = await ctx.db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, application.id))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id));
  return rows.map(toNote);
}

/** POST /applications/:id/notes: at most EMPLOYER_NOTES_PER_APPLICATION, counted under the application's row lock. */
export async function addNote(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
  input: EmployerNoteBody,
): Promise<EmployerNote> {
  return ctx.db.transaction(async (tx) => {
    const application = await ownedApplication(tx, actor, applicationId, true);
    const [held] = await tx
      .select({ n: count() })
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, application.id));
    if ((held?.n ?? 0) >= EMPLOYER_NOTES_PER_APPLICATION) throw conflict(applicationMessages.employerNotesFull);
    const [row] = await tx
      .insert(applicationNotes)
      .values({ applicationId: application.id, authorId: actor.id, body: input.body })
      .returning();
    if (!row) throw new Error('note insert returned nothing');
    return toNote(row);
  });
}

/** The note `noteId` of the application, written by `actor` (404 otherwise). */
const ownNote = (applicationId: string, noteId: string, actor: UserRow) =>
  and(
    eq(applicationNotes.id, noteId),
    eq(applicationNotes.applicationId, applicationId),
    eq(applicationNotes.authorId, actor.id),
  );

/** PUT /applications/:id/notes/:noteId. */
export async function editNote(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
  noteId: string,
  input: EmployerNoteBody,
): Promise<EmployerNote> {
  const application = await ownedApplication(ctx.db, actor, applicationId);
  if (!isUuid(noteId)) throw notFound(applicationMessages.employerNoteNotFound);
  const [row] = await ctx.db
    .update(applicationNotes)
    .set({ body: input.body, updatedAt: new Date() })
    .where(ownNote(application.id, noteId, actor))
    .returning();
  if (!row) throw notFound(applicationMessages.employerNoteNotFound);
  return toNote(row);
}

/** DELETE /applications/:id/notes/:noteId. */
export async function deleteNote(ctx: AppContext, actor: UserRow, applicationId: string, noteId: string) {
  const application = await ownedApplication(ctx.db, actor, applicationId);
  if (!isUuid(noteId)) throw notFound(applicationMessages.employerNoteNotFound);
  const removed = await ctx.db
    .delete(applicationNotes)
    .where(ownNote(application.id, noteId, actor))
    .returning({ id: applicationNotes.id });
  if (removed.length === 0) throw notFound(applicationMessages.employerNoteNotFound);
}

/** Every note an employer wrote, for their data export: the job and applicant each is about. */
export async function notesWrittenBy(executor: Executor, authorId: string) {
  const rows = await executor
    .select({
      note: applicationNotes,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      seekerId: applications.seekerId,
    })
    .from(applicationNotes)
    .innerJoin(applications, eq(applications.id, applicationNotes.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applicationNotes.authorId, authorId))
    .orderBy(desc(applicationNotes.createdAt));
  return rows.map((row) => ({ ...toNote(row.note), jobId: row.jobId, jobTitle: row.jobTitle, seekerId: row.seekerId }));
}
