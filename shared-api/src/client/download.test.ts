import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idParamsSchema } from '../contract/common.ts';
import { startTestServer } from '../testing/test-server.ts';
import { configureApi } from './api-config.ts';
import type { FileRoute } from './download.ts';
import { fetchFile, fileNameFromDisposition } from './download.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

function answer(status: number, body: string, headers: Record<string, string>, statusMessage?: string) {
  server.handle((_req, _body, res) => {
    res.statusCode = status;
    if (statusMessage !== undefined) res.statusMessage = statusMessage;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(body);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  configureApi({ baseUrl: server.url, getToken: () => 't' });
});
afterAll(() => server.close());

describe('fileNameFromDisposition', () => {
  it('reads plain, quoted and RFC 5987 names', () => {
    expect(fileNameFromDisposition('attachment; filename="cv.pdf"')).toBe('cv.pdf');
    expect(fileNameFromDisposition('attachment; filename=cv.pdf')).toBe('cv.pdf');
    expect(fileNameFromDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'%E0%A4%95.pdf')).toBe('क.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

const resume = {
  method: 'GET',
  path: '/users/resume/:id',
  params: idParamsSchema,
  defaultFileName: 'resume.pdf',
} as const satisfies FileRoute;

describe('fetchFile', () => {
  it('fills the route path (encoded) and names the file from Content-Disposition', async () => {
    const urls: string[] = [];
    server.handle((req, _body, res) => {
      urls.push(req.url ?? '');
      res.setHeader('Content-Disposition', 'attachment; filename="my cv.pdf"');
      res.end('PDFDATA');
    });
    const file = await fetchFile(resume, { params: { id: 'a b/1' } });
    expect(urls).toEqual(['/users/resume/a%20b%2F1']);
    expect(file.fileName).toBe('my cv.pdf');
    expect(await file.blob.text()).toBe('PDFDATA');
  });

  it("falls back to the caller's name, else the route's default name", async () => {
    answer(200, 'x', {});
    expect((await fetchFile(resume, { params: { id: '1' } }, 'cv.pdf')).fileName).toBe('cv.pdf');
    expect((await fetchFile(resume, { params: { id: '1' } })).fileName).toBe('resume.pdf');
  });

  it('fails with the server message, else the status line', async () => {
    answer(403, '{"message":"Not yours","code":"forbidden"}', { 'Content-Type': 'application/json' });
    await expect(fetchFile(resume, { params: { id: '1' } })).rejects.toMatchObject({
      message: 'Not yours',
      status: 403,
      code: 'forbidden',
    });
    answer(404, 'nope', {}, 'Not Found');
    await expect(fetchFile(resume, { params: { id: '1' } })).rejects.toThrow('404 Not Found');
  });
});
