import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { adminContract } from '../contract/admin.ts';
import { applicantsContract } from '../contract/applications.ts';
import { authContract } from '../contract/auth.ts';
import { employerContract } from '../contract/employer.ts';
import { jobsContract } from '../contract/jobs.ts';
import type { ApiRoute } from '../contract/route.ts';
import { apiFailure } from '../testing/api-failure.ts';
import { startTestServer } from '../testing/test-server.ts';
import { wireJob } from '../testing/wire-job.ts';
import { configureApi } from './api-config.ts';
import { ApiError } from './api-error.ts';
import { type CallResult, call, fillPath } from './call.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let last: { req: IncomingMessage; body: string } | null = null;

function answer(status: number, body: string, contentType = 'application/json') {
  server.handle((req, reqBody, res) => {
    last = { req, body: reqBody };
    res.statusCode = status;
    res.setHeader('Content-Type', contentType);
    res.end(body);
  });
}

const job = wireJob('j 1', { title: 'T' });

beforeAll(async () => {
  server = await startTestServer();
  configureApi({ baseUrl: server.url, getToken: () => null });
});
afterAll(() => server.close());
beforeEach(() => {
  last = null;
});

describe('fillPath', () => {
  it('fills every segment, URL-encoded', () => {
    expect(fillPath('/employer/jobs/:jobId/applicants/:seekerId', { jobId: 'a/b', seekerId: 'c d?' })).toBe(
      '/employer/jobs/a%2Fb/applicants/c%20d%3F',
    );
  });

  it('refuses a missing param instead of calling a wrong path', () => {
    expect(() => fillPath('/jobs/:id', {})).toThrow('missing path param "id"');
  });
});

describe('call', () => {
  it('fills params, uses the route method and returns the parsed response', async () => {
    answer(200, JSON.stringify(job));
    const result = await call(jobsContract.get, { params: { id: 'j 1' } });
    expect(last?.req.method).toBe('GET');
    expect(last?.req.url).toBe('/jobs/j%201');
    expect(result.title).toBe('T');
    expectTypeOf(result.title).toEqualTypeOf<string>();
  });

  it('checks the response against the route schema', async () => {
    answer(200, JSON.stringify({ ...job, title: 5 }));
    const error = await apiFailure(call(jobsContract.get, { params: { id: '1' } }));
    expect(error.code).toBe('parse');
    expect(error.status).toBe(200);
  });

  it('sends the query, lists joined by commas, empty values left out', async () => {
    answer(200, JSON.stringify({ items: [], total: 0, page: 2, pageSize: 10 }));
    await call(jobsContract.list, { query: { q: 'नेपाल', jobTypes: ['a', 'b'], categoryId: '', page: 2 } });
    expect(last?.req.url).toBe(`/jobs?q=${encodeURIComponent('नेपाल')}&jobTypes=a%2Cb&page=2`);
  });

  it('sends a JSON body with the route method', async () => {
    answer(200, JSON.stringify({ message: 'ok' }));
    const result = await call(authContract.forgotPassword, { body: { email: 'a@b.c' } });
    expect(result).toEqual({ message: 'ok' });
    expect(last?.req.method).toBe('POST');
    expect(last?.req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last?.body ?? '')).toEqual({ email: 'a@b.c' });
  });

  it('sends FormData as multipart on a multipart route', async () => {
    answer(200, JSON.stringify(job));
    const form = new FormData();
    form.append('title', 'Driver');
    form.append(employerContract.updateJob.field, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');
    await call(employerContract.updateJob, { params: { id: 'x' }, body: form });
    expect(last?.req.method).toBe('PUT');
    expect(last?.req.url).toBe('/jobs/x');
    expect(last?.req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last?.body).toContain('name="attachment"; filename="a.pdf"');
  });

  it('yields null for a 204 route', async () => {
    answer(204, '');
    const result = await call(adminContract.deleteDocument, { params: { id: 'e', docId: 'd' } });
    expect(result).toBeNull();
    expect(last?.req.method).toBe('DELETE');
    expect(last?.req.url).toBe('/admin/employers/e/documents/d');
    expectTypeOf(result).toEqualTypeOf<null>();
  });

  it('sends an explicit token instead of the stored one', async () => {
    answer(204, '');
    await call(authContract.logout, { token: 'old' });
    expect(last?.req.headers.authorization).toBe('Bearer old');
  });
});

describe('call: failures', () => {
  it('carries the status, code and field of a failure body', async () => {
    answer(400, JSON.stringify({ message: 'Title is required.', code: 'employer.titleRequired', field: 'title' }));
    const error = await apiFailure(
      call(applicantsContract.status, { params: { id: '1' }, body: { status: 'viewed' } }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'employer.titleRequired',
      field: 'title',
      message: 'Title is required.',
    });
  });

  it("carries an upload refusal's size limit as a number, and ignores one that is not", async () => {
    const message = 'The file is too large. The limit is 5 MB.';
    answer(413, JSON.stringify({ message, code: 'file_too_large', limitMb: 5 }));
    expect(await apiFailure(call(jobsContract.save, { params: { id: '1' } }))).toMatchObject({
      code: 'file_too_large',
      params: { limitMb: 5 },
      message,
    });
    answer(413, JSON.stringify({ message, code: 'file_too_large', limitMb: '5; drop' }));
    expect((await apiFailure(call(jobsContract.save, { params: { id: '1' } }))).params).toEqual({});
  });

  it('codes a failure without a code as unknown, and a non-JSON failure by its status line', async () => {
    answer(409, JSON.stringify({ message: 'Already applied' }));
    expect(await apiFailure(call(jobsContract.save, { params: { id: '1' } }))).toMatchObject({
      code: 'unknown',
      field: undefined,
      status: 409,
    });
    answer(502, 'Bad gateway', 'text/plain');
    expect((await apiFailure(call(jobsContract.save, { params: { id: '1' } }))).message).toBe(
      'Server error: 502 Bad Gateway',
    );
  });

  it('codes a transport failure as network, status 0', async () => {
    const closed = await startTestServer();
    const url = closed.url;
    await closed.close();
    configureApi({ baseUrl: url });
    try {
      const error = await apiFailure(call(jobsContract.savedJobs));
      expect(error).toMatchObject({ status: 0, code: 'network' });
    } finally {
      configureApi({ baseUrl: server.url });
    }
  });

  it('keeps an abort an abort', async () => {
    server.handle(() => {});
    const controller = new AbortController();
    const pending = call(jobsContract.savedJobs, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toSatisfy((error) => !(error instanceof ApiError));
  });
});

describe('call: types', () => {
  it('infers inputs and results from the route', () => {
    const route = {
      method: 'GET',
      path: '/x/:id',
      params: z.object({ id: z.string() }),
      response: z.number(),
    } as const;
    expectTypeOf<CallResult<typeof route>>().toEqualTypeOf<number>();
    expectTypeOf<CallResult<typeof authContract.logout>>().toEqualTypeOf<null>();
    const noParams = { method: 'GET', path: '/y' } as const satisfies ApiRoute;
    // @ts-expect-error params are required for a route with :segments
    void (() => call(route));
    // @ts-expect-error a multipart route takes FormData, not an object
    void (() => call(employerContract.createJob, { body: { title: 'x' } }));
    // @ts-expect-error no params on a route without :segments
    void (() => call(noParams, { params: { id: '1' } }));
    // @ts-expect-error the body must match the route's schema
    void (() => call(authContract.forgotPassword, { body: { mail: 'a' } }));
  });
});
