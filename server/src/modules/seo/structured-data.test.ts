import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addDays, createAccount, createFile, createJob, lookups } from '../../../test/jobs.ts';
import { pngBytes } from '../../../test/sample-files.ts';
import { employerProfiles, jobs } from '../../db/schema.ts';
import { selectJobs, toJob } from '../jobs/job-serializer.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { jobPageHead } from './job-page-head.ts';
import { publicPageHead } from './public-page-head.ts';
import type { PageLanguage } from './site-identity.ts';

// structured-data-testing-tool is CommonJS without types: the little of its API used here.
type SdttTest = { test: string; type?: string; expect?: unknown; description?: string };
type SdttPreset = { name: string; description: string; tests?: SdttTest[]; presets?: SdttPreset[]; schema?: string };
type SdttResult = {
  passed: SdttTest[];
  failed: (SdttTest & { error?: { message?: string } })[];
  warnings: SdttTest[];
  schemas: string[];
};
const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool') as {
  structuredDataTest: (html: string, options: { presets: SdttPreset[]; schemas?: string[] }) => Promise<SdttResult>;
};
const { Google, Twitter, Facebook, SocialMedia } = require('structured-data-testing-tool/presets') as Record<
  string,
  SdttPreset
>;

/**
 * Google's JobPosting properties (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required, then the recommended ones this portal knows. The tool's Google preset has no JobPosting tests.
 */
const schema = 'JobPosting';
const GoogleJobPosting: SdttPreset = {
  name: 'Google JobPosting',
  description: 'Required and recommended JobPosting properties for Google job search',
  schema,
  tests: [
    { test: `${schema}[*].title` },
    { test: `${schema}[*].description` },
    { test: `${schema}[*].datePosted` },
    { test: `${schema}[*].hiringOrganization.name` },
    { test: `${schema}[*].jobLocation.address.addressCountry`, expect: 'NP' },
    { test: `${schema}[*].jobLocation.address.addressLocality` },
    { test: `${schema}[*].jobLocation.address.addressRegion` },
    { test: `${schema}[*].employmentType` },
    { test: `${schema}[*].identifier.value` },
    { test: `${schema}[*].directApply`, expect: true },
    { test: `${schema}[*].validThrough` },
    { test: `${schema}[*].baseSalary.currency`, expect: 'NPR' },
    { test: `${schema}[*].baseSalary.value.unitText`, expect: 'MONTH' },
  ],
};

let ctx: TestContext;
const today = kathmanduToday();

/** A page around the head as a crawler would get it (the full server-rendered page: e2e share-preview.spec.ts). */
const page = (head: string, lang: PageLanguage, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8">${head}</head><body>${body}</body></html>`;

async function jobPage(id: string, lang: PageLanguage): Promise<string> {
  const [row] = await selectJobs(ctx.db).where(eq(jobs.id, id));
  if (!row) throw new Error('no job');
  const job = toJob(row);
  const head = jobPageHead({ job, row, publicUrl: ctx.config.publicUrl, province: ctx.config.seedProvince, lang });
  return page(head, lang, `<h1>${job.title}</h1>`);
}

/** Runs the validator; resolves with its result whether or not tests failed (the test asserts on it). */
async function validate(html: string, presets: SdttPreset[], schemas: string[] = []): Promise<SdttResult> {
  try {
    return await structuredDataTest(html, { presets, schemas });
  } catch (error) {
    const failure = error as { type?: string; res?: SdttResult };
    if (failure.type === 'VALIDATION_FAILED' && failure.res) return failure.res;
    throw error;
  }
}

/** The tool reports `JobPosting[*].x` as `JobPosting[0].x`. */
const named = (test: SdttTest) => test.test.replace(/\[\d+\]/, '[*]');
const failures = (result: SdttResult) => result.failed.map((t) => `${t.test}: ${t.error?.message ?? t.description}`);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('structured data of a job page (structured-data-testing-tool)', () => {
  it('passes the Google, Twitter, Facebook and social media presets and Google JobPosting, in both languages', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'Fewa Boats & Co' });
    const logo = await createFile(ctx, {
      ownerId: employer.id,
      kind: 'logo',
      fileName: 'logo.png',
      mimeType: 'image/png',
      data: pngBytes(),
    });
    await ctx.db
      .update(employerProfiles)
      .set({ logoFileId: logo.id, website: 'fewaboats.com.np' })
      .where(eq(employerProfiles.userId, employer.id));
    const L = await lookups(ctx);
    const job = await createJob(ctx, {
      employerId: employer.id,
      title: 'Boat Captain',
      description: 'Steer boats on Phewa lake. Six days a week.',
      jobTypeId: L.jobType('full-time').id,
      locationId: L.location('Kaski').id,
      salaryRangeId: L.salary('20000-30000').id,
      applicationDeadline: addDays(today, 14),
    });
    for (const lang of ['en', 'ne'] as const) {
      const result = await validate(
        await jobPage(job.id, lang),
        [Google!, Twitter!, Facebook!, SocialMedia!, GoogleJobPosting],
        ['JobPosting'],
      );
      expect(failures(result), lang).toEqual([]);
      expect(result.schemas).toContain('JobPosting');
      // Every JobPosting test ran and passed (none skipped as absent).
      for (const t of GoogleJobPosting.tests!) {
        expect(
          result.passed.some((p) => named(p) === t.test),
          t.test,
        ).toBe(true);
      }
    }
  });

  it('passes the presets for a job without deadline, salary band or logo (those properties left out)', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'Himal Tech' });
    const job = await createJob(ctx, { employerId: employer.id, title: 'Helper', description: 'General help.' });
    const html = await jobPage(job.id, 'en');
    const result = await validate(html, [Google!, Twitter!, Facebook!, SocialMedia!]);
    expect(failures(result)).toEqual([]);
    const partial = await validate(html, [GoogleJobPosting]);
    // Only the recommended properties this job has no value for fail.
    expect(partial.failed.map(named).sort()).toEqual(
      [
        `${schema}[*].baseSalary.currency`,
        `${schema}[*].baseSalary.value.unitText`,
        `${schema}[*].jobLocation.address.addressLocality`,
        `${schema}[*].validThrough`,
      ].sort(),
    );
  });

  it('the validator does fail a page without the tags', async () => {
    const result = await validate(page('<title>Bare</title>', 'en', '<h1>Bare</h1>'), [Twitter!, Facebook!]);
    expect(result.failed.length).toBeGreaterThan(5);
  });
});

describe('structured data of the other public pages', () => {
  it('passes the social media presets for /, /jobs and a static page in both languages', async () => {
    for (const path of ['/', '/jobs', '/about']) {
      for (const lang of ['en', 'ne'] as const) {
        const html = page(publicPageHead({ path, lang, publicUrl: ctx.config.publicUrl }), lang, '<h1>x</h1>');
        const result = await validate(html, [Google!, Twitter!, Facebook!, SocialMedia!]);
        expect(failures(result), `${path} ${lang}`).toEqual([]);
      }
    }
  });
});
