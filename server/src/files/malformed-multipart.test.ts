import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { bearer, expectError } from '../../test/helpers.ts';
import { createAccount, createJob } from '../../test/jobs.ts';
import { multipart, pdfBytes, pngBytes } from '../../test/sample-files.ts';

let ctx: TestContext;
let tokens: Record<'seeker' | 'employer' | 'admin', string>;
let employerId: string;
let jobId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const [seeker, employer, admin] = await Promise.all([
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'admin'),
  ]);
  tokens = { seeker: seeker.token, employer: employer.token, admin: admin.token };
  employerId = employer.id;
  jobId = (await createJob(ctx, { employerId })).id;
});

afterAll(async () => {
  await ctx?.close();
});

/** All nine upload and job-form routes, with the role allowed to call each and the file field it takes. */
const routes = () =>
  [
    { method: 'POST', url: '/api/users/profile/resume', role: 'seeker', field: 'resume' },
    { method: 'POST', url: '/api/users/profile/logo', role: 'employer', field: 'logo' },
    { method: 'POST', url: '/api/users/profile/documents', role: 'employer', field: 'documents' },
    { method: 'POST', url: '/api/jobs', role: 'employer', field: 'attachment' },
    { method: 'PUT', url: `/api/jobs/${jobId}`, role: 'employer', field: 'attachment' },
    { method: 'POST', url: `/api/admin/employers/${employerId}/logo`, role: 'admin', field: 'logo' },
    { method: 'POST', url: `/api/admin/employers/${employerId}/documents`, role: 'admin', field: 'documents' },
    { method: 'POST', url: '/api/admin/jobs', role: 'admin', field: 'attachment' },
    { method: 'PUT', url: `/api/admin/jobs/${jobId}`, role: 'admin', field: 'attachment' },
  ] as const;

/** A well-formed body for the route (a title for the job forms, a file that fits the field). */
function goodBody(field: string) {
  const data = field === 'logo' ? pngBytes() : pdfBytes();
  return multipart({ title: 'A title', employerId }, [
    { field, fileName: `f.${field === 'logo' ? 'png' : 'pdf'}`, data },
  ]);
}

/** Ways a client (or a proxy that cut the connection) can break a multipart body. */
const breakages: Record<string, (field: string) => { payload: Buffer; headers: Record<string, string> }> = {
  'no boundary in the content type': (field) => ({
    payload: goodBody(field).payload,
    headers: { 'content-type': 'multipart/form-data' },
  }),
  'a boundary the body does not use': (field) => ({
    payload: goodBody(field).payload,
    headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-in-the-body' },
  }),
  'a body cut off in the middle of the file': (field) => {
    const body = goodBody(field);
    return { payload: body.payload.subarray(0, body.payload.length - 40), headers: body.headers };
  },
  'a body cut off in the headers of a part': (field) => {
    const body = goodBody(field);
    const cut = body.payload.indexOf('Content-Disposition') + 12;
    return { payload: body.payload.subarray(0, cut), headers: body.headers };
  },
  'garbage instead of parts': () => ({
    payload: Buffer.from('\u0000\u0001 this is not multipart at all'),
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  }),
  'an empty body': () => ({ payload: Buffer.alloc(0), headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
};

describe('malformed multipart on every upload and job-form route', () => {
  for (const [name, breakBody] of Object.entries(breakages)) {
    it(`answers 400 with a message for ${name}`, async () => {
      for (const route of routes()) {
        const { payload, headers } = breakBody(route.field);
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url,
          payload,
          headers: { ...headers, ...bearer(tokens[route.role]) },
        });
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
        expectError(res, 400);
      }
    });
  }

  it('still accepts the well-formed body on every route (the breakages above are the only difference)', async () => {
    for (const route of routes()) {
      const body = goodBody(route.field);
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(tokens[route.role]) },
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(300);
    }
  });
});
