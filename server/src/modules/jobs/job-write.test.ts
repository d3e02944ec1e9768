import { eq } from 'drizzle-orm';
import { type EmployerJob, employerMessages, type Job, jobMessages, kathmanduToday } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { addDays, createAccount, lookups } from '../../../test/jobs.ts';
import { docxBytes, jpegBytes, multipart, pdfBytes, pngBytes, textBytes } from '../../../test/sample-files.ts';
import { files, users } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let L: Awaited<ReturnType<typeof lookups>>;
/** A deadline the form takes: within a year from today. */
const NEAR_DEADLINE = addDays(kathmanduToday(), 30);

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, other, admin, seeker] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Bindabasini Bakery' }),
    createAccount(ctx, 'employer', { companyName: 'Other Co' }),
    createAccount(ctx, 'admin'),
    createAccount(ctx, 'job_seeker'),
  ]);
  L = await lookups(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type FilePart = { field: string; fileName: string; data: Buffer };

function send(
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string>,
  parts: FilePart[] = [],
) {
  const body = multipart(fields, parts);
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
const postJob = (token: string, fields: Record<string, string>, parts: FilePart[] = []) =>
  send('POST', '/api/jobs', token, fields, parts);

async function created(fields: Record<string, string>, parts: FilePart[] = [], token = employer.token): Promise<Job> {
  const res = await postJob(token, fields, parts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Job;
}

describe('POST /api/jobs', () => {
  it('posts every field with a PDF attachment; skills arrive as a JSON string', async () => {
    const job = await created(
      {
        title: '  Baker  ',
        description: 'Bakes bread',
        categoryId: L.category('Other').id,
        customCategory: 'Bakery',
        industryId: L.industry('Other').id,
        customIndustry: 'Food',
        jobTypeId: L.jobType('full-time').id,
        salaryRangeId: L.salary('negotiable').id,
        customSalary: 'NPR 25,000 + tips',
        experienceLevelId: L.experience('fresher').id,
        educationLevelId: L.education('see').id,
        locationId: L.location('Kaski').id,
        customLocation: 'dropped: Kaski is not Other',
        duration: '6 months',
        skills: JSON.stringify(['Baking', ' baking ', 'Hygiene']),
        applicationDeadline: NEAR_DEADLINE,
      },
      [{ field: 'attachment', fileName: 'details.pdf', data: pdfBytes() }],
    );
    expect(job).toMatchObject({
      title: 'Baker',
      status: 'open',
      employerId: employer.id,
      customCategory: 'Bakery',
      customIndustry: 'Food',
      customSalary: 'NPR 25,000 + tips',
      customLocation: null,
      duration: '6 months',
      skills: ['Baking', 'Hygiene'],
      applicationDeadline: NEAR_DEADLINE,
      attachmentFileName: 'details.pdf',
    });
    expect(job.attachmentUrl).toMatch(/^\/api\/files\//);
  });

  it('omits an empty deadline, duration and custom values of ordinary entries', async () => {
    const job = await created({
      title: 'Cashier',
      categoryId: '',
      salaryRangeId: L.salary('10000-20000').id,
      customSalary: 'cleared',
      customCategory: 'cleared',
      applicationDeadline: '',
      duration: '',
    });
    expect(job).toMatchObject({
      applicationDeadline: null,
      duration: null,
      customSalary: null,
      customCategory: null,
      attachmentUrl: null,
    });
  });

  it('requires the title and each custom value', async () => {
    expectError(await postJob(employer.token, { title: ' ' }), 400, employerMessages.titleRequired);
    expectError(await postJob(employer.token, {}), 400, employerMessages.titleRequired);
    const cases: [Record<string, string>, string][] = [
      [{ categoryId: L.category('Other').id }, employerMessages.customCategoryRequired],
      [{ industryId: L.industry('Other').id, customIndustry: '  ' }, employerMessages.customIndustryRequired],
      [{ locationId: L.location('Other').id }, employerMessages.customLocationRequired],
      [{ salaryRangeId: L.salary('negotiable').id }, employerMessages.customSalaryRequired],
    ];
    for (const [fields, message] of cases) {
      expectError(await postJob(employer.token, { title: 'T', ...fields }), 400, message);
    }
  });

  it('refuses ids not in their lists, bad dates, bad skills and over-long text', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const name of [
      'categoryId',
      'industryId',
      'jobTypeId',
      'salaryRangeId',
      'experienceLevelId',
      'educationLevelId',
      'locationId',
    ]) {
      expectError(await postJob(employer.token, { title: 'T', [name]: missing }), 400, employerMessages.unknownLookup);
    }
    expectError(await postJob(employer.token, { title: 'T', jobTypeId: 'nope' }), 400, employerMessages.unknownLookup);
    expectError(
      await postJob(employer.token, { title: 'T', applicationDeadline: '2099-02-31' }),
      400,
      employerMessages.invalidDeadline,
    );
    expectError(await postJob(employer.token, { title: 'T', skills: 'not json' }), 400, employerMessages.invalidSkills);
    expectError(await postJob(employer.token, { title: 'T', skills: '[1]' }), 400, employerMessages.invalidSkills);
    expectError(await postJob(employer.token, { title: 'x'.repeat(201) }), 400, 'Title is too long.');
  });

  it('refuses an attachment whose content is not PDF/JPEG/PNG, whatever its name', async () => {
    const spoofed = await postJob(employer.token, { title: 'T' }, [
      { field: 'attachment', fileName: 'cv.pdf', data: textBytes() },
    ]);
    expectError(spoofed, 422, 'A job attachment must be a PDF, JPEG or PNG file.');
    const word = await postJob(employer.token, { title: 'T' }, [
      { field: 'attachment', fileName: 'a.png', data: docxBytes() },
    ]);
    expectError(word, 422, 'A job attachment must be a PDF, JPEG or PNG file.');
    const jpeg = await created({ title: 'With photo' }, [
      { field: 'attachment', fileName: 'a.jpeg', data: jpegBytes() },
    ]);
    expect(jpeg.attachmentFileName).toBe('a.jpeg');
  });

  it('is only for approved employers, with a clear message', async () => {
    await ctx.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, other.id));
    expectError(await postJob(other.token, { title: 'T' }), 403, employerMessages.approvalPending);
    await ctx.db.update(users).set({ approvalStatus: 'rejected' }).where(eq(users.id, other.id));
    expectError(await postJob(other.token, { title: 'T' }), 403, employerMessages.approvalRejected);
    await ctx.db.update(users).set({ approvalStatus: 'approved' }).where(eq(users.id, other.id));
    expect((await postJob(seeker.token, { title: 'T' })).statusCode).toBe(403);
    expect((await postJob(admin.token, { title: 'T' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/jobs' })).statusCode).toBe(401);
  });
});

describe('PUT /api/jobs/:id, status, delete, own list', () => {
  it('edits; a new attachment replaces the old file; removeAttachment drops it', async () => {
    const job = await created({ title: 'Driver' }, [{ field: 'attachment', fileName: 'a.pdf', data: pdfBytes() }]);
    const oldFileId = job.attachmentUrl?.split('/').at(-1) as string;
    const replaced = await send('PUT', `/api/jobs/${job.id}`, employer.token, { title: 'Senior driver' }, [
      { field: 'attachment', fileName: 'b.png', data: pngBytes() },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ title: 'Senior driver', attachmentFileName: 'b.png' });
    expect(await ctx.db.select().from(files).where(eq(files.id, oldFileId))).toHaveLength(0);

    const kept = await send('PUT', `/api/jobs/${job.id}`, employer.token, { title: 'Senior driver' });
    expect((kept.json() as Job).attachmentFileName).toBe('b.png');
    const removed = await send('PUT', `/api/jobs/${job.id}`, employer.token, {
      title: 'Driver',
      removeAttachment: 'true',
    });
    expect(removed.json()).toMatchObject({ attachmentUrl: null, attachmentFileName: null });

    const byAdmin = await send('PUT', `/api/jobs/${job.id}`, admin.token, { title: 'Edited by admin' });
    expect(byAdmin.statusCode).toBe(200);
    expectError(
      await send('PUT', `/api/jobs/${job.id}`, employer.token, { title: '' }),
      400,
      employerMessages.titleRequired,
    );
  });

  it('a pending employer may still edit its existing job', async () => {
    const job = await created({ title: 'Guide' }, [], other.token);
    await ctx.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, other.id));
    const res = await send('PUT', `/api/jobs/${job.id}`, other.token, { title: 'Trek guide' });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.db.update(users).set({ approvalStatus: 'approved' }).where(eq(users.id, other.id));
  });

  it('closes and re-opens; lists own jobs newest first with application counts', async () => {
    const job = await created({ title: 'Waiter' });
    const status = (value: string, token = employer.token) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}/status`,
        payload: { status: value },
        headers: bearer(token),
      });
    expect((await status('closed')).json()).toMatchObject({ status: 'closed' });
    expectError(await status('archived'), 400, 'status must be open or closed.');
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId: job.id },
      headers: bearer(seeker.token),
    });
    expectError(apply, 409, jobMessages.closed);
    expect((await status('open')).json()).toMatchObject({ status: 'open' });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId: job.id },
      headers: bearer(seeker.token),
    });
    expect(applied.statusCode).toBe(201);

    const list = await ctx.app.inject({ url: '/api/employer/jobs', headers: bearer(employer.token) });
    expect(list.statusCode).toBe(200);
    const jobsList = list.json() as EmployerJob[];
    expect(jobsList[0]).toMatchObject({ id: job.id, applicationCount: 1 });
    expect(jobsList.every((j) => j.employerId === employer.id)).toBe(true);
    const times = jobsList.map((j) => j.postedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(jobsList.some((j) => j.applicationCount === 0)).toBe(true);
  });

  it('deletes a job with its attachment', async () => {
    const job = await created({ title: 'Temp' }, [{ field: 'attachment', fileName: 'a.pdf', data: pdfBytes() }]);
    const fileId = job.attachmentUrl?.split('/').at(-1) as string;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: bearer(employer.token) });
    expect(res.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
    expect(await ctx.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(0);
  });

  it('another employer gets 404 for every write on a job it does not own', async () => {
    const job = await created({ title: 'Private' });
    const headers = bearer(other.token);
    expectError(await send('PUT', `/api/jobs/${job.id}`, other.token, { title: 'Hijack' }), 404, jobMessages.notFound);
    expectError(
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}/status`,
        payload: { status: 'closed' },
        headers,
      }),
      404,
      jobMessages.notFound,
    );
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers }),
      404,
      jobMessages.notFound,
    );
    const list = (await ctx.app.inject({ url: '/api/employer/jobs', headers })).json() as EmployerJob[];
    expect(list.map((j) => j.id)).not.toContain(job.id);
    expect((await ctx.app.inject({ url: `/api/jobs/${job.id}` })).json()).toMatchObject({
      title: 'Private',
      status: 'open',
    });
  });
});
