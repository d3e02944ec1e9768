import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addDays, createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portal</title>' +
  '<meta name="description" content="generic" /><script type="module" src="/assets/index-1.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-seo-'));
  chmodSync(root, 0o755);
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), SHELL);
  return root;
}

let ctx: TestContext;
let employerId: string;
const today = kathmanduToday();
const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
  ctx.app.inject({ method: 'GET', url, headers: { accept } });
const jsonLd = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
};

beforeAll(async () => {
  ctx = await createTestContext({ webRoot: fakeBuild() });
  employerId = (await createAccount(ctx, 'employer', { companyName: 'Fewa Boats & Co' })).id;
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /jobs/:id for browsers', () => {
  it('injects title, description, Open Graph, canonical and JobPosting JSON-LD before any script', async () => {
    const L = await lookups(ctx);
    const job = await createJob(ctx, {
      employerId,
      title: 'Boat <Captain>',
      description: `Steer boats on Phewa lake. </script><script>alert(1)</script> ${'Long text. '.repeat(30)}`,
      jobTypeId: L.jobType('part-time').id,
      locationId: L.location('Kaski').id,
      salaryRangeId: L.salary('20000-30000').id,
      applicationDeadline: addDays(today, 10),
    });
    const res = await page(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Boat &lt;Captain&gt; – Fewa Boats &amp; Co | Gandaki Province Job Portal</title>');
    expect(html).not.toContain('<title>Portal</title>');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain(`<link rel="canonical" href="http://portal.test/jobs/${job.id}">`);
    expect(html).toContain(`<meta property="og:url" content="http://portal.test/jobs/${job.id}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:title" content="Boat &lt;Captain&gt; – Fewa Boats &amp; Co">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const description = html.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? '';
    expect(description.startsWith('Steer boats on Phewa lake. &lt;/script&gt;')).toBe(true);
    expect(description.length).toBeLessThan(260);
    expect(html).not.toContain('noindex');
    // Injected head precedes the shell's script, and the JSON-LD cannot close its own script tag.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('/assets/index-1.js'));
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Boat <Captain>',
      datePosted: job.createdAt.toISOString(),
      validThrough: `${addDays(today, 10)}T23:59:59+05:45`,
      employmentType: 'PART_TIME',
      hiringOrganization: { name: 'Fewa Boats & Co' },
      jobLocation: { address: { addressLocality: 'Kaski', addressRegion: 'Gandaki Province', addressCountry: 'NP' } },
      baseSalary: { currency: 'NPR', value: { minValue: 20000, maxValue: 30000, unitText: 'MONTH' } },
    });
    expect(String(ld.description)).toContain('</script><script>alert(1)</script>');
  });

  it('leaves out validThrough and baseSalary without a deadline or a priced band', async () => {
    const L = await lookups(ctx);
    const job = await createJob(ctx, {
      employerId,
      title: 'Helper',
      salaryRangeId: L.salary('negotiable').id,
      locationId: L.location('Other').id,
      customLocation: 'Sarangkot',
    });
    const ld = jsonLd((await page(`/jobs/${job.id}`)).body);
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).toMatchObject({ employmentType: 'OTHER', jobLocation: { address: { addressLocality: 'Sarangkot' } } });
  });

  it('marks closed and expired jobs noindex', async () => {
    const closed = await createJob(ctx, { employerId, title: 'Closed one', status: 'closed' });
    const expired = await createJob(ctx, { employerId, applicationDeadline: addDays(today, -2) });
    for (const job of [closed, expired]) {
      const res = await page(`/jobs/${job.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers a missing job (or a path that is no job id) with the 404 head, noindex, and a 404', async () => {
    for (const url of [`/jobs/${randomUUID()}`, '/jobs/123']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('answers the page whatever the Accept header: link previews and crawlers send */*', async () => {
    const job = await createJob(ctx, { employerId, title: 'Deckhand' });
    for (const accept of ['*/*', 'application/json']) {
      const res = await page(`/jobs/${job.id}`, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('application/ld+json');
    }
  });
});

describe('without a built shell', () => {
  it('falls through to the 503 page', async () => {
    const bare = await createTestContext();
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: `/jobs/${randomUUID()}`,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
