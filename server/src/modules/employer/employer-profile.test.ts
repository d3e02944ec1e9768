import { eq } from 'drizzle-orm';
import { employerMessages, type WireUser } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, lookups } from '../../../test/jobs.ts';
import {
  docBytes,
  docxBytes,
  jpegBytes,
  multipart,
  pdfBytes,
  pngBytes,
  textBytes,
} from '../../../test/sample-files.ts';
import { files, users } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, other, admin, seeker] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Fewa Boats' }),
    createAccount(ctx, 'employer', { companyName: 'Other Co' }),
    createAccount(ctx, 'admin'),
    createAccount(ctx, 'job_seeker'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const putProfile = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/profile', payload, headers: bearer(token) });

const upload = (token: string, url: string, field: string, parts: { name: string; data: Buffer }[]) => {
  const body = multipart(
    {},
    parts.map((p) => ({ field, fileName: p.name, data: p.data })),
  );
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};

describe('PUT /api/users/profile (employer)', () => {
  it('saves company fields and the industry; Other needs its custom text, any other industry clears it', async () => {
    const L = await lookups(ctx);
    const otherIndustry = L.industry('Other');
    const missing = await putProfile(employer.token, { industryId: otherIndustry.id, customIndustry: '' });
    expectError(missing, 400, employerMessages.customIndustryRequired);

    const res = await putProfile(employer.token, {
      companyName: 'Fewa Boats Pvt. Ltd.',
      companyDescription: 'Boats on Phewa lake',
      website: 'https://fewa.example',
      address: 'Lakeside, Pokhara',
      industryId: otherIndustry.id,
      customIndustry: 'Boating',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Fewa Boats Pvt. Ltd.',
      companyDescription: 'Boats on Phewa lake',
      website: 'https://fewa.example',
      address: 'Lakeside, Pokhara',
      industryId: otherIndustry.id,
      industry: { name_en: 'Other' },
      customIndustry: 'Boating',
    });

    const firstReal = (await ctx.db.query.industries.findMany()).find((row) => row.nameEn !== 'Other');
    const changed = await putProfile(employer.token, { industryId: firstReal?.id, customIndustry: 'ignored' });
    expect(changed.json()).toMatchObject({ industryId: firstReal?.id, customIndustry: null });
  });

  it('refuses an empty company name, an unknown industry and over-long text', async () => {
    expectError(await putProfile(employer.token, { companyName: '  ' }), 400, 'Company name is required.');
    expectError(
      await putProfile(employer.token, { industryId: '00000000-0000-4000-8000-000000000000' }),
      400,
      employerMessages.unknownLookup,
    );
    expectError(await putProfile(employer.token, { address: 'x'.repeat(501) }), 400, 'Address is too long.');
  });

  it('puts a rejected employer back to pending with the reason cleared', async () => {
    await ctx.db
      .update(users)
      .set({ approvalStatus: 'rejected', rejectionReason: 'Blurry documents' })
      .where(eq(users.id, other.id));
    const res = await putProfile(other.token, { companyDescription: 'Clearer now' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ approvalStatus: 'pending', rejectionReason: null });
  });
});

describe('logo', () => {
  it('uploads an image, replaces it and deletes it; a PDF named .png is refused', async () => {
    const spoofed = await upload(employer.token, '/api/users/profile/logo', 'logo', [
      { name: 'logo.png', data: pdfBytes() },
    ]);
    expectError(spoofed, 422, 'A logo must be an image (JPEG, PNG, WebP or GIF).');

    const first = await upload(employer.token, '/api/users/profile/logo', 'logo', [
      { name: 'logo.png', data: pngBytes() },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = (first.json() as WireUser).companyLogoUrl;
    expect(firstUrl).toMatch(/^\/api\/files\//);
    expect((await ctx.app.inject({ url: firstUrl as string })).statusCode).toBe(200);

    const second = await upload(employer.token, '/api/users/profile/logo', 'logo', [
      { name: 'l.jpg', data: jpegBytes() },
    ]);
    const secondUrl = (second.json() as WireUser).companyLogoUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await ctx.app.inject({ url: firstUrl as string })).statusCode).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/logo',
      headers: bearer(employer.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as WireUser).companyLogoUrl).toBeNull();
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/logo',
      headers: bearer(employer.token),
    });
    expectError(again, 404, employerMessages.noLogo);
  });

  it('is for employers only', async () => {
    const res = await upload(seeker.token, '/api/users/profile/logo', 'logo', [{ name: 'logo.png', data: pngBytes() }]);
    expect(res.statusCode).toBe(403);
  });
});

describe('documents', () => {
  it('uploads several at once, downloads for owner and admin only, deletes', async () => {
    const res = await upload(employer.token, '/api/users/profile/documents', 'documents', [
      { name: 'registration.pdf', data: pdfBytes() },
      { name: 'pan.docx', data: docxBytes() },
      { name: 'old.doc', data: docBytes() },
      { name: 'scan.jpg', data: jpegBytes() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const docs = (res.json() as WireUser).documents ?? [];
    expect(docs.map((d) => d.fileName)).toEqual(['registration.pdf', 'pan.docx', 'old.doc', 'scan.jpg']);
    const first = docs[0]?.id as string;

    const own = await ctx.app.inject({ url: `/api/users/documents/${first}`, headers: bearer(employer.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('registration.pdf');
    expect(own.headers['cache-control']).toContain('no-store');
    const byAdmin = await ctx.app.inject({ url: `/api/users/documents/${first}`, headers: bearer(admin.token) });
    expect(byAdmin.statusCode).toBe(200);
    const byOther = await ctx.app.inject({ url: `/api/users/documents/${first}`, headers: bearer(other.token) });
    expectError(byOther, 404, employerMessages.documentNotFound);
    const bySeeker = await ctx.app.inject({ url: `/api/users/documents/${first}`, headers: bearer(seeker.token) });
    expect(bySeeker.statusCode).toBe(403);
    const [fileRow] = await ctx.db.select().from(files).where(eq(files.kind, 'document'));
    const publicRoute = await ctx.app.inject({ url: `/api/files/${fileRow?.id}` });
    expect(publicRoute.statusCode).toBe(404);

    const deleteOther = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/profile/documents/${first}`,
      headers: bearer(other.token),
    });
    expectError(deleteOther, 404, employerMessages.documentNotFound);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/profile/documents/${first}`,
      headers: bearer(employer.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(((deleted.json() as WireUser).documents ?? []).map((d) => d.id)).not.toContain(first);
  });

  it('refuses a text file named .pdf, and an empty upload', async () => {
    const spoofed = await upload(employer.token, '/api/users/profile/documents', 'documents', [
      { name: 'fake.pdf', data: textBytes() },
    ]);
    expectError(spoofed, 422, 'Documents must be PDF, Word (.doc, .docx), JPEG or PNG files.');
    const empty = await upload(employer.token, '/api/users/profile/documents', 'documents', []);
    expectError(empty, 400, employerMessages.noDocuments);
  });
});
