import { eq } from 'drizzle-orm';
import { jobMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createFile, createJob } from '../../../test/jobs.ts';
import { pdfBytes } from '../../../test/sample-files.ts';
import { files, jobs } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, admin] = await Promise.all([createAccount(ctx, 'employer'), createAccount(ctx, 'admin')]);
});
afterAll(async () => {
  await ctx?.close();
});

describe('parallel deletes of one job', () => {
  it('10 at once (employer and admin routes mixed): one 204, the rest 404; the job and its file are gone', async () => {
    const { id: attachment } = await createFile(ctx, {
      ownerId: employer.id,
      kind: 'attachment',
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      data: pdfBytes(),
    });
    const job = await createJob(ctx, { employerId: employer.id, attachmentFileId: attachment });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ctx.app.inject({
          method: 'DELETE',
          url: i % 2 === 0 ? `/api/jobs/${job.id}` : `/api/admin/jobs/${job.id}`,
          headers: bearer(i % 2 === 0 ? employer.token : admin.token),
        }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 204)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 204)) expectError(res, 404, jobMessages.notFound);
    expect(await ctx.db.select().from(jobs).where(eq(jobs.id, job.id))).toHaveLength(0);
    expect(await ctx.db.select().from(files).where(eq(files.id, attachment))).toHaveLength(0);
  });
});
