import { and, eq } from 'drizzle-orm';
import {
  applicationMessages,
  applicationSchema,
  employerMessages,
  jobApplicationSchema,
  jobMessages,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { pdfBytes, sendMultipart, textBytes } from '../../../test/sample-files.ts';
import { applications, files, mailOutbox } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  // Status emails wait a minute, as in production (a shorter wait than the default two keeps nothing flaky).
  ctx = await createTestContext({ statusMailDelayMs: 60_000 });
  employer = await createAccount(ctx, 'employer', { companyName: 'Begnas Fisheries' });
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: bearer(token) });

async function seekerWithResume(name = 'cv.pdf') {
  const seeker = await createAccount(ctx, 'job_seeker');
  const res = await sendMultipart(ctx, { method: 'POST', url: '/api/users/profile/resume', token: seeker.token }, {}, [
    { field: 'resume', fileName: name, data: pdfBytes() },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return seeker;
}

describe('applying with a note and a chosen résumé', () => {
  it('sends the note and the profile résumé by default; the employer sees both', async () => {
    const seeker = await seekerWithResume('sita-cv.pdf');
    const job = await createJob(ctx, { employerId: employer.id, title: 'Fish farm assistant' });
    const res = await as(seeker.token, 'POST', '/api/applications', {
      jobId: job.id,
      note: '  I have worked two seasons at Rupa lake.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(applicationSchema.strict().parse(res.json())).toMatchObject({
      note: 'I have worked two seasons at Rupa lake.',
      resumeFileName: 'sita-cv.pdf',
      withdrawnAt: null,
    });
    const seen = jobApplicationSchema
      .array()
      .parse((await as(employer.token, 'GET', `/api/jobs/${job.id}/applications`)).json());
    expect(seen[0]).toMatchObject({ note: 'I have worked two seasons at Rupa lake.', resumeFileName: 'sita-cv.pdf' });
    const resume = await as(employer.token, 'GET', seen[0]!.seeker.resumeUrl!);
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload).toEqual(pdfBytes());
  });

  it('keeps the résumé sent when the profile résumé is replaced or removed later', async () => {
    const seeker = await seekerWithResume('first.pdf');
    const job = await createJob(ctx, { employerId: employer.id });
    await as(seeker.token, 'POST', '/api/applications', { jobId: job.id });
    const [sent] = await ctx.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect((await as(seeker.token, 'DELETE', '/api/users/profile/resume')).statusCode).toBe(200);
    expect(await ctx.db.select({ id: files.id }).from(files).where(eq(files.id, sent!.resumeFileId!))).toHaveLength(1);
    const seen = jobApplicationSchema
      .array()
      .parse((await as(employer.token, 'GET', `/api/jobs/${job.id}/applications`)).json());
    expect(seen[0]).toMatchObject({ resumeFileName: 'first.pdf' });
    expect((await as(employer.token, 'GET', seen[0]!.seeker.resumeUrl!)).statusCode).toBe(200);
  });

  it('sends no résumé when asked, refuses "profile" without one, and takes a file for this job only', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createJob(ctx, { employerId: employer.id })));
    expectError(
      await as(seeker.token, 'POST', '/api/applications', { jobId: first!.id, resume: 'profile' }),
      400,
      applicationMessages.noResumeOnProfile,
    );
    const none = await as(seeker.token, 'POST', '/api/applications', { jobId: first!.id, resume: 'none' });
    expect(none.json()).toMatchObject({ resumeFileName: null, note: null });
    expectError(
      await as(seeker.token, 'POST', '/api/applications', { jobId: second!.id, note: 'x'.repeat(1001) }),
      400,
      applicationMessages.noteTooLong,
    );
    const form = (data: Buffer, name: string, jobId: string, token = seeker.token) =>
      sendMultipart(
        ctx,
        { method: 'POST', url: '/api/applications/with-resume', token },
        { jobId, note: 'Tailored for you' },
        [{ field: 'resume', fileName: name, data }],
      );
    expect((await form(textBytes(), 'cv.txt', second!.id)).statusCode).toBe(422);
    const uploaded = await form(pdfBytes(), 'for-begnas.pdf', second!.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ resumeFileName: 'for-begnas.pdf', note: 'Tailored for you' });
    expectError(await form(pdfBytes(), 'x.pdf', third!.id, employer.token), 403, jobMessages.onlySeekers);
  });
});

describe('withdrawing an application', () => {
  it('withdraws a pending, viewed or shortlisted application; the employer sees it withdrawn and cannot change it', async () => {
    const seeker = await seekerWithResume();
    const job = await createJob(ctx, { employerId: employer.id, title: 'Net mender' });
    const applied = applicationSchema.parse(
      (await as(seeker.token, 'POST', '/api/applications', { jobId: job.id })).json(),
    );
    expect(
      (await as(employer.token, 'PUT', `/api/applications/${applied.id}/status`, { status: 'shortlisted' })).statusCode,
    ).toBe(200);
    const res = await as(seeker.token, 'PUT', `/api/applications/${applied.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(String) });
    const seen = jobApplicationSchema
      .array()
      .parse((await as(employer.token, 'GET', `/api/jobs/${job.id}/applications`)).json());
    expect(seen[0]).toMatchObject({ status: 'withdrawn' });
    expectError(
      await as(employer.token, 'PUT', `/api/applications/${applied.id}/status`, {
        status: 'rejected',
        rejectionReason: 'x',
      }),
      409,
      employerMessages.applicationWithdrawn,
    );
    // The shortlisting's email had not gone yet: it does not go now.
    expect(
      await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.replaceKey, `application_status:${applied.id}`)),
    ).toEqual([]);
    // Withdrawn is final for the seeker too: no second withdrawal, no new application to the same job.
    expectError(
      await as(seeker.token, 'PUT', `/api/applications/${applied.id}/withdraw`),
      409,
      applicationMessages.alreadyWithdrawn,
    );
    expectError(
      await as(seeker.token, 'POST', '/api/applications', { jobId: job.id }),
      409,
      applicationMessages.withdrawnNoReapply,
    );
    // The employer's count of applications leaves it out.
    const mine = (await as(employer.token, 'GET', '/api/employer/jobs')).json() as {
      id: string;
      applicationCount: number;
    }[];
    expect(mine.find((j) => j.id === job.id)?.applicationCount).toBe(0);
  });

  it('refuses a rejected application, another seeker’s, an unknown id and other roles', async () => {
    const [seeker, other] = await Promise.all([createAccount(ctx, 'job_seeker'), createAccount(ctx, 'job_seeker')]);
    const job = await createJob(ctx, { employerId: employer.id });
    const applied = applicationSchema.parse(
      (await as(seeker.token, 'POST', '/api/applications', { jobId: job.id })).json(),
    );
    expectError(
      await as(other.token, 'PUT', `/api/applications/${applied.id}/withdraw`),
      404,
      applicationMessages.notFound,
    );
    expectError(await as(seeker.token, 'PUT', '/api/applications/nope/withdraw'), 404, applicationMessages.notFound);
    expect((await as(employer.token, 'PUT', `/api/applications/${applied.id}/withdraw`)).statusCode).toBe(403);
    await as(employer.token, 'PUT', `/api/applications/${applied.id}/status`, {
      status: 'rejected',
      rejectionReason: 'Filled',
    });
    expectError(
      await as(seeker.token, 'PUT', `/api/applications/${applied.id}/withdraw`),
      409,
      applicationMessages.rejectedCannotWithdraw,
    );
  });

  it('of a withdrawal racing a rejection, and of concurrent withdrawals, exactly one wins; the counts stay right', async () => {
    for (let round = 0; round < 5; round += 1) {
      const seeker = await createAccount(ctx, 'job_seeker');
      const job = await createJob(ctx, { employerId: employer.id });
      const applied = applicationSchema.parse(
        (await as(seeker.token, 'POST', '/api/applications', { jobId: job.id })).json(),
      );
      const results = await Promise.all([
        as(seeker.token, 'PUT', `/api/applications/${applied.id}/withdraw`),
        as(seeker.token, 'PUT', `/api/applications/${applied.id}/withdraw`),
        as(employer.token, 'PUT', `/api/applications/${applied.id}/status`, {
          status: 'rejected',
          rejectionReason: 'No',
        }),
      ]);
      const wins = results.filter((res) => res.statusCode === 200);
      expect(wins, `round ${round}`).toHaveLength(1);
      for (const lost of results.filter((res) => res.statusCode !== 200)) expect(lost.statusCode).toBe(409);
      const [row] = await ctx.db.select().from(applications).where(eq(applications.id, applied.id));
      expect(['withdrawn', 'rejected']).toContain(row?.status);
      expect(row?.withdrawnAt !== null).toBe(row?.status === 'withdrawn');
      const mine = (await as(employer.token, 'GET', '/api/employer/jobs')).json() as {
        id: string;
        applicationCount: number;
      }[];
      expect(mine.find((j) => j.id === job.id)?.applicationCount).toBe(row?.status === 'withdrawn' ? 0 : 1);
    }
  });
});

describe('status emails', () => {
  it('shortlisted then rejected within the wait: the seeker gets one email, the rejection', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const job = await createJob(ctx, { employerId: employer.id, title: 'Boat mechanic' });
    const applied = applicationSchema.parse(
      (await as(seeker.token, 'POST', '/api/applications', { jobId: job.id })).json(),
    );
    await as(employer.token, 'PUT', `/api/applications/${applied.id}/status`, { status: 'shortlisted' });
    await as(employer.token, 'PUT', `/api/applications/${applied.id}/status`, {
      status: 'rejected',
      rejectionReason: 'Filled',
    });
    const statusMails = (email: string) =>
      ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'application_status')));
    const queued = await statusMails(seeker.email);
    expect(queued.map((mail) => mail.subject)).toEqual([
      'Update on your application for Boat mechanic – Gandaki Province Job Portal',
    ]);
    expect(queued[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // When the wait is over it goes, once.
    const received = ctx.mailbox.countFor(seeker.email);
    await ctx.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, queued[0]!.id));
    const mail = await ctx.mailbox.waitFor(seeker.email, { after: received });
    expect(mail.subject).toContain('Boat mechanic');
    expect(mail.text).toContain('Reason: Filled');
    // Un-shortlisting is not news: the shortlisting's email, still waiting, is dropped.
    const other = await createAccount(ctx, 'job_seeker');
    const second = applicationSchema.parse(
      (await as(other.token, 'POST', '/api/applications', { jobId: job.id })).json(),
    );
    await as(employer.token, 'PUT', `/api/applications/${second.id}/status`, { status: 'shortlisted' });
    await as(employer.token, 'PUT', `/api/applications/${second.id}/status`, { status: 'viewed' });
    expect(await statusMails(other.email)).toEqual([]);
  });
});
