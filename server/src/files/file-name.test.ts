import { eq } from 'drizzle-orm';
import { wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { bearer } from '../../test/helpers.ts';
import { createAccount } from '../../test/jobs.ts';
import { multipart, pdfBytes } from '../../test/sample-files.ts';
import { files } from '../db/schema.ts';
import { safeFileName, servedFileName } from './file-name.ts';

describe('safeFileName', () => {
  it('gives the name the extension of the detected type', () => {
    expect(safeFileName('cv.html', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('cv', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('Sita CV.PDF', 'pdf')).toBe('Sita CV.PDF');
    expect(safeFileName('photo.jpeg', 'jpg')).toBe('photo.jpeg');
    expect(safeFileName('photo.png', 'jpg')).toBe('photo.jpg');
    expect(safeFileName('cv.pdf.', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('cv.pdf . . ', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('.htaccess', 'pdf')).toBe('.htaccess.pdf');
    expect(safeFileName('', 'png')).toBe('file.png');
    expect(safeFileName(undefined, 'png')).toBe('file.png');
    expect(safeFileName('...', 'png')).toBe('file.png');
  });

  it('drops paths, control and bidirectional formatting characters', () => {
    expect(safeFileName('C:\\Users\\sita\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    // "cv‮fdp.exe" shows as "cvexe.pdf" in a right-to-left-aware file list.
    expect(safeFileName('cv\u202efdp.exe', 'pdf')).toBe('cvfdp.pdf');
    for (const mark of ['\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(safeFileName(`a${mark}b.pdf`, 'pdf')).toBe('ab.pdf');
    }
    expect(safeFileName('a\u200e\u200f\u061c\ufeffb.pdf', 'pdf')).toBe('ab.pdf');
    expect(safeFileName('a\u0000\u0007\u001b\u007f\u0085\u009fb.pdf', 'pdf')).toBe('ab.pdf');
    expect(safeFileName('नेपाली बायोडाटा.pdf', 'pdf')).toBe('नेपाली बायोडाटा.pdf');
  });

  it('keeps long names at 200 characters with the extension intact', () => {
    const name = safeFileName(`${'x'.repeat(500)}.html`, 'pdf');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('fixes names of rows stored before these rules when serving them', () => {
    expect(servedFileName('cv.html', 'application/pdf')).toBe('cv.pdf');
    expect(servedFileName('a\u202eb.png', 'image/png')).toBe('ab.png');
    expect(servedFileName('a\u202eb.txt', 'text/plain')).toBe('ab.txt');
    expect(servedFileName('\u202e', 'text/plain')).toBe('file');
  });
});

describe('an uploaded PDF/HTML polyglot named with a bidi override', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is stored and served as .pdf, without the override', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const polyglot = Buffer.concat([pdfBytes(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const body = multipart({}, [{ field: 'resume', fileName: 'my\u202elmth.cv.html', data: polyglot }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile/resume',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(seeker.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = wireUserSchema.parse(res.json()).resumeUrl ?? '';
    const [stored] = await ctx.db
      .select()
      .from(files)
      .where(eq(files.id, url.split('/').at(-1) ?? ''));
    expect(stored?.fileName).toBe('mylmth.cv.pdf');
    const file = await ctx.app.inject({ method: 'GET', url, headers: bearer(seeker.token) });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="mylmth.cv.pdf"');
  });
});
