import { eq } from 'drizzle-orm';
import { employerMessages, type JobApplication, jobApplicationSchema, jobMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createFile, createJob, lookups } from '../../../test/jobs.ts';
import { pdfBytes } from '../../../test/sample-files.ts';
import { educations, experiences, seekerProfiles, users } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let jobId: string;
let otherJobId: string;
let application: JobApplication;

const get = (url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) });
const put = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const setStatus = (token: string, payload: object, id = application.id) =>
  put(`/api/applications/${id}/status`, token, payload);

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, other, admin, seeker] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Tal Barahi Hotel' }),
    createAccount(ctx, 'employer', { companyName: 'Other Co' }),
    createAccount(ctx, 'admin'),
    createAccount(ctx, 'job_seeker'),
  ]);
  const L = await lookups(ctx);
  jobId = (await createJob(ctx, { employerId: employer.id, title: 'Receptionist' })).id;
  otherJobId = (await createJob(ctx, { employerId: other.id, title: 'Porter' })).id;
  const resume = await createFile(ctx, {
    ownerId: seeker.id,
    kind: 'resume',
    fileName: 'sita-cv.pdf',
    mimeType: 'application/pdf',
    data: pdfBytes(),
  });
  await ctx.db
    .update(seekerProfiles)
    .set({
      headline: 'Front desk',
      skills: ['English', 'Booking systems'],
      resumeFileId: resume.id,
      phone: '9800000000',
    })
    .where(eq(seekerProfiles.userId, seeker.id));
  await ctx.db
    .update(users)
    .set({ locationId: L.location('Kaski').id })
    .where(eq(users.id, seeker.id));
  await ctx.db
    .insert(experiences)
    .values({ userId: seeker.id, title: 'Clerk', company: 'Hotel Barahi', startDate: '2022-01-01' });
  await ctx.db.insert(educations).values({
    userId: seeker.id,
    school: 'PN Campus',
    degree: 'BBS',
    fieldOfStudy: 'Management',
    startDate: '2018-01-01',
  });
  for (const id of [jobId, otherJobId]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId: id },
      headers: bearer(seeker.token),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await ctx.close();
});

describe('reading applicants', () => {
  it("lists a job's applications with the seeker's profile", async () => {
    const res = await get(`/api/jobs/${jobId}/applications`, employer.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = z.array(jobApplicationSchema.strict()).parse(res.json());
    expect(list).toHaveLength(1);
    application = list[0] as JobApplication;
    expect(application).toMatchObject({
      jobId,
      status: 'pending',
      viewed: false,
      seeker: {
        id: seeker.id,
        email: seeker.email,
        fullName: 'Sita Sharma',
        headline: 'Front desk',
        skills: ['English', 'Booking systems'],
        contact: { phone: '9800000000' },
        location: { name_en: 'Kaski' },
        resumeFileName: 'sita-cv.pdf',
        experience: [{ title: 'Clerk', company: 'Hotel Barahi' }],
        education: [{ school: 'PN Campus', degree: 'BBS', fieldOfStudy: 'Management' }],
      },
    });
    expect((await get(`/api/jobs/${jobId}/applications`, admin.token)).statusCode).toBe(200);
  });

  it('finds one application and one applicant, and downloads the resume', async () => {
    const found = await get(`/api/applications/find?jobId=${jobId}&seekerId=${seeker.id}`, employer.token);
    expect(found.json()).toMatchObject({ id: application.id });
    const applicant = await get(`/api/employer/jobs/${jobId}/applicants/${seeker.id}`, employer.token);
    expect(applicant.json()).toMatchObject({ id: seeker.id, fullName: 'Sita Sharma' });
    const resume = await get(application.seeker.resumeUrl as string, employer.token);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-disposition']).toContain('sita-cv.pdf');
    const notApplied = await get(`/api/employer/jobs/${jobId}/applicants/${employer.id}`, employer.token);
    expectError(notApplied, 404, employerMessages.applicantNotFound);
  });
});

describe('status', () => {
  it('viewed, shortlisted, unshortlisted, rejected with a reason, then nothing leaves rejected', async () => {
    const viewed = await put(`/api/applications/${application.id}/viewed`, employer.token);
    expect(viewed.json()).toMatchObject({ status: 'viewed', viewed: true });
    expect((await setStatus(employer.token, { status: 'shortlisted' })).json()).toMatchObject({
      status: 'shortlisted',
    });
    const again = await put(`/api/applications/${application.id}/viewed`, employer.token);
    expect(again.json()).toMatchObject({ status: 'shortlisted' });
    expect((await setStatus(employer.token, { status: 'viewed' })).json()).toMatchObject({ status: 'viewed' });

    expectError(await setStatus(employer.token, { status: 'rejected' }), 400, employerMessages.reasonRequired);
    expectError(
      await setStatus(employer.token, { status: 'rejected', rejectionReason: '   ' }),
      400,
      employerMessages.reasonRequired,
    );
    expectError(await setStatus(employer.token, { status: 'pending' }), 400);
    const rejected = await setStatus(employer.token, {
      status: 'rejected',
      rejectionReason: ' Not enough experience ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(jobApplicationSchema.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not enough experience',
    });

    for (const body of [
      { status: 'shortlisted' },
      { status: 'viewed' },
      { status: 'rejected', rejectionReason: 'x' },
    ]) {
      expectError(await setStatus(employer.token, body), 409, employerMessages.alreadyRejected);
    }
    expect((await put(`/api/applications/${application.id}/viewed`, employer.token)).json()).toMatchObject({
      status: 'rejected',
    });
    const mine = await get('/api/seekers/me/applications', seeker.token);
    expect((mine.json() as { id: string; status: string }[]).find((a) => a.id === application.id)?.status).toBe(
      'rejected',
    );
  });

  it('is for the employer only: admins are refused, seekers too', async () => {
    const [otherApp] = (await get(`/api/jobs/${otherJobId}/applications`, other.token)).json() as JobApplication[];
    expectError(
      await setStatus(admin.token, { status: 'shortlisted' }, otherApp?.id),
      403,
      employerMessages.employersOnly,
    );
    expect((await setStatus(seeker.token, { status: 'shortlisted' }, otherApp?.id)).statusCode).toBe(403);
  });
});

describe('a second employer', () => {
  it('gets 404 for every job, application, applicant and resume id of another company', async () => {
    const token = other.token;
    const checks = [
      [await get(`/api/jobs/${jobId}/applications`, token), jobMessages.notFound],
      [await get(`/api/applications/find?jobId=${jobId}&seekerId=${seeker.id}`, token), jobMessages.notFound],
      [await get(`/api/employer/jobs/${jobId}/applicants/${seeker.id}`, token), jobMessages.notFound],
      [await get(`/api/employer/jobs/${jobId}/applicants/${seeker.id}/resume`, token), jobMessages.notFound],
      [await put(`/api/applications/${application.id}/viewed`, token), employerMessages.applicationNotFound],
      [await setStatus(token, { status: 'shortlisted' }), employerMessages.applicationNotFound],
    ] as const;
    for (const [res, message] of checks) expectError(res, 404, message);
    expect((await get(`/api/jobs/not-a-uuid/applications`, token)).statusCode).toBe(404);
    expect((await get(`/api/jobs/${jobId}/applications`, seeker.token)).statusCode).toBe(403);
  });
});
