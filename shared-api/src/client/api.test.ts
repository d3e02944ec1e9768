import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFailure } from '../testing/api-failure.ts';
import { startTestServer } from '../testing/test-server.ts';
import { api, buildQuery } from './api.ts';
import { configureApi } from './api-config.ts';
import { ApiError } from './api-error.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string | null = null;
let lastRequest: { req: IncomingMessage; body: string } | null = null;

function answer(status: number, body: string, statusMessage?: string, contentType = 'application/json') {
  server.handle((req, reqBody, res) => {
    lastRequest = { req, body: reqBody };
    res.statusCode = status;
    if (statusMessage !== undefined) res.statusMessage = statusMessage;
    res.setHeader('Content-Type', contentType);
    res.end(body);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  configureApi({ baseUrl: server.url, getToken: () => token });
});
afterAll(() => server.close());
beforeEach(() => {
  token = null;
  lastRequest = null;
});

describe('api: success', () => {
  it('parses a JSON body', async () => {
    answer(200, '{"a":1}');
    await expect(api('/x')).resolves.toEqual({ a: 1 });
  });

  it('yields null for 204', async () => {
    answer(204, '');
    await expect(api('/x', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('reports a non-JSON success body', async () => {
    answer(200, '<html>', undefined, 'text/html');
    const error = await apiFailure(api('/x'));
    expect(error.message).toBe('Failed to parse successful response from server.');
    expect(error.status).toBe(200);
  });

  it('checks the body against a schema when given one', async () => {
    answer(200, '{"a":"not a number"}');
    const error = await apiFailure(api('/x', { schema: z.object({ a: z.number() }) }));
    expect(error.message).toBe('Failed to parse successful response from server.');
    answer(200, '{"a":2,"extra":true}');
    await expect(api('/x', { schema: z.object({ a: z.number() }) })).resolves.toEqual({ a: 2 });
  });
});

describe('api: failure', () => {
  it('uses the server message', async () => {
    answer(409, '{"message":"Already applied"}');
    const error = await apiFailure(api('/applications', { method: 'POST', body: { jobId: '1' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Already applied');
    expect(error.status).toBe(409);
  });

  it('falls back to the status text when JSON has no message', async () => {
    answer(403, '{"error":"x"}', 'Forbidden');
    expect((await apiFailure(api('/x'))).message).toBe('Forbidden');
  });

  it('falls back to a generic message when there is no status text either', async () => {
    // Node's http module always fills in a reason phrase, so write the status line by hand.
    server.handle((_req, _body, res) => {
      res.socket?.end(
        'HTTP/1.1 400 \r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
      );
    });
    expect((await apiFailure(api('/x'))).message).toBe('An unknown error occurred');
  });

  it('describes a non-JSON failure by its status line', async () => {
    answer(502, 'Bad gateway', 'Bad Gateway', 'text/plain');
    expect((await apiFailure(api('/x'))).message).toBe('Server error: 502 Bad Gateway');
  });
});

describe('api: request', () => {
  it('sends the bearer token when one is stored, and none otherwise', async () => {
    answer(200, '{}');
    await api('/x');
    expect(lastRequest?.req.headers.authorization).toBeUndefined();
    token = 'abc';
    await api('/x');
    expect(lastRequest?.req.headers.authorization).toBe('Bearer abc');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    answer(200, '{}');
    await api('/x', { method: 'POST', body: { email: 'a@b.c' } });
    expect(lastRequest?.req.method).toBe('POST');
    expect(lastRequest?.req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest?.body ?? '')).toEqual({ email: 'a@b.c' });
  });

  it('sends FormData as multipart with the browser-chosen boundary', async () => {
    answer(200, '{}');
    const form = new FormData();
    form.append('resume', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    await api('/users/profile/resume', { method: 'POST', body: form });
    expect(lastRequest?.req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest?.body).toContain('name="resume"; filename="cv.pdf"');
  });

  it('skips empty query values and joins lists with commas', async () => {
    answer(200, '[]');
    await api('/jobs', { query: { q: '', categoryId: undefined, jobTypes: ['a', 'b'], skills: [], page: 2 } });
    expect(lastRequest?.req.url).toBe('/jobs?jobTypes=a%2Cb&page=2');
  });
});

describe('api: ended sessions', () => {
  it('reports a 401 to a request that carried a token, and not one to an anonymous request', async () => {
    let ended = 0;
    configureApi({ onSessionEnded: () => ended++ });
    answer(401, '{"message":"Your session has expired. Please log in again."}');
    await apiFailure(api('/users/me'));
    expect(ended).toBe(0);
    token = 'old';
    const error = await apiFailure(api('/users/me'));
    expect(error.message).toBe('Your session has expired. Please log in again.');
    expect(ended).toBe(1);
    configureApi({ onSessionEnded: () => {} });
  });
});

describe('buildQuery', () => {
  it('is empty when nothing is set', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ a: null, b: '' })).toBe('');
  });
});
