import { and, count, eq, inArray } from 'drizzle-orm';
import {
  adminMessages,
  adminUsersPageSchema,
  auditPageSchema,
  authMessages,
  wireUserSchema,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, createVerifiedUser, expectError, login, uniqueEmail } from '../../../test/helpers.ts';
import { createAccount, createFile, createJob } from '../../../test/jobs.ts';
import { pdfBytes, pngBytes } from '../../../test/sample-files.ts';
import {
  applications,
  auditLog,
  employerDocuments,
  employerProfiles,
  files,
  jobs,
  savedJobs,
  seekerProfiles,
  users,
} from '../../db/schema.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, seeker, employer] = await Promise.all([
    createAccount(ctx, 'admin'),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer', { companyName: 'Fewa Boats' }),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

async function pendingEmployer(companyName = 'Pending Co') {
  const { email } = await createVerifiedUser(ctx, 'employer');
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  await ctx.db.update(employerProfiles).set({ companyName }).where(eq(employerProfiles.userId, user!.id));
  return { id: user!.id, email };
}

async function lastAudit() {
  const res = await call('GET', '/api/admin/audit-log?pageSize=1', admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json()).items[0];
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('admin endpoints refuse everyone but admins', () => {
  const endpoints: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/api/admin/users?role=job_seeker'],
    ['DELETE', `/api/admin/users/${SOME_ID}`],
    ['PUT', `/api/admin/users/${SOME_ID}/status`, { isActive: false }],
    ['GET', '/api/admin/employers/pending'],
    ['GET', '/api/admin/employers/approved'],
    ['PUT', `/api/admin/employers/${SOME_ID}/approve`],
    ['PUT', `/api/admin/employers/${SOME_ID}/reject`, { reason: 'No documents.' }],
    ['POST', '/api/admin/employers', { email: 'x@example.com', password: 'secret1', profile: { companyName: 'X' } }],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/audit-log'],
    ['POST', '/api/locations', { name_en: 'Dhading', name_ne: 'धादिङ' }],
    ['PUT', `/api/locations/${SOME_ID}`, { name_en: 'Dhading', name_ne: 'धादिङ' }],
    ['DELETE', `/api/locations/${SOME_ID}`],
    ['POST', '/api/categories', { name_en: 'Mining', name_ne: 'खानी' }],
    ['PUT', `/api/salary-ranges/${SOME_ID}`, { name_en: 'A', name_ne: 'क', key: 'a', min: 1 }],
    ['DELETE', `/api/skills/${SOME_ID}`],
    ['PUT', `/api/admin/employers/${SOME_ID}`, { profile: { companyName: 'X' } }],
    ['POST', `/api/admin/employers/${SOME_ID}/logo`],
    ['DELETE', `/api/admin/employers/${SOME_ID}/logo`],
    ['POST', `/api/admin/employers/${SOME_ID}/documents`],
    ['DELETE', `/api/admin/employers/${SOME_ID}/documents/${SOME_ID}`],
    ['GET', '/api/admin/jobs'],
    ['POST', '/api/admin/jobs'],
    ['PUT', `/api/admin/jobs/${SOME_ID}`],
    ['DELETE', `/api/admin/jobs/${SOME_ID}`],
  ];

  it.each(endpoints)('%s %s', async (method, url, body) => {
    expectError(await call(method, url, undefined, body), 401, authMessages.loginRequired);
    expectError(await call(method, url, seeker.token, body), 403, authMessages.forbidden);
    expectError(await call(method, url, employer.token, body), 403, authMessages.forbidden);
  });
});

describe('users', () => {
  it('lists users by role, newest first, in the wire shape', async () => {
    const res = await call('GET', '/api/admin/users?role=job_seeker&pageSize=50', admin.token);
    expect(res.statusCode).toBe(200);
    const list = adminUsersPageSchema.parse(res.json()).items;
    expect(list.every((u) => u.role === 'job_seeker')).toBe(true);
    expect(list.find((u) => u.id === seeker.id)).toMatchObject({ fullName: 'Sita Sharma', isActive: true });
    const employers = adminUsersPageSchema.parse(
      (await call('GET', '/api/admin/users?role=employer&pageSize=50', admin.token)).json(),
    ).items;
    expect(employers.find((u) => u.id === employer.id)).toMatchObject({
      companyName: 'Fewa Boats',
      approvalStatus: 'approved',
    });
    expectError(await call('GET', '/api/admin/users?role=boss', admin.token), 400);
  });

  it('deactivation ends the sessions at once; activation lets the user log in again', async () => {
    const target = await createAccount(ctx, 'job_seeker');
    const off = await call('PUT', `/api/admin/users/${target.id}/status`, admin.token, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: target.id, isActive: false });
    expectError(await call('GET', '/api/users/me', target.token), 401);
    expect(await lastAudit()).toMatchObject({ action: 'deactivate', entity: 'user', entityId: target.id });

    const on = await call('PUT', `/api/admin/users/${target.id}/status`, admin.token, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true });
    // The old token stays dead (its version was bumped); a new login works.
    expectError(await call('GET', '/api/users/me', target.token), 401, authMessages.sessionExpired);
    const token = await login(ctx, target.email);
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'activate', entityId: target.id });
  });

  it('answers 404 for unknown or malformed ids and 400 for a bad body', async () => {
    expectError(await call('PUT', `/api/admin/users/${SOME_ID}/status`, admin.token, { isActive: false }), 404);
    expectError(await call('DELETE', '/api/admin/users/not-an-id', admin.token), 404, adminMessages.userNotFound);
    expectError(await call('PUT', `/api/admin/users/${seeker.id}/status`, admin.token, { isActive: 'no' }), 400);
  });

  it('an admin cannot deactivate or delete themself, nor leave the portal without an active admin', async () => {
    const solo = await createAccount(ctx, 'admin');
    expectError(
      await call('PUT', `/api/admin/users/${solo.id}/status`, solo.token, { isActive: false }),
      400,
      adminMessages.notYourself,
    );
    expectError(await call('DELETE', `/api/admin/users/${solo.id}`, solo.token), 400, adminMessages.notYourself);

    // Every other admin goes, then the last two try to deactivate each other at the same moment.
    const other = await createAccount(ctx, 'admin');
    const rest = await ctx.db.select().from(users).where(eq(users.role, 'admin'));
    const keep = new Set([solo.id, other.id]);
    await ctx.db
      .update(users)
      .set({ isActive: false })
      .where(
        inArray(
          users.id,
          rest.filter((u) => !keep.has(u.id)).map((u) => u.id),
        ),
      );
    const [a, b] = await Promise.all([
      call('PUT', `/api/admin/users/${other.id}/status`, solo.token, { isActive: false }),
      call('PUT', `/api/admin/users/${solo.id}/status`, other.token, { isActive: false }),
    ]);
    // One wins. The other is refused as the last admin, or, when its request is checked only after the first
    // committed, as a caller who has just been deactivated.
    const refused = a.statusCode === 200 ? b : a;
    expect([a.statusCode, b.statusCode]).toContain(200);
    if (refused.statusCode === 401) expectError(refused, 401, authMessages.deactivated);
    else expectError(refused, 409, adminMessages.lastAdmin);
    const [active] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    expect(active?.n).toBeGreaterThanOrEqual(1);
    // Back to normal for the other tests.
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.role, 'admin'));
  });

  it('deleting an employer removes its jobs, their applications, saved entries and every file, in one go', async () => {
    const doomed = await createAccount(ctx, 'employer', { companyName: 'Doomed Traders' });
    const applicant = await createAccount(ctx, 'job_seeker');
    const attachment = await createFile(ctx, {
      ownerId: doomed.id,
      kind: 'attachment',
      fileName: 'job.pdf',
      mimeType: 'application/pdf',
      data: pdfBytes(),
    });
    // A file referenced by the employer's job but owned by nobody (e.g. uploaded by an admin on its behalf).
    const orphanable = await createFile(ctx, {
      ownerId: admin.id,
      kind: 'attachment',
      fileName: 'admin.pdf',
      mimeType: 'application/pdf',
      data: pdfBytes(),
    });
    const logo = await createFile(ctx, {
      ownerId: doomed.id,
      kind: 'logo',
      fileName: 'logo.png',
      mimeType: 'image/png',
      data: pngBytes(),
    });
    const doc = await createFile(ctx, {
      ownerId: doomed.id,
      kind: 'document',
      fileName: 'reg.pdf',
      mimeType: 'application/pdf',
      data: pdfBytes(),
    });
    await ctx.db.update(employerProfiles).set({ logoFileId: logo.id }).where(eq(employerProfiles.userId, doomed.id));
    await ctx.db.insert(employerDocuments).values({ employerId: doomed.id, fileId: doc.id, fileName: 'reg.pdf' });
    const job1 = await createJob(ctx, { employerId: doomed.id, attachmentFileId: attachment.id });
    const job2 = await createJob(ctx, { employerId: doomed.id, attachmentFileId: orphanable.id });
    await ctx.db.insert(applications).values([
      { jobId: job1.id, seekerId: applicant.id },
      { jobId: job2.id, seekerId: applicant.id },
    ]);
    await ctx.db.insert(savedJobs).values({ jobId: job1.id, seekerId: applicant.id });
    const other = await createJob(ctx, { employerId: employer.id });
    await ctx.db.insert(applications).values({ jobId: other.id, seekerId: applicant.id });

    const counts = async () => ({
      jobs: (await ctx.db.select({ n: count() }).from(jobs).where(eq(jobs.employerId, doomed.id)))[0]?.n,
      applications: (
        await ctx.db.select({ n: count() }).from(applications).where(eq(applications.seekerId, applicant.id))
      )[0]?.n,
      saved: (await ctx.db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.seekerId, applicant.id)))[0]?.n,
      files: (
        await ctx.db
          .select({ n: count() })
          .from(files)
          .where(inArray(files.id, [attachment.id, orphanable.id, logo.id, doc.id]))
      )[0]?.n,
      documents: (
        await ctx.db.select({ n: count() }).from(employerDocuments).where(eq(employerDocuments.employerId, doomed.id))
      )[0]?.n,
      profile: (
        await ctx.db.select({ n: count() }).from(employerProfiles).where(eq(employerProfiles.userId, doomed.id))
      )[0]?.n,
    });
    expect(await counts()).toEqual({ jobs: 2, applications: 3, saved: 1, files: 4, documents: 1, profile: 1 });

    const res = await call('DELETE', `/api/admin/users/${doomed.id}`, admin.token);
    expect(res.statusCode, res.body).toBe(204);
    // The applicant keeps the application to the other employer's job.
    expect(await counts()).toEqual({ jobs: 0, applications: 1, saved: 0, files: 0, documents: 0, profile: 0 });
    expect(await ctx.db.select().from(users).where(eq(users.id, doomed.id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'delete',
      entity: 'user',
      entityId: doomed.id,
      before: { role: 'employer', jobs: 2 },
    });
    expectError(await call('GET', `/api/jobs/${job1.id}`), 404);
  });

  it('deleting a seeker removes applications, saved jobs, profile and resume', async () => {
    const doomed = await createAccount(ctx, 'job_seeker');
    const resume = await createFile(ctx, {
      ownerId: doomed.id,
      kind: 'resume',
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      data: pdfBytes(),
    });
    await ctx.db.update(seekerProfiles).set({ resumeFileId: resume.id }).where(eq(seekerProfiles.userId, doomed.id));
    const job = await createJob(ctx, { employerId: employer.id });
    await ctx.db.insert(applications).values({ jobId: job.id, seekerId: doomed.id });
    await ctx.db.insert(savedJobs).values({ jobId: job.id, seekerId: doomed.id });
    const rows = async () => [
      (await ctx.db.select({ n: count() }).from(applications).where(eq(applications.seekerId, doomed.id)))[0]?.n,
      (await ctx.db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.seekerId, doomed.id)))[0]?.n,
      (await ctx.db.select({ n: count() }).from(seekerProfiles).where(eq(seekerProfiles.userId, doomed.id)))[0]?.n,
      (await ctx.db.select({ n: count() }).from(files).where(eq(files.id, resume.id)))[0]?.n,
    ];
    expect(await rows()).toEqual([1, 1, 1, 1]);
    expect((await call('DELETE', `/api/admin/users/${doomed.id}`, admin.token)).statusCode).toBe(204);
    expect(await rows()).toEqual([0, 0, 0, 0]);
    // The job itself stays.
    expect((await call('GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
    expectError(await call('GET', '/api/users/me', doomed.token), 401);
  });
});

describe('employer approval', () => {
  it('lists pending employers, approves one and rejects another with a reason', async () => {
    const first = await pendingEmployer('Bindabasini Foods');
    const second = await pendingEmployer('Seti Gandaki Tours');
    const pending = adminUsersPageSchema.parse(
      (await call('GET', '/api/admin/employers/pending?pageSize=50', admin.token)).json(),
    ).items;
    expect(pending.map((u) => u.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(pending.every((u) => u.approvalStatus === 'pending')).toBe(true);

    const approved = await call('PUT', `/api/admin/employers/${first.id}/approve`, admin.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', rejectionReason: null });
    expect(await lastAudit()).toMatchObject({
      action: 'approve',
      entity: 'employer',
      entityId: first.id,
      before: { approvalStatus: 'pending' },
      after: { approvalStatus: 'approved' },
    });

    expectError(
      await call('PUT', `/api/admin/employers/${second.id}/reject`, admin.token, {}),
      400,
      adminMessages.reasonRequired,
    );
    expectError(
      await call('PUT', `/api/admin/employers/${second.id}/reject`, admin.token, { reason: '   ' }),
      400,
      adminMessages.reasonRequired,
    );
    const rejected = await call('PUT', `/api/admin/employers/${second.id}/reject`, admin.token, {
      reason: ' Registration certificate is missing. ',
    });
    expect(rejected.json()).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Registration certificate is missing.',
    });

    const me = await call('GET', '/api/users/me', await login(ctx, second.email, undefined, 'employer'));
    expect(me.json()).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Registration certificate is missing.',
    });
    const nowPending = adminUsersPageSchema.parse(
      (await call('GET', '/api/admin/employers/pending?pageSize=50', admin.token)).json(),
    ).items;
    expect(nowPending.map((u) => u.id)).not.toContain(first.id);
    expect(nowPending.map((u) => u.id)).not.toContain(second.id);
    const approvedList = wireUserSchema
      .array()
      .parse((await call('GET', '/api/admin/employers/approved', admin.token)).json());
    expect(approvedList.map((u) => u.id)).toContain(first.id);
    expect(approvedList.map((u) => u.id)).not.toContain(second.id);
  });

  it('only employers can be approved', async () => {
    expectError(
      await call('PUT', `/api/admin/employers/${seeker.id}/approve`, admin.token),
      404,
      adminMessages.employerNotFound,
    );
    expectError(await call('PUT', `/api/admin/employers/${SOME_ID}/approve`, admin.token), 404);
  });

  it('creates an employer that is verified, approved and can log in', async () => {
    const email = uniqueEmail('made');
    const res = await call('POST', '/api/admin/employers', admin.token, {
      email: email.toUpperCase(),
      password: 'secret-1',
      profile: { companyName: 'Tal Barahi Traders', website: 'https://tal.example', address: 'Pokhara-6' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      role: 'employer',
      emailVerified: true,
      approvalStatus: 'approved',
      companyName: 'Tal Barahi Traders',
      website: 'https://tal.example',
    });
    const token = await login(ctx, email, 'secret-1', 'employer');
    expect((await call('GET', '/api/users/me', token)).json()).toMatchObject({ approvalStatus: 'approved' });
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'employer' });
    expectError(
      await call('POST', '/api/admin/employers', admin.token, {
        email,
        password: 'secret-1',
        profile: { companyName: 'Again' },
      }),
      409,
      authMessages.emailTaken,
    );
    expectError(
      await call('POST', '/api/admin/employers', admin.token, {
        email: uniqueEmail('x'),
        password: 'secret-1',
        profile: { companyName: ' ' },
      }),
      400,
      'Company name is required.',
    );
  });
});

describe('stats and audit log', () => {
  it('counts jobs, employers, seekers and applications', async () => {
    const res = await call('GET', '/api/admin/stats', admin.token);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const [seekers] = await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'job_seeker'));
    expect(stats.seekers).toBe(seekers?.n);
    expect(stats.employers.approved).toBeGreaterThanOrEqual(1);
    expect(stats).toHaveProperty('jobs.open');
    expect(typeof stats.applications).toBe('number');
  });

  it('pages the audit log newest first', async () => {
    const [total] = await ctx.db.select({ n: count() }).from(auditLog);
    const page = auditPageSchema.parse(
      (await call('GET', '/api/admin/audit-log?page=1&pageSize=2', admin.token)).json(),
    );
    expect(page.total).toBe(total?.n);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.createdAt >= page.items[1]!.createdAt).toBe(true);
    expect(page.items[0]!.actorEmail).toBeTruthy();
    expectError(await call('GET', '/api/admin/audit-log?pageSize=1000', admin.token), 400);
  });
});
