import { count, eq } from 'drizzle-orm';
import { adminMessages, auditPageSchema, jobSchema, wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, createVerifiedUser, expectError } from '../../../test/helpers.ts';
import { createAccount, lookups } from '../../../test/jobs.ts';
import { multipart, pdfBytes, pngBytes, textBytes } from '../../../test/sample-files.ts';
import { employerDocuments, files, jobs, users } from '../../db/schema.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, employer] = await Promise.all([
    createAccount(ctx, 'admin'),
    createAccount(ctx, 'employer', { companyName: 'Machhapuchhre Digital' }),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const auth = () => bearer(admin.token);

async function lastAudit() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log?pageSize=1', headers: auth() });
  return auditPageSchema.parse(res.json()).items[0];
}

describe('admin edits an employer', () => {
  it('updates the profile, logo and documents, each audited', async () => {
    const refs = await lookups(ctx);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/employers/${employer.id}`,
      headers: auth(),
      payload: {
        profile: {
          companyName: 'Machhapuchhre Digital Pvt. Ltd.',
          description: 'Web and mobile apps from Pokhara.',
          website: 'https://md.example',
          address: 'Lakeside, Pokhara',
          industryId: refs.industry('Other').id,
          customIndustry: 'Software',
        },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(wireUserSchema.parse(edit.json())).toMatchObject({
      companyName: 'Machhapuchhre Digital Pvt. Ltd.',
      companyDescription: 'Web and mobile apps from Pokhara.',
      customIndustry: 'Software',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entity: 'employer',
      entityId: employer.id,
      before: { companyName: 'Machhapuchhre Digital' },
      after: { companyName: 'Machhapuchhre Digital Pvt. Ltd.' },
    });

    const logoBody = multipart({}, [{ field: 'logo', fileName: 'logo.png', data: pngBytes() }]);
    const logo = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/employers/${employer.id}/logo`,
      headers: { ...auth(), ...logoBody.headers },
      payload: logoBody.payload,
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl = (logo.json() as { companyLogoUrl: string }).companyLogoUrl;
    expect(logoUrl).toMatch(/^\/api\/files\//);
    expect((await ctx.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'upload-logo', entityId: employer.id });

    const bad = multipart({}, [{ field: 'logo', fileName: 'logo.png', data: textBytes() }]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/employers/${employer.id}/logo`,
      headers: { ...auth(), ...bad.headers },
      payload: bad.payload,
    });
    expectError(refused, 422);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/employers/${employer.id}/logo`,
      headers: auth(),
    });
    expect(removed.json()).toMatchObject({ companyLogoUrl: null });

    const docs = multipart({}, [
      { field: 'documents', fileName: 'registration.pdf', data: pdfBytes() },
      { field: 'documents', fileName: 'pan.png', data: pngBytes() },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/employers/${employer.id}/documents`,
      headers: { ...auth(), ...docs.headers },
      payload: docs.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const created = uploaded.json() as { id: string; fileName: string }[];
    expect(created.map((d) => d.fileName)).toEqual(['registration.pdf', 'pan.png']);
    expect(await lastAudit()).toMatchObject({ action: 'upload-documents', entityId: employer.id });

    // The admin downloads a document through the documents route.
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/documents/${created[0]!.id}`,
      headers: auth(),
    });
    expect(download.statusCode).toBe(200);

    const [doc] = await ctx.db.select().from(employerDocuments).where(eq(employerDocuments.id, created[1]!.id));
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/employers/${employer.id}/documents/${created[1]!.id}`,
      headers: auth(),
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await ctx.db.select().from(files).where(eq(files.id, doc!.fileId))).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'delete-document', entityId: employer.id });
  });

  it('answers 404 for someone who is not an employer and 400 without a company name', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/employers/${admin.id}`,
      headers: auth(),
      payload: { profile: { companyName: 'X' } },
    });
    expectError(res, 404, adminMessages.employerNotFound);
    const blank = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/employers/${employer.id}`,
      headers: auth(),
      payload: { profile: { companyName: '' } },
    });
    expectError(blank, 400);
  });
});

describe('jobs on behalf of employers', () => {
  const form = (fields: Record<string, string>, withAttachment = false) =>
    multipart(fields, withAttachment ? [{ field: 'attachment', fileName: 'details.pdf', data: pdfBytes() }] : []);

  it('posts only for an approved employer that is selected', async () => {
    const none = form({ title: 'Driver' });
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/jobs',
        headers: { ...auth(), ...none.headers },
        payload: none.payload,
      }),
      400,
      adminMessages.selectEmployer,
    );
    const { email } = await createVerifiedUser(ctx, 'employer');
    const [pending] = await ctx.db.select().from(users).where(eq(users.email, email));
    const forPending = form({ title: 'Driver', employerId: pending!.id });
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/jobs',
        headers: { ...auth(), ...forPending.headers },
        payload: forPending.payload,
      }),
      400,
      adminMessages.employerNotApproved,
    );
    expect((await ctx.db.select({ n: count() }).from(jobs).where(eq(jobs.employerId, pending!.id)))[0]?.n).toBe(0);
  });

  it('posts, edits and deletes a job for an employer, each audited', async () => {
    const refs = await lookups(ctx);
    const body = form(
      {
        title: 'Frontend developer',
        description: 'React and TypeScript.',
        employerId: employer.id,
        locationId: refs.location('Kaski').id,
        skills: JSON.stringify(['React']),
      },
      true,
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      headers: { ...auth(), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = jobSchema.parse(created.json());
    expect(job).toMatchObject({
      employerId: employer.id,
      title: 'Frontend developer',
      attachmentFileName: 'details.pdf',
    });
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'job', entityId: job.id });

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: auth() })).json() as {
      items: { id: string }[];
    };
    expect(list.items.map((j) => j.id)).toContain(job.id);

    const edit = form({ title: 'Senior frontend developer', employerId: employer.id, removeAttachment: 'true' });
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${job.id}`,
      headers: { ...auth(), ...edit.headers },
      payload: edit.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Senior frontend developer', attachmentUrl: null });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entity: 'job',
      before: { title: 'Frontend developer' },
      after: { title: 'Senior frontend developer' },
    });

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/jobs/${job.id}`, headers: auth() });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await ctx.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'delete',
      entity: 'job',
      before: { title: 'Senior frontend developer' },
    });
    expectError(await ctx.app.inject({ method: 'DELETE', url: `/api/admin/jobs/${job.id}`, headers: auth() }), 404);
  });
});
