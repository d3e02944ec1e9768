import { eq } from 'drizzle-orm';
import { applicationMessages, EMPLOYER_NOTE_MAX, EMPLOYER_NOTES_PER_APPLICATION } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { quickSeeker } from '../../../test/trainings.ts';
import { applicationNotes, applications } from '../../db/schema.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createAccount>>;
let otherEmployer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, otherEmployer, admin] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Lakeside Hotel' }),
    createAccount(ctx, 'employer', { companyName: 'Other Company' }),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, payload: payload as object, headers: token ? bearer(token) : {} });

/** A job of `owner` with one application by a new seeker. */
async function application() {
  const job = await createJob(ctx, { employerId: owner.id, title: 'Front desk' });
  const seeker = await quickSeeker(ctx, 'Sita Gurung');
  const [row] = await ctx.db.insert(applications).values({ jobId: job.id, seekerId: seeker.id }).returning();
  if (!row) throw new Error('no application');
  return { id: row.id, jobId: job.id, seeker };
}

describe("an employer's private notes on an application", () => {
  it('are written, read newest first, edited and deleted by the job’s employer, trimmed', async () => {
    const { id } = await application();
    const first = await send('POST', `/applications/${id}/notes`, owner.token, {
      body: '  Called: available from May.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ applicationId: id, body: 'Called: available from May.' });
    const second = await send('POST', `/applications/${id}/notes`, owner.token, { body: 'Second interview <b>ok</b>' });
    expect(second.statusCode).toBe(201);
    const listed = await send('GET', `/applications/${id}/notes`, owner.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect((listed.json() as { body: string }[]).map((n) => n.body)).toEqual([
      'Second interview <b>ok</b>',
      'Called: available from May.',
    ]);
    const noteId = (first.json() as { id: string }).id;
    const edited = await send('PUT', `/applications/${id}/notes/${noteId}`, owner.token, {
      body: 'Available in June.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: noteId, body: 'Available in June.' });
    expect((await send('DELETE', `/applications/${id}/notes/${noteId}`, owner.token)).statusCode).toBe(204);
    expect((await send('DELETE', `/applications/${id}/notes/${noteId}`, owner.token)).statusCode).toBe(404);
    expect((await send('GET', `/applications/${id}/notes`, owner.token)).json()).toHaveLength(1);
  });

  it('are nobody else’s: another employer 404, the applicant and an administrator 403, a guest 401', async () => {
    const { id, seeker } = await application();
    const made = await send('POST', `/applications/${id}/notes`, owner.token, { body: 'Private.' });
    const noteId = (made.json() as { id: string }).id;
    const attempts = [
      ['GET', `/applications/${id}/notes`, undefined],
      ['POST', `/applications/${id}/notes`, { body: 'Mine now.' }],
      ['PUT', `/applications/${id}/notes/${noteId}`, { body: 'Changed.' }],
      ['DELETE', `/applications/${id}/notes/${noteId}`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await send(method, url, otherEmployer.token, body)).statusCode, `${method} other`).toBe(404);
      for (const token of [seeker.token, admin.token]) {
        const refused = await send(method, url, token, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: applicationMessages.employerNotesOwnOnly });
      }
    }
    const [kept] = await ctx.db.select().from(applicationNotes).where(eq(applicationNotes.id, noteId));
    expect(kept?.body).toBe('Private.');
    expect(await ctx.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id))).toHaveLength(1);
  });

  it('answer bad input with a 4xx { message, code } and store nothing', async () => {
    const { id } = await application();
    for (const body of [{}, { body: '' }, { body: '   ' }, { body: 42 }, { body: null }, 'text', []]) {
      const res = await send('POST', `/applications/${id}/notes`, owner.token, body);
      expect([400, 415], JSON.stringify(body)).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    const long = await send('POST', `/applications/${id}/notes`, owner.token, {
      body: 'x'.repeat(EMPLOYER_NOTE_MAX + 1),
    });
    expectError(long, 400, applicationMessages.employerNoteTooLong);
    for (const bad of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await send('GET', `/applications/${bad}/notes`, owner.token)).statusCode).toBe(404);
      expect((await send('PUT', `/applications/${id}/notes/${bad}`, owner.token, { body: 'x' })).statusCode).toBe(404);
    }
    expect(await ctx.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id))).toEqual([]);
  });

  it(`hold at most ${EMPLOYER_NOTES_PER_APPLICATION} per application, also when added at once`, async () => {
    const { id } = await application();
    const answers = await Promise.all(
      Array.from({ length: EMPLOYER_NOTES_PER_APPLICATION + 10 }, (_, i) =>
        send('POST', `/applications/${id}/notes`, owner.token, { body: `Note ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(EMPLOYER_NOTES_PER_APPLICATION);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(10);
    for (const r of refused) expectError(r, 409, applicationMessages.employerNotesFull);
    const stored = await ctx.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id));
    expect(stored).toHaveLength(EMPLOYER_NOTES_PER_APPLICATION);
  });

  it("go with the applicant's deleted account, and with the employer's", async () => {
    const kept = await application();
    await send('POST', `/applications/${kept.id}/notes`, owner.token, { body: 'About Sita.' });
    const leaving = await createAccount(ctx, 'job_seeker');
    const job = await createJob(ctx, { employerId: owner.id, title: 'Cook' });
    const [about] = await ctx.db.insert(applications).values({ jobId: job.id, seekerId: leaving.id }).returning();
    if (!about) throw new Error('no application');
    await send('POST', `/applications/${about.id}/notes`, owner.token, { body: 'About someone leaving.' });
    const gone = await send('POST', '/account/delete', leaving.token, { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(204);
    const notesOn = (applicationId: string) =>
      ctx.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, applicationId));
    expect(await notesOn(about.id)).toEqual([]);
    expect(await notesOn(kept.id)).toHaveLength(1);

    const employer = await createAccount(ctx, 'employer', { companyName: 'Closing Shop' });
    const ownJob = await createJob(ctx, { employerId: employer.id, title: 'Helper' });
    const [theirs] = await ctx.db
      .insert(applications)
      .values({ jobId: ownJob.id, seekerId: kept.seeker.id })
      .returning();
    if (!theirs) throw new Error('no application');
    expect((await send('POST', `/applications/${theirs.id}/notes`, employer.token, { body: 'Mine.' })).statusCode).toBe(
      201,
    );
    const closed = await send('POST', '/account/delete', employer.token, { password: PASSWORD });
    expect(closed.statusCode, closed.body).toBe(204);
    expect(await ctx.db.select().from(applicationNotes).where(eq(applicationNotes.authorId, employer.id))).toEqual([]);
  });
});
