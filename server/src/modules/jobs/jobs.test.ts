import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jobMessages, jobSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { addDays, createAccount, createFile, createJob, lookups } from '../../../test/jobs.ts';
import { employerProfiles, savedJobs } from '../../db/schema.ts';
import { kathmanduToday } from './kathmandu-date.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;
const today = kathmanduToday();

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, seeker] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Machhapuchhre Bank' }),
    createAccount(ctx, 'job_seeker'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('GET /api/jobs/:id', () => {
  it('answers the full wire job with employer, lookups, attachment and logo', async () => {
    const L = await lookups(ctx);
    const logo = await createFile(ctx, {
      ownerId: employer.id,
      kind: 'logo',
      fileName: 'logo.png',
      mimeType: 'image/png',
      data: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await ctx.db.update(employerProfiles).set({ logoFileId: logo.id }).where(eq(employerProfiles.userId, employer.id));
    const attachment = await createFile(ctx, {
      ownerId: employer.id,
      kind: 'attachment',
      fileName: 'details.pdf',
      mimeType: 'application/pdf',
      data: PDF,
    });
    const job = await createJob(ctx, {
      employerId: employer.id,
      title: 'Teller',
      categoryId: L.category('Other').id,
      customCategory: 'Vault',
      jobTypeId: L.jobType('full-time').id,
      salaryRangeId: L.salary('negotiable').id,
      customSalary: 'As per bank rules',
      locationId: L.location('Kaski').id,
      experienceLevelId: L.experience('fresher').id,
      educationLevelId: L.education('plus-two').id,
      industryId: L.industry('Banking & Financial Services').id,
      skills: ['Customer Service'],
      applicationDeadline: addDays(today, 5),
      attachmentFileId: attachment.id,
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = jobSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      id: job.id,
      title: 'Teller',
      status: 'open',
      postedAt: job.createdAt.toISOString(),
      employer: { id: employer.id, companyName: 'Machhapuchhre Bank', companyLogoUrl: `/api/files/${logo.id}` },
      category: { name_en: 'Other', name_ne: 'अन्य' },
      customCategory: 'Vault',
      jobType: { key: 'full-time', name_en: 'Full-time' },
      salaryRange: { key: 'negotiable' },
      customSalary: 'As per bank rules',
      location: { name_en: 'Kaski' },
      skills: ['Customer Service'],
      applicationDeadline: addDays(today, 5),
      isExpired: false,
      attachmentUrl: `/api/files/${attachment.id}`,
      attachmentFileName: 'details.pdf',
    });
    expect(body.category).not.toHaveProperty('key');
  });

  it('shows a closed job with its status, and flags an expired one', async () => {
    const closed = await createJob(ctx, { employerId: employer.id, status: 'closed' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${closed.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', isExpired: false, attachmentUrl: null });
    const expired = await createJob(ctx, { employerId: employer.id, applicationDeadline: addDays(today, -1) });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${expired.id}` })).json()).toMatchObject({
      status: 'open',
      isExpired: true,
    });
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      expectError(await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` }), 404, jobMessages.notFound);
    }
  });
});

describe('save and unsave', () => {
  const saved = async (token = seeker.token) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/saved-jobs', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return z.array(jobSchema).parse(res.json());
  };
  const call = (method: 'POST' | 'DELETE', id: string, token?: string) =>
    ctx.app.inject({ method, url: `/api/jobs/${id}/save`, headers: token ? bearer(token) : {} });

  it('saves and unsaves idempotently; the list is most recently saved first and keeps closed/expired jobs', async () => {
    const first = await createJob(ctx, { employerId: employer.id, title: 'First' });
    const second = await createJob(ctx, { employerId: employer.id, title: 'Second', status: 'closed' });
    const third = await createJob(ctx, {
      employerId: employer.id,
      title: 'Third',
      applicationDeadline: addDays(today, -3),
    });
    for (const job of [first, second, third]) {
      expect((await call('POST', job.id, seeker.token)).statusCode).toBe(204);
    }
    const twice = await call('POST', first.id, seeker.token);
    expect(twice.statusCode).toBe(204);
    expect(twice.body).toBe('');
    // Saved first again: still one row, its time unchanged.
    const rows = await ctx.db.select().from(savedJobs).where(eq(savedJobs.seekerId, seeker.id));
    expect(rows).toHaveLength(3);
    const list = await saved();
    expect(list.map((j) => j.title)).toEqual(['Third', 'Second', 'First']);
    expect(list[0]?.isExpired).toBe(true);
    expect(list[1]?.status).toBe('closed');

    expect((await call('DELETE', second.id, seeker.token)).statusCode).toBe(204);
    expect((await call('DELETE', second.id, seeker.token)).statusCode).toBe(204);
    expect((await saved()).map((j) => j.title)).toEqual(['Third', 'First']);
  });

  it('answers 404 when saving a missing job, and guards the role', async () => {
    expectError(await call('POST', randomUUID(), seeker.token), 404, jobMessages.notFound);
    expectError(await call('POST', 'nope', seeker.token), 404, jobMessages.notFound);
    const job = await createJob(ctx, { employerId: employer.id });
    expectError(await call('POST', job.id), 401);
    expectError(await call('POST', job.id, employer.token), 403);
    expectError(await call('DELETE', job.id, employer.token), 403);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/saved-jobs', headers: bearer(employer.token) }),
      403,
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/saved-jobs' }), 401);
  });
});

describe('GET /api/files/:id', () => {
  it('serves a job attachment with type, disposition and nosniff', async () => {
    const file = await createFile(ctx, {
      ownerId: employer.id,
      kind: 'attachment',
      fileName: 'job-details.pdf',
      mimeType: 'application/pdf',
      data: PDF,
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${file.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="job-details.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('names a non-ASCII file with RFC 5987 filename*, and downloads types it cannot show', async () => {
    const file = await createFile(ctx, {
      ownerId: employer.id,
      kind: 'attachment',
      fileName: 'विवरण "final".docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      data: Buffer.from('PK\u0003\u0004'),
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${file.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____ _final_.docx"; filename*=UTF-8''${encodeURIComponent('विवरण "final".docx')}`,
    );
  });

  it('does not serve resumes or employer documents here', async () => {
    for (const kind of ['resume', 'document'] as const) {
      const file = await createFile(ctx, {
        ownerId: seeker.id,
        kind,
        fileName: 'cv.pdf',
        mimeType: 'application/pdf',
        data: PDF,
      });
      expectError(await ctx.app.inject({ method: 'GET', url: `/api/files/${file.id}` }), 404);
    }
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/files/${randomUUID()}` }), 404);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/files/x' }), 404);
  });
});
