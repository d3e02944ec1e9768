import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { accountMessages, authMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, post } from '../../../test/helpers.ts';
import { createAccount, createFile, createJob } from '../../../test/jobs.ts';
import {
  auditLog,
  employerDocuments,
  experiences,
  files,
  jobAlerts,
  jobs,
  notifications,
  savedJobs,
  seekerProfiles,
  users,
} from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  employer = await createAccount(ctx, 'employer', { companyName: 'Machhapuchhre Foods' });
});
afterAll(async () => ctx?.close());

const RESUME = Buffer.from('%PDF-1.4\n% a resume for the export test\n%%EOF\n');

/** A seeker with a resume, an experience, an application (shortlisted) and a saved job. */
async function busySeeker() {
  const seeker = await createAccount(ctx, 'job_seeker');
  const resume = await createFile(ctx, {
    ownerId: seeker.id,
    kind: 'resume',
    fileName: 'sita-cv.pdf',
    mimeType: 'application/pdf',
    data: RESUME,
  });
  await ctx.db.update(seekerProfiles).set({ resumeFileId: resume.id }).where(eq(seekerProfiles.userId, seeker.id));
  await ctx.db
    .insert(experiences)
    .values({ userId: seeker.id, title: 'Cook', company: 'Lakeside Hotel', startDate: '2020-01-01' });
  const job = await createJob(ctx, { employerId: employer.id, title: 'Head chef' });
  const applied = await post(ctx, '/api/applications', { jobId: job.id }, bearer(seeker.token));
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = (applied.json() as { id: string }).id;
  const shortlisted = await ctx.app.inject({
    method: 'PUT',
    url: `/api/applications/${applicationId}/status`,
    payload: { status: 'shortlisted' },
    headers: bearer(employer.token),
  });
  expect(shortlisted.statusCode, shortlisted.body).toBe(200);
  const saved = await createJob(ctx, { employerId: employer.id, title: 'Pastry cook' });
  await ctx.db.insert(savedJobs).values({ seekerId: seeker.id, jobId: saved.id });
  return { ...seeker, job, applicationId, resumeId: resume.id };
}

const exportOf = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(token) });

describe('download my data', () => {
  it('is a zip whose JSON holds the applications with their statuses, plus the uploaded files', async () => {
    const seeker = await busySeeker();
    const res = await exportOf(seeker.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="job-portal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(new TextDecoder().decode(zip[name])) as unknown;
    expect(Object.keys(zip).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'alerts.json',
        'applications.json',
        'interviews.json',
        'candidates.json',
        'messages.json',
        'notification-preferences.json',
        'notifications.json',
        'saved-jobs.json',
        'screening-answers.json',
        'trainings.json',
        `files/${seeker.resumeId}-sita-cv.pdf`,
      ].sort(),
    );
    expect(json('applications.json')).toMatchObject([
      { id: seeker.applicationId, jobId: seeker.job.id, status: 'shortlisted', job: { title: 'Head chef' } },
    ]);
    expect(json('account.json')).toMatchObject({ email: seeker.email, experience: [{ title: 'Cook' }] });
    expect(json('trainings.json')).toEqual([]);
    expect(json('saved-jobs.json')).toMatchObject([{ title: 'Pastry cook' }]);
    expect(json('alerts.json')).toMatchObject([{ kind: 'profile' }]);
    expect(Buffer.from(zip[`files/${seeker.resumeId}-sita-cv.pdf`] ?? [])).toEqual(RESUME);
    // The README says what each file is in English and in Nepali, with the portal's name.
    const readme = new TextDecoder().decode(zip['README.txt']);
    expect(readme).toContain('Your data from Gandaki Province Job Portal');
    expect(readme).toContain('गण्डकी प्रदेश रोजगार पोर्टलबाट तपाईंको विवरण');
    for (const file of ['account.json', 'applications.json', 'alerts.json', 'files/']) {
      expect(readme.split(file).length - 1, file).toBe(2);
    }
  });

  it('gives an employer the company, its documents and its jobs', async () => {
    const owner = await createAccount(ctx, 'employer', { companyName: 'Fewa Boats' });
    const doc = await createFile(ctx, {
      ownerId: owner.id,
      kind: 'document',
      fileName: 'registration.pdf',
      mimeType: 'application/pdf',
      data: RESUME,
    });
    await ctx.db
      .insert(employerDocuments)
      .values({ employerId: owner.id, fileId: doc.id, fileName: 'registration.pdf' });
    await createJob(ctx, { employerId: owner.id, title: 'Boat captain' });
    const zip = unzipSync(new Uint8Array((await exportOf(owner.token)).rawPayload));
    const json = (name: string) => JSON.parse(new TextDecoder().decode(zip[name])) as unknown;
    expect(json('account.json')).toMatchObject({
      companyName: 'Fewa Boats',
      documents: [{ fileName: 'registration.pdf' }],
    });
    expect(json('jobs.json')).toMatchObject([{ title: 'Boat captain', applicationCount: 0 }]);
    expect(zip[`files/${doc.id}-registration.pdf`]).toBeDefined();
    expect(zip['applications.json']).toBeUndefined();
  });

  it('is rate-limited per user and needs a login', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await exportOf(seeker.token)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/account/export' }), 401);
  });
});

describe('delete my account', () => {
  const deleteAs = (token: string, password: string) => post(ctx, '/api/account/delete', { password }, bearer(token));

  it('needs the password, erases the seeker, keeps the application anonymous for the employer, ends login', async () => {
    const seeker = await busySeeker();
    expectError(
      await deleteAs(seeker.token, 'wrong-password'),
      400,
      accountMessages.passwordWrong,
      'account.passwordWrong',
    );
    const res = await deleteAs(seeker.token, 'correct-horse-1');
    expect(res.statusCode, res.body).toBe(204);

    expectError(await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(seeker.token) }), 401);
    expectError(
      await post(ctx, '/api/auth/login', { email: seeker.email, password: 'correct-horse-1', role: 'job_seeker' }),
      401,
      authMessages.invalidCredentials,
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, seeker.id));
    expect(row).toMatchObject({ email: `deleted-${seeker.id}@deleted.invalid`, isActive: false });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, seeker.id))).toEqual([]);
    expect(await ctx.db.select().from(experiences).where(eq(experiences.userId, seeker.id))).toEqual([]);
    expect(await ctx.db.select().from(savedJobs).where(eq(savedJobs.seekerId, seeker.id))).toEqual([]);
    expect(await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, seeker.id))).toEqual([]);
    expect(await ctx.db.select({ id: files.id }).from(files).where(eq(files.id, seeker.resumeId))).toEqual([]);

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${seeker.job.id}/applications`,
      headers: bearer(employer.token),
    });
    expect(list.statusCode).toBe(200);
    const [application] = list.json() as { status: string; seeker: Record<string, unknown> }[];
    expect(application?.status).toBe('shortlisted');
    expect(application?.seeker).toMatchObject({ accountDeleted: true, email: '', fullName: '', experience: [] });
    expect(application?.seeker.resumeUrl).toBeNull();

    const admin = await createAccount(ctx, 'admin');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=job_seeker&pageSize=50',
      headers: bearer(admin.token),
    });
    expect(
      (listed.json() as { items: { id: string; accountDeleted?: boolean; isActive: boolean }[] }).items.find(
        (u) => u.id === seeker.id,
      ),
    ).toMatchObject({ accountDeleted: true, isActive: false });

    // The employer's "new application" notification keeps the fact, not the name.
    const notices = await ctx.db.select().from(notifications).where(eq(notifications.userId, employer.id));
    const notice = notices.find((n) => n.link.endsWith(`/applicants/${seeker.id}`));
    expect(notice?.kind).toBe('application_received');
    expect(notice?.params).toMatchObject({ seekerName: '' });
    // Another applicant's notice (the export test's seeker) keeps its name.
    const others = notices.filter((n) => n !== notice).map((n) => (n.params as { seekerName?: string }).seekerName);
    expect(others.length).toBeGreaterThan(0);
    expect(others).not.toContain('');

    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, seeker.id));
    expect(audit).toMatchObject({ actorId: seeker.id, action: 'delete-own-account', entity: 'user' });
    // The address can sign up again: it is nobody's now.
    expect(
      (
        await post(ctx, '/api/auth/signup', {
          email: seeker.email,
          password: 'another-pass-9',
          role: 'job_seeker',
          profile: { fullName: 'Sita' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it("closes a deleted employer's jobs, which leave the site", async () => {
    const owner = await createAccount(ctx, 'employer', { companyName: 'Gone Trading' });
    const job = await createJob(ctx, { employerId: owner.id, title: 'Vanishing job unique-word-zq' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(200);
    expect((await deleteAs(owner.token, 'correct-horse-1')).statusCode).toBe(204);
    const [after] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after?.status).toBe('closed');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/jobs?q=unique-word-zq' });
    expect((search.json() as { total: number }).total).toBe(0);
  });

  it('never removes the last active administrator', async () => {
    const admin = await createAccount(ctx, 'admin');
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'));
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.id, admin.id));
    expectError(await deleteAs(admin.token, 'correct-horse-1'), 409, accountMessages.lastAdmin);
  });
});
