import { eq, sql } from 'drizzle-orm';
import { wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { bearer, createVerifiedUser, login, PASSWORD, post } from '../../test/helpers.ts';
import { createAccount } from '../../test/jobs.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { docxBytes, multipart, pdfBytes, pngBytes } from '../../test/sample-files.ts';
import { fileBlobGc, files, users } from '../db/schema.ts';
import { deleteFile, insertFile, sha256Hex } from './file-store.ts';

/** The same behaviour whichever store holds the bytes: PostgreSQL, or a bucket on a real S3-compatible server. */
describe.each(['pg', 's3'] as const)('the file store (%s)', (storage) => {
  let ctx: TestContext;
  let s3: S3Server | undefined;

  beforeAll(async () => {
    s3 = storage === 's3' ? await startS3Server() : undefined;
    ctx = await createTestContext(s3 ? { fileStore: 's3', s3: s3.settings } : {});
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.close();
  });

  const upload = (url: string, token: string, field: string, fileName: string, data: Buffer) => {
    const body = multipart({}, [{ field, fileName, data }]);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const row = async (id: string) => (await ctx.db.select().from(files).where(eq(files.id, id)))[0];
  const idOf = (url: string | null | undefined) => url?.split('/').pop() ?? '';
  /** Whether the bucket still holds the file's bytes (always false without a bucket). */
  const inBucket = async (id: string) =>
    (await ctx.app.files.blobs?.get(id).then(
      () => true,
      () => false,
    )) ?? false;
  const sweepEverythingDue = async () => {
    await ctx.db.update(fileBlobGc).set({ notBefore: sql`now() - interval '1 second'` });
    return ctx.app.files.sweep(1000);
  };

  it('a resume comes back byte-identical, to its owner and no one unrelated, and is kept where configured', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const stranger = await createAccount(ctx, 'job_seeker');
    const res = await upload('/api/users/profile/resume', seeker.token, 'resume', 'CV.pdf', pdfBytes());
    expect(res.statusCode, res.body).toBe(200);
    const url = wireUserSchema.parse(res.json()).resumeUrl ?? '';

    const own = await get(url, seeker.token);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdfBytes())).toBe(true);
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);

    const stored = await row(idOf(url));
    expect(stored).toMatchObject({ storage, sha256: sha256Hex(pdfBytes()) });
    expect(stored?.data === null).toBe(storage === 's3');
    expect(await inBucket(idOf(url))).toBe(storage === 's3');
    expect(await ctx.db.select().from(fileBlobGc)).toEqual([]);
  });

  it('documents and a logo: the documents only to their employer, the logo to everyone; replaced files go', async () => {
    const employer = await createAccount(ctx, 'employer');
    const other = await createAccount(ctx, 'employer');
    const body = multipart({}, [
      { field: 'documents', fileName: 'pan.pdf', data: pdfBytes() },
      { field: 'documents', fileName: 'दर्ता.docx', data: docxBytes() },
    ]);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile/documents',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(employer.token) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const docs = wireUserSchema.parse(added.json()).documents ?? [];
    expect(docs).toHaveLength(2);
    const second = await get(`/api/users/documents/${docs[1]?.id}`, employer.token);
    expect(second.rawPayload.equals(docxBytes())).toBe(true);
    expect((await get(`/api/users/documents/${docs[1]?.id}`, other.token)).statusCode).toBe(404);

    const first = await upload('/api/users/profile/logo', employer.token, 'logo', 'logo.png', pngBytes());
    const firstLogo = idOf(wireUserSchema.parse(first.json()).companyLogoUrl);
    const publicLogo = await get(`/api/files/${firstLogo}`);
    expect(publicLogo.statusCode).toBe(200);
    expect(publicLogo.rawPayload.equals(pngBytes())).toBe(true);

    await upload('/api/users/profile/logo', employer.token, 'logo', 'logo2.png', pngBytes());
    expect(await row(firstLogo)).toBeUndefined();
    expect((await get(`/api/files/${firstLogo}`)).statusCode).toBe(404);
    expect(await sweepEverythingDue()).toBe(storage === 's3' ? 1 : 0);
    expect(await inBucket(firstLogo)).toBe(false);
  });

  it("a deleted account's files leave the store with it (rows by cascade, objects by the sweep)", async () => {
    const { email } = await createVerifiedUser(ctx, 'job_seeker');
    const token = await login(ctx, email);
    const res = await upload('/api/users/profile/resume', token, 'resume', 'CV.pdf', pdfBytes());
    const id = idOf(wireUserSchema.parse(res.json()).resumeUrl);
    expect((await post(ctx, '/api/account/delete', { password: PASSWORD }, bearer(token))).statusCode).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect(await sweepEverythingDue()).toBe(storage === 's3' ? 1 : 0);
    expect(await inBucket(id)).toBe(false);
  });

  it('a transaction that rolls back leaves no file; its uploaded object waits out the grace, then goes', async () => {
    const [owner] = await ctx.db.select({ id: users.id }).from(users).limit(1);
    const staged = await ctx.app.files.stage({ fileName: 'x.pdf', mimeType: 'application/pdf', data: pdfBytes() });
    await expect(
      ctx.db.transaction(async (tx) => {
        await insertFile(tx, owner!.id, 'resume', staged);
        throw new Error('the change failed after the upload');
      }),
    ).rejects.toThrow('the change failed');
    expect(await row(staged.id)).toBeUndefined();
    // Still inside its grace period: a slow transaction could yet commit it.
    expect(await ctx.app.files.sweep()).toBe(0);
    expect(await inBucket(staged.id)).toBe(storage === 's3');
    expect(await sweepEverythingDue()).toBe(storage === 's3' ? 1 : 0);
    expect(await inBucket(staged.id)).toBe(false);
    expect(await ctx.db.select().from(fileBlobGc)).toEqual([]);
  });

  it('a committed file survives every sweep; deleting its row is what deletes it', async () => {
    const [owner] = await ctx.db.select({ id: users.id }).from(users).limit(1);
    const staged = await ctx.app.files.stage({ fileName: 'y.png', mimeType: 'image/png', data: pngBytes() });
    await ctx.db.transaction((tx) => insertFile(tx, owner!.id, 'logo', staged));
    expect(await sweepEverythingDue()).toBe(0);
    expect((await ctx.app.files.load(ctx.db, staged.id))?.data.equals(pngBytes())).toBe(true);
    await deleteFile(ctx.db, staged.id);
    expect(await sweepEverythingDue()).toBe(storage === 's3' ? 1 : 0);
    expect(await ctx.app.files.load(ctx.db, staged.id)).toBeUndefined();
  });

  // Only a bucket can hand back other bytes than were stored; PostgreSQL's row is the bytes.
  if (storage === 's3') {
    it('bytes in the bucket that do not match the recorded hash are never served', async () => {
      const seeker = await createAccount(ctx, 'job_seeker');
      const res = await upload('/api/users/profile/resume', seeker.token, 'resume', 'CV.pdf', pdfBytes());
      const url = wireUserSchema.parse(res.json()).resumeUrl ?? '';
      await ctx.app.files.blobs?.put(idOf(url), Buffer.from('swapped behind our back'), 'application/pdf');
      const answer = await get(url, seeker.token);
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toContain('swapped');
    });
  }
});
