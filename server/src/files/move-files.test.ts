import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { bearer } from '../../test/helpers.ts';
import { createAccount } from '../../test/jobs.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { docxBytes, multipart, pdfBytes } from '../../test/sample-files.ts';
import { employerDocuments, files } from '../db/schema.ts';
import { createDemoData } from '../scripts/demo-data.ts';
import { moveFiles } from './move-files.ts';

let ctx: TestContext;
let s3: S3Server;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  s3 = await startS3Server();
  // Files are written to PostgreSQL (the default), with the bucket configured so they can be moved there.
  ctx = await createTestContext({ fileStore: 'pg', s3: s3.settings });
  await createDemoData(ctx.db, { jobs: 40 });
  admin = await createAccount(ctx, 'admin');
  const seeker = await createAccount(ctx, 'job_seeker');
  const employer = await createAccount(ctx, 'employer');
  for (const [account, url, field, fileName, data] of [
    [seeker, '/api/users/profile/resume', 'resume', 'बायोडाटा.pdf', pdfBytes()],
    [employer, '/api/users/profile/documents', 'documents', 'registration.docx', docxBytes()],
  ] as const) {
    const body = multipart({}, [{ field, fileName, data }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(account.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

/** Every stored file downloaded through the API as a user would (the admin may read them all), by hash. */
async function downloads(): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ id: files.id, kind: files.kind, documentId: employerDocuments.id })
    .from(files)
    .leftJoin(employerDocuments, eq(employerDocuments.fileId, files.id));
  const hashes = new Map<string, string>();
  for (const row of rows) {
    const url =
      row.kind === 'resume'
        ? `/api/users/resume/${row.id}`
        : row.kind === 'document'
          ? `/api/users/documents/${row.documentId}`
          : `/api/files/${row.id}`;
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(res.statusCode, `${row.kind} ${url}`).toBe(200);
    hashes.set(row.id, createHash('sha256').update(res.rawPayload).digest('hex'));
  }
  return hashes;
}

const storages = async () => new Set((await ctx.db.select({ s: files.storage }).from(files)).map((row) => row.s));

describe('moving files between PostgreSQL and a bucket', () => {
  it('moves the demo files to the bucket and back; every download matches by hash throughout', async () => {
    const before = await downloads();
    expect(before.size).toBeGreaterThan(10);
    expect(new Set((await ctx.db.select({ kind: files.kind }).from(files)).map((row) => row.kind))).toEqual(
      new Set(['logo', 'attachment', 'resume', 'document']),
    );

    const there = await moveFiles(ctx.db, ctx.app.files, 's3');
    expect(there).toMatchObject({ moved: before.size, gone: 0 });
    expect(await storages()).toEqual(new Set(['s3']));
    expect(await ctx.db.select({ id: files.id }).from(files).where(eq(files.storage, 'pg'))).toEqual([]);
    expect(await downloads()).toEqual(before);
    // Run again: nothing left to move.
    expect(await moveFiles(ctx.db, ctx.app.files, 's3')).toMatchObject({ moved: 0 });

    const back = await moveFiles(ctx.db, ctx.app.files, 'pg');
    expect(back.moved).toBe(before.size);
    expect(await storages()).toEqual(new Set(['pg']));
    expect(await downloads()).toEqual(before);
    // The bucket copies are garbage now, and the sweep removes every one.
    expect(await ctx.app.files.sweep(1000)).toBe(before.size);
    const [first] = before.keys();
    await expect(ctx.app.files.blobs?.get(first ?? '')).rejects.toThrow();
  });
});
