import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from './api-config.ts';
import { fetchFile, fileNameFromDisposition } from './download.ts';
import { startTestServer } from '../testing/test-server.ts';

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

describe('fetchFile', () => {
  it('names the file from Content-Disposition', async () => {
    answer(200, 'PDFDATA', { 'Content-Disposition': 'attachment; filename="my cv.pdf"' });
    const file = await fetchFile('/users/resume/1', 'resume.pdf');
    expect(file.fileName).toBe('my cv.pdf');
    expect(await file.blob.text()).toBe('PDFDATA');
  });

  it('falls back to the default name', async () => {
    answer(200, 'x', {});
    expect((await fetchFile('/users/documents/1', 'document.pdf')).fileName).toBe('document.pdf');
  });

  it('fails with the server message, else the status line', async () => {
    answer(403, '{"message":"Not yours","code":"forbidden"}', { 'Content-Type': 'application/json' });
    await expect(fetchFile('/x', 'a')).rejects.toMatchObject({ message: 'Not yours', status: 403, code: 'forbidden' });
    answer(404, 'nope', {}, 'Not Found');
    await expect(fetchFile('/x', 'a')).rejects.toThrow('404 Not Found');
  });
});
