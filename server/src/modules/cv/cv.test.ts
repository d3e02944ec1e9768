import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, ne } from 'drizzle-orm';
import { applicationSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { CV_REFERENCE_NAME } from '../../../test/cv-reference/lines.ts';
import { bearer, expectError, PASSWORD, post } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { crop, inkBox, inkDifference, readPgm } from '../../../test/raster.ts';
import { certifications, educations, experiences, files, locations, seekerProfiles, users } from '../../db/schema.ts';

const run = promisify(execFile);

let ctx: TestContext;
let dir: string;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;
let otherEmployer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
let district: { nameEn: string; nameNe: string };

/** The UTF-8 file name a Content-Disposition header carries (filename*). */
const utf8FileName = (header: unknown) => decodeURIComponent(String(header).split("''")[1] ?? '');

const cv = (token: string | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/users/profile/cv${query}`, headers: token ? bearer(token) : {} });

let fileCount = 0;
/** Saves a PDF and answers what poppler reads from it: its text and its number of pages. */
async function readPdf(data: Buffer) {
  const file = path.join(dir, `cv-${++fileCount}.pdf`);
  await writeFile(file, data);
  const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  return { file, text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
}

/** A seeker whose profile holds a bit of everything, in both scripts. */
async function fillProfile(userId: string, fullName = CV_REFERENCE_NAME) {
  await ctx.db
    .update(seekerProfiles)
    .set({
      fullName,
      headline: 'वरिष्ठ लेखापाल (Senior accountant)',
      summary: 'कर्मचारी व्यवस्थापन र क्षेत्रीय लेखामा आठ वर्षको अनुभव। Tally, VAT returns and payroll.',
      phone: '9841234567',
      address: 'Lakeside-6',
      linkedinUrl: 'https://www.linkedin.com/in/urmila-shrestha',
      skills: ['Accounting', 'प्रशिक्षित लेखापाल', 'carpentry'],
    })
    .where(eq(seekerProfiles.userId, userId));
  await ctx.db.insert(experiences).values([
    {
      userId,
      title: 'लेखापाल',
      company: 'श्रीमती विद्यालय, कीर्तिपुर',
      location: 'Kathmandu',
      startDate: '2020-01-20',
      endDate: null,
      present: true,
      description: 'विद्यालयको हिसाब, तलब र कर।',
      noticePeriod: '1 month',
    },
    {
      userId,
      title: 'Accounts assistant',
      company: 'Annapurna Traders',
      location: 'Pokhara',
      startDate: '2016-04-01',
      endDate: '2019-12-31',
      present: false,
      description: 'Bank reconciliation and VAT returns.',
    },
  ]);
  await ctx.db.insert(educations).values({
    userId,
    school: 'Prithvi Narayan Campus',
    degree: 'other',
    customDegree: 'BBS',
    fieldOfStudy: 'Finance',
    startDate: '2012-07-01',
    endDate: '2016-03-01',
  });
  await ctx.db
    .insert(certifications)
    .values({ id: randomUUID(), userId, name: 'Tally Prime', issuingOrganization: 'CTEVT' });
}

beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), 'cv-test-'));
  [seeker, employer, otherEmployer, admin] = await Promise.all([
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'admin'),
  ]);
  const [location] = await ctx.db.select().from(locations).where(ne(locations.nameEn, 'Other')).limit(1);
  if (!location) throw new Error('no seeded location');
  district = location;
  await ctx.db.update(users).set({ locationId: location.id }).where(eq(users.id, seeker.id));
  await fillProfile(seeker.id);
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /users/profile/cv', () => {
  it('builds the English CV from the profile: a download, never cached, text that reads back', async () => {
    const res = await cv(seeker.token, '?language=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*"; filename\*=UTF-8''/);
    expect(utf8FileName(res.headers['content-disposition'])).toBe('उर्मिला-श्रेष्ठ-CV.pdf');
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      CV_REFERENCE_NAME,
      'वरिष्ठ लेखापाल (Senior accountant)',
      'कर्मचारी व्यवस्थापन र क्षेत्रीय लेखामा',
      seeker.email,
      '9841234567',
      `District: ${district.nameEn}`,
      'https://www.linkedin.com/in/urmila-shrestha',
      'Work experience',
      'श्रीमती विद्यालय, कीर्तिपुर',
      'Jan 2020 – Present',
      'Apr 2016 – Dec 2019',
      'Education',
      'BBS, Finance',
      'Skills',
      // A skill of the skills list by its name in the CV's language, any other as written.
      'Accounting, प्रशिक्षित लेखापाल, Carpentry',
      'Tally Prime · CTEVT',
      'page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Newest first: the present job before the earlier one.
    expect(text.indexOf('लेखापाल\n')).toBeLessThan(text.indexOf('Accounts assistant'));
  });

  it('is tagged for screen readers: the name, headings and entries in reading order, page numbers left out', async () => {
    const res = await cv(seeker.token, '?language=en');
    const { file } = await readPdf(res.rawPayload);
    const { stdout: info } = await run('pdfinfo', [file]);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    // poppler's structure tree: each element and the text of its marked content (a Devanagari cluster drawn with
    // ActualText reads back in pieces there, as in Chromium's own tagged PDFs: the Latin texts are compared).
    const { stdout: tree } = await run('pdfinfo', ['-struct-text', file]);
    const elements: string[] = [];
    for (const line of tree.split('\n')) {
      const role = /^\s*(\w+) \(block\)$/.exec(line)?.[1] ?? (line.trim() === 'Document' ? 'Document' : undefined);
      const text = /^\s*"(.*)"$/.exec(line)?.[1];
      if (role) elements.push(role);
      else if (text !== undefined) elements[elements.length - 1] += elements.at(-1)?.includes(' ') ? text : ` ${text}`;
    }
    expect(elements.slice(0, 2).map((element) => element.split(' ')[0])).toEqual(['Document', 'H1']);
    const order = ['H2 Work experience', 'H3 Accounts assistant', 'H2 Education', 'H2 Skills'].map((element) =>
      elements.findIndex((found) => found.startsWith(element)),
    );
    expect(order.every((index) => index > 1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(elements).toContain('P Bank reconciliation and VAT returns.');
    expect(tree).not.toContain('page');
    // Each element also says what it reads as, whole, in either script (its ActualText): the words as typed.
    const said = [
      ...res.rawPayload.toString('latin1').matchAll(/\/S \/(\w+) [^>]*?\/ActualText <FEFF([0-9A-F]*)>/g),
    ].map(
      ([, role, hex]) =>
        `${role} ${Buffer.from(hex ?? '', 'hex')
          .swap16()
          .toString('utf16le')}`,
    );
    expect(said.slice(0, 2)).toEqual([`H1 ${CV_REFERENCE_NAME}`, 'P वरिष्ठ लेखापाल (Senior accountant)']);
    expect(said).toContain('H3 लेखापाल Jan 2020 – Present');
    expect(said).toContain('P श्रीमती विद्यालय, कीर्तिपुर · Kathmandu · Notice period: 1 month');
  });

  it('builds the Nepali CV: its own headings, Bikram Sambat months and Devanagari digits', async () => {
    const res = await cv(seeker.token, '?language=ne');
    expect(res.statusCode, res.body).toBe(200);
    expect(utf8FileName(res.headers['content-disposition'])).toBe('उर्मिला-श्रेष्ठ-बायोडाटा.pdf');
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      CV_REFERENCE_NAME,
      `जिल्ला: ${district.nameNe}`,
      'कार्य अनुभव',
      'शिक्षा',
      'सीप',
      // 2020-01-20 is 2076 Magh 6; 2016-04-01 is 2072 Chaitra 19.
      '२०७६ माघ – हालसम्म',
      '२०७२ चैत',
      'Accounting, प्रशिक्षित लेखापाल, सिकर्मी',
      'पृष्ठ १ (१ मध्ये)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Work experience');
  });

  it("is in the seeker's own language when none is asked for", async () => {
    await ctx.db.update(users).set({ language: 'ne' }).where(eq(users.id, seeker.id));
    try {
      const { text } = await readPdf((await cv(seeker.token)).rawPayload);
      expect(text).toContain('कार्य अनुभव');
    } finally {
      await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, seeker.id));
    }
  });

  it('draws the Devanagari name as Chromium draws it: reph, i-matra and conjuncts shaped', async () => {
    const { file } = await readPdf((await cv(seeker.token, '?language=en')).rawPayload);
    // 96 dpi: a point is 4/3 of a pixel, as in the reference images (lines.ts).
    await run('pdftoppm', ['-r', '96', '-gray', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'page')]);
    const page = readPgm(await readFile(path.join(dir, 'page.pgm')));
    // The name is the first line: 48 pt margin, a 32 pt line (64 to 107 px).
    const box = inkBox(page, 60, 110);
    if (!box) throw new Error('no ink where the name should be');
    const name = crop(page, box);
    const reference = (file: string) => readFile(new URL(`../../../test/cv-reference/${file}`, import.meta.url));
    const shaped = readPgm(await reference('name-shaped.pgm'));
    const unshaped = readPgm(await reference('name-unshaped.pgm'));
    // Two rasterisers of the same glyphs differ by antialiasing only (the one-pixel tolerance takes it).
    expect(inkDifference(name, shaped)).toBeLessThan(2);
    // The control: letters drawn one by one (no shaping) are far from it.
    expect(inkDifference(name, unshaped)).toBeGreaterThan(20);
  });

  it('keeps a very long profile to two pages and says the rest is on the portal', async () => {
    const long = await createAccount(ctx, 'job_seeker');
    await fillProfile(long.id, 'Ram Bahadur Thapa');
    const paragraph = 'कर्मचारी प्रशिक्षित क्षेत्र विद्यालय श्रीमती लेखापाल '.repeat(90);
    await ctx.db.update(seekerProfiles).set({ summary: paragraph }).where(eq(seekerProfiles.userId, long.id));
    await ctx.db.insert(experiences).values(
      Array.from({ length: 50 }, (_, i) => ({
        userId: long.id,
        title: `Job ${i + 1} ${'x'.repeat(150)}`,
        company: 'Company',
        startDate: `19${String(50 + i).padStart(2, '0')}-01-01`,
        endDate: `19${String(50 + i).padStart(2, '0')}-12-01`,
        description: paragraph,
      })),
    );
    for (const language of ['en', 'ne'] as const) {
      const res = await cv(long.token, `?language=${language}`);
      expect(res.statusCode, res.body).toBe(200);
      const { text, pages } = await readPdf(res.rawPayload);
      expect(pages).toBe(2);
      expect(text).toContain(
        language === 'en'
          ? 'The profile is longer than two pages: the rest is on the portal.'
          : 'प्रोफाइल दुई पृष्ठभन्दा लामो छ: बाँकी पोर्टलमा छ।',
      );
      expect(text).toContain(language === 'en' ? 'page 2 of 2' : 'पृष्ठ २ (२ मध्ये)');
      // The summary is cut to its lines with an ellipsis, not dropped.
      expect(text).toContain('…');
    }
  });

  it('is the seeker’s own: 401 without a session, 403 for employers and administrators', async () => {
    expectError(await cv(null), 401);
    expectError(await cv(employer.token), 403);
    expectError(await cv(admin.token), 403);
  });

  it('answers a language it does not make with a 400, never a 500', async () => {
    for (const query of ['?language=fr', '?language=', '?language=en&language=ne', '?language=%00', '?language=EN']) {
      const res = await cv(seeker.token, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      const body = res.json() as { message: string; code: string };
      expect(typeof body.message).toBe('string');
      expect(typeof body.code).toBe('string');
    }
  });

  it('builds a CV for an empty profile (the name alone)', async () => {
    const empty = await createAccount(ctx, 'job_seeker');
    const res = await cv(empty.token, '?language=ne');
    expect(res.statusCode, res.body).toBe(200);
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(empty.email);
  });
});

describe('applying with the CV from the profile', () => {
  const apply = (token: string, jobId: string) =>
    post(ctx, '/api/applications', { jobId, resume: 'cv' }, bearer(token));
  const employerResume = (token: string, jobId: string, seekerId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/employer/jobs/${jobId}/applicants/${seekerId}/resume`,
      headers: bearer(token),
    });

  it('keeps the CV as it was when sent, for the employer to download like any résumé', async () => {
    const applicant = await createAccount(ctx, 'job_seeker');
    await fillProfile(applicant.id, 'सीता गुरुङ');
    const job = await createJob(ctx, { employerId: employer.id });
    const res = await apply(applicant.token, job.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(applicationSchema.parse(res.json()).resumeFileName).toBe('सीता-गुरुङ-CV.pdf');

    // The profile changes afterwards; the employer still gets what was sent.
    await ctx.db.update(seekerProfiles).set({ fullName: 'Sita Gurung' }).where(eq(seekerProfiles.userId, applicant.id));
    const download = await employerResume(employer.token, job.id, applicant.id);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(download.rawPayload);
    expect(text).toContain('सीता गुरुङ');
    expect(text).not.toContain('Sita Gurung');

    expectError(await employerResume(otherEmployer.token, job.id, applicant.id), 404);
  });

  it('stores one CV when the same application is sent twice at once', async () => {
    const applicant = await createAccount(ctx, 'job_seeker');
    await fillProfile(applicant.id, 'Hari Prasad');
    const job = await createJob(ctx, { employerId: employer.id });
    const results = await Promise.all([apply(applicant.token, job.id), apply(applicant.token, job.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const stored = await ctx.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerId, applicant.id), eq(files.kind, 'resume')));
    expect(stored).toHaveLength(1);
  });

  it('is erased with the account', async () => {
    const applicant = await createAccount(ctx, 'job_seeker');
    await fillProfile(applicant.id, 'Gita Khadka');
    const job = await createJob(ctx, { employerId: employer.id });
    expect((await apply(applicant.token, job.id)).statusCode).toBe(201);
    const deleted = await post(ctx, '/api/account/delete', { password: PASSWORD }, bearer(applicant.token));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await ctx.db.select({ id: files.id }).from(files).where(eq(files.ownerId, applicant.id))).toEqual([]);
    expect((await employerResume(employer.token, job.id, applicant.id)).statusCode).toBe(404);
  });
});
