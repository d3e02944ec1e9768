import { COPY_OF_PREFIX, EMPLOYER_LIMITS, type Job, jobMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { multipart } from '../../../test/sample-files.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, other, admin] = await Promise.all([
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

function post(url: string, token: string, fields: Record<string, string>) {
  const body = multipart(fields);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

describe('duplicating a job (POST /api/jobs with duplicateFrom)', () => {
  it("stores 'Copy of <title>' when the source's title comes back unchanged, whatever the screen's language", async () => {
    const source = await createJob(ctx, { employerId: employer.id, title: 'हेड कुक' });
    const res = await post('/api/jobs', employer.token, { title: 'हेड कुक', duplicateFrom: source.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Job).title).toBe('Copy of हेड कुक');
    expect(COPY_OF_PREFIX).toBe('Copy of ');
  });

  it('keeps the title the person wrote (the form offers Copy of … in every language)', async () => {
    const source = await createJob(ctx, { employerId: employer.id, title: 'Cook' });
    const offered = await post('/api/jobs', employer.token, { title: 'Copy of Cook', duplicateFrom: source.id });
    expect((offered.json() as Job).title).toBe('Copy of Cook');
    const written = await post('/api/jobs', employer.token, { title: 'Senior Cook', duplicateFrom: source.id });
    expect((written.json() as Job).title).toBe('Senior Cook');
  });

  it('cuts a long copy title to the limit', async () => {
    const long = 'x'.repeat(EMPLOYER_LIMITS.jobTitle);
    const source = await createJob(ctx, { employerId: employer.id, title: long });
    const res = await post('/api/jobs', employer.token, { title: long, duplicateFrom: source.id });
    expect((res.json() as Job).title).toBe(`Copy of ${long}`.slice(0, EMPLOYER_LIMITS.jobTitle));
  });

  it("refuses another company's job or an unknown id as the source (404, nothing posted)", async () => {
    const theirs = await createJob(ctx, { employerId: other.id, title: 'Driver' });
    expectError(
      await post('/api/jobs', employer.token, { title: 'Driver', duplicateFrom: theirs.id }),
      404,
      jobMessages.notFound,
    );
    expectError(
      await post('/api/jobs', employer.token, { title: 'Driver', duplicateFrom: 'not-a-uuid' }),
      404,
      jobMessages.notFound,
    );
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/employer/jobs', headers: bearer(employer.token) });
    expect((mine.json() as Job[]).some((job) => job.title.includes('Driver'))).toBe(false);
  });

  it("applies the same rule to an admin posting a duplicate on the employer's behalf", async () => {
    const source = await createJob(ctx, { employerId: employer.id, title: 'Waiter' });
    const res = await post('/api/admin/jobs', admin.token, {
      title: 'Waiter',
      employerId: employer.id,
      duplicateFrom: source.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Job).title).toBe('Copy of Waiter');
  });
});
