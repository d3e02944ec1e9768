import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { seekerMessages, wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { docBytes, docxBytes, multipart, pdfBytes, pngBytes, textBytes } from '../../../test/sample-files.ts';
import { applications, files, seekerProfiles } from '../../db/schema.ts';

let ctx: TestContext;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;
let otherEmployer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [seeker, other, employer, otherEmployer, admin] = await Promise.all([
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const upload = (fileName: string, data: Buffer, token: string | null = seeker.token, field = 'resume') => {
  const body = multipart({}, [{ field, fileName, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/profile/resume',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};
const download = (url: string, token: string | null) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const resumeFiles = (ownerId = seeker.id) =>
  ctx.db.select({ id: files.id }).from(files).where(eq(files.ownerId, ownerId));

describe('resume upload, download and delete', () => {
  it('uploads a PDF, streams it back under its original name, replaces it and deletes the old file', async () => {
    const res = await upload('Sita CV.pdf', pdfBytes());
    expect(res.statusCode, res.body).toBe(200);
    const user = wireUserSchema.parse(res.json());
    expect(user.resumeFileName).toBe('Sita CV.pdf');
    expect(user.resumeUrl).toMatch(/^\/api\/users\/resume\/[0-9a-f-]{36}$/);

    const file = await download(user.resumeUrl ?? '', seeker.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Sita CV.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);

    const replaced = wireUserSchema.parse((await upload('बायोडाटा.docx', docxBytes())).json());
    expect(replaced.resumeFileName).toBe('बायोडाटा.docx');
    expect(await resumeFiles()).toHaveLength(1);
    expectError(await download(user.resumeUrl ?? '', seeker.token), 404, seekerMessages.resumeNotFound);
    const named = await download(replaced.resumeUrl ?? '', seeker.token);
    expect(named.headers['content-disposition']).toContain("filename*=UTF-8''");
  });

  it('accepts Word 97-2003 and images', async () => {
    expect((await upload('old.doc', docBytes())).statusCode).toBe(200);
    expect((await upload('scan.png', pngBytes())).statusCode).toBe(200);
    expect(await resumeFiles()).toHaveLength(1);
  });

  it('refuses a PDF name on bytes that are not a PDF (422), keeping the current resume', async () => {
    const [before] = await ctx.db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, seeker.id));
    expectError(
      await upload('resume.pdf', textBytes()),
      422,
      'A resume must be a PDF, a Word document (.doc, .docx) or an image.',
    );
    const [after] = await ctx.db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, seeker.id));
    expect(after?.resumeFileId).toBe(before?.resumeFileId);
    expect(await resumeFiles()).toHaveLength(1);
  });

  it('answers 413 with a message for a file over the limit, writing nothing', async () => {
    const before = await resumeFiles();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(ctx.config.uploadMaxBytes + 10)]);
    const res = await upload('huge.pdf', big);
    expectError(res, 413, 'The file is too large. The limit is 1 MB.', 'file_too_large');
    // The limit as a number too, so the client can say it in Nepali.
    expect(res.json()).toMatchObject({ limitMb: 1 });
    expect(await resumeFiles()).toEqual(before);
  });

  it('needs a file in the resume field', async () => {
    expectError(await upload('x.pdf', pdfBytes(), seeker.token, 'other'), 400);
    const empty = multipart({ note: 'no file' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile/resume',
      payload: empty.payload,
      headers: { ...empty.headers, ...bearer(seeker.token) },
    });
    expectError(res, 400, seekerMessages.resumeRequired);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/profile/resume',
        payload: {},
        headers: bearer(seeker.token),
      }),
      400,
    );
  });

  it('lets the owner, an admin and an employer the seeker applied to download; nobody else', async () => {
    const user = wireUserSchema.parse((await upload('cv.pdf', pdfBytes())).json());
    const url = user.resumeUrl ?? '';
    expect((await download(url, admin.token)).statusCode).toBe(200);
    expectError(await download(url, employer.token), 404, seekerMessages.resumeNotFound);
    expectError(await download(url, other.token), 404, seekerMessages.resumeNotFound);
    expectError(await download(url, null), 401);
    const job = await createJob(ctx, { employerId: employer.id });
    await ctx.db.insert(applications).values({ jobId: job.id, seekerId: seeker.id });
    const asEmployer = await download(url, employer.token);
    expect(asEmployer.statusCode).toBe(200);
    expect(asEmployer.headers['content-disposition']).toBe('attachment; filename="cv.pdf"');
    expectError(await download(url, otherEmployer.token), 404);
    expectError(await download(`/api/users/resume/${randomUUID()}`, admin.token), 404);
    expectError(await download('/api/users/resume/not-an-id', admin.token), 404);
  });

  it('does not serve other kinds of files through the resume route', async () => {
    const [logo] = await ctx.db
      .insert(files)
      .values({ ownerId: seeker.id, kind: 'logo', fileName: 'l.png', mimeType: 'image/png', size: 1, data: pngBytes() })
      .returning();
    expectError(await download(`/api/users/resume/${logo?.id}`, seeker.token), 404);
    await ctx.db.delete(files).where(eq(files.id, logo?.id ?? ''));
  });

  it('deletes the resume and its file; a second delete is 404', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/resume',
      headers: bearer(seeker.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resumeUrl: null, resumeFileName: null });
    expect(await resumeFiles()).toHaveLength(0);
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: '/api/users/profile/resume', headers: bearer(seeker.token) }),
      404,
      seekerMessages.resumeNotFound,
    );
  });

  it('is refused to employers, admins and anonymous callers', async () => {
    expectError(await upload('cv.pdf', pdfBytes(), employer.token), 403);
    expectError(await upload('cv.pdf', pdfBytes(), admin.token), 403);
    expectError(await upload('cv.pdf', pdfBytes(), null), 401);
    for (const token of [employer.token, admin.token]) {
      expectError(
        await ctx.app.inject({ method: 'DELETE', url: '/api/users/profile/resume', headers: bearer(token) }),
        403,
      );
    }
    expect(await resumeFiles(employer.id)).toHaveLength(0);
  });
});
