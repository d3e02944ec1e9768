import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addDays, createAccount, createFile, createJob } from '../../../test/jobs.ts';
import { pngBytes } from '../../../test/sample-files.ts';
import { employerProfiles, users } from '../../db/schema.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { jobsSitemap, PAGES_PER_FILE, SITEMAP_MAX_URLS, STATIC_PAGES, sitemapIndex } from './sitemaps.ts';

const SCHEMAS = path.join(import.meta.dirname, 'sitemap-schemas');
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portal</title></head>' +
  '<body><div id="root"></div></body></html>';

let ctx: TestContext;
const today = kathmanduToday();
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });

/** xmllint against a schema kept in the repository (no network): rejects with its message when invalid. */
async function validate(xml: string, schema: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-sitemap-'));
  const file = path.join(dir, 'file.xml');
  writeFileSync(file, xml);
  await promisify(execFile)('xmllint', ['--noout', '--schema', path.join(SCHEMAS, schema), file], {
    maxBuffer: 64 * 1024 * 1024,
  });
}
const urlsOf = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const locsOf = (xml: string) => [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-seo-'));
  chmodSync(webRoot, 0o755);
  mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell/dist/index.html'), SHELL);
  ctx = await createTestContext({ webRoot });
});
afterAll(async () => {
  await ctx.close();
});

describe('the sitemaps', () => {
  it('list every public page in both languages with alternates and last changes, valid by the sitemaps.org schema', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'Fewa Boats' });
    const pending = await createAccount(ctx, 'employer', { companyName: 'Pending Co' });
    await ctx.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, pending.id));
    const open = await createJob(ctx, { employerId: employer.id, title: 'Open for sitemap' });
    const closed = await createJob(ctx, { employerId: employer.id, status: 'closed' });
    const expired = await createJob(ctx, { employerId: employer.id, applicationDeadline: addDays(today, -1) });

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers.etag).toMatch(/^"/);
    await validate(index.body, 'siteindex.xsd');
    const files = locsOf(index.body);
    expect(files).toEqual([
      'http://portal.test/sitemaps/pages.xml',
      'http://portal.test/sitemaps/employers-1.xml',
      'http://portal.test/sitemaps/jobs-1.xml',
    ]);
    const bodies = await Promise.all(files.map(async (loc) => (await get(new URL(loc).pathname)).body));
    for (const body of bodies) await validate(body, 'sitemap-with-alternates.xsd');
    const [pages = '', employers = '', jobs = ''] = bodies;

    for (const page of STATIC_PAGES) {
      for (const url of [`http://portal.test${page}`, `http://portal.test/ne${page}`])
        expect(urlsOf(pages)).toContain(url);
    }
    expect(urlsOf(pages)).toHaveLength(STATIC_PAGES.length * 2);
    expect(urlsOf(employers)).toEqual([
      `http://portal.test/employers/${employer.id}`,
      `http://portal.test/ne/employers/${employer.id}`,
    ]);
    expect(employers).not.toContain(pending.id);
    expect(urlsOf(jobs)).toEqual([`http://portal.test/jobs/${open.id}`, `http://portal.test/ne/jobs/${open.id}`]);
    for (const hidden of [closed.id, expired.id]) expect(jobs).not.toContain(hidden);
    // Each URL: its last change and the page in both languages, the English as the default.
    const entry = new RegExp(
      `<url><loc>http://portal.test/ne/jobs/${open.id}</loc><lastmod>${open.updatedAt.toISOString()}</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="http://portal.test/jobs/${open.id}"/>` +
        `<xhtml:link rel="alternate" hreflang="ne" href="http://portal.test/ne/jobs/${open.id}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="http://portal.test/jobs/${open.id}"/></url>`,
    );
    expect(jobs).toMatch(entry);
    for (const body of [pages, employers]) expect(body).not.toMatch(/<url><loc>[^<]+<\/loc><xhtml/);
    expect((await get('/sitemaps/jobs-2.xml')).statusCode).toBe(404);
    for (const bad of ['/sitemaps/jobs-0.xml', '/sitemaps/jobs-x.xml', '/sitemaps/other.xml']) {
      expect((await get(bad)).statusCode, bad).toBe(404);
    }
    // The schema check can fail: a file with a URL out of place is refused.
    await expect(validate(jobs.replace('<lastmod>', '<lastmod>x'), 'sitemap-with-alternates.xsd')).rejects.toThrow();
  });

  it('split the jobs into files of a bounded size, in posting order, each valid', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'Big Employer' });
    await ctx.db.execute(
      sql`insert into jobs (title, description, employer_id, created_at)
          select 'Bulk job ' || n, 'A job of the bulk.', ${employer.id}, now() - make_interval(secs => 1000 - n)
          from generate_series(1, 25) n`,
    );
    // 50,000 URLs a file are 25,000 pages (each in two languages); 10 pages a file here shows the split.
    expect(PAGES_PER_FILE * 2).toBe(SITEMAP_MAX_URLS);
    const perFile = 10;
    const index = await sitemapIndex(ctx.db, 'http://portal.test', today, null, perFile);
    await validate(index, 'siteindex.xsd');
    const jobFiles = locsOf(index).filter((loc) => loc.includes('/jobs-'));
    const total = (await get('/api/jobs?pageSize=1')).json().total as number;
    expect(jobFiles).toHaveLength(Math.ceil(total / perFile));
    const seen: string[] = [];
    for (let file = 1; file <= jobFiles.length; file++) {
      const body = await jobsSitemap(ctx.db, 'http://portal.test', today, file, perFile);
      if (!body) throw new Error(`no jobs file ${file}`);
      await validate(body, 'sitemap-with-alternates.xsd');
      expect(urlsOf(body).length).toBeLessThanOrEqual(perFile * 2);
      seen.push(...urlsOf(body));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((url) => url.includes('/ne/'))).toHaveLength(total);
    expect(await jobsSitemap(ctx.db, 'http://portal.test', today, jobFiles.length + 1, perFile)).toBeNull();
  });
});

describe('robots.txt', () => {
  const agents = [
    'Googlebot',
    'facebookexternalhit/1.1',
    'Twitterbot/1.0',
    'WhatsApp/2.23',
    'Slackbot-LinkExpanding 1.0',
  ];

  it('lets crawlers and previewers fetch both pages of a job, its share pictures and the logo, and names the index', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'Logo Boats' });
    const logo = await createFile(ctx, {
      ownerId: employer.id,
      kind: 'logo',
      fileName: 'logo.png',
      mimeType: 'image/png',
      data: pngBytes(),
    });
    await ctx.db.update(employerProfiles).set({ logoFileId: logo.id }).where(eq(employerProfiles.userId, employer.id));
    const job = await createJob(ctx, { employerId: employer.id, title: 'Captain with a logo' });
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = robotsParser('http://portal.test/robots.txt', res.body);
    expect(robots.getSitemaps()).toEqual(['http://portal.test/sitemap.xml']);

    const urls = new Set<string>();
    for (const page of [`/jobs/${job.id}`, `/ne/jobs/${job.id}`]) {
      urls.add(`http://portal.test${page}`);
      const html = (await get(page)).body;
      for (const [, url] of html.matchAll(/<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)">/g)) {
        urls.add(String(url).replaceAll('&amp;', '&'));
      }
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
      urls.add(ld.hiringOrganization.logo);
    }
    expect([...urls].filter((url) => url.includes('/api/jobs/') && url.includes('share-image.png'))).toHaveLength(2);
    expect([...urls]).toContain(`http://portal.test/api/files/${logo.id}`);
    for (const agent of agents) {
      for (const url of urls) expect(robots.isAllowed(url, agent), `${agent} ${url}`).toBe(true);
      expect(robots.isAllowed('http://portal.test/api/share-image.png?lang=ne', agent)).toBe(true);
      for (const url of [
        '/api/jobs?q=x',
        '/api/users/me',
        '/employer/dashboard',
        '/job_seeker/profile',
        '/admin/jobs',
      ]) {
        expect(robots.isAllowed(`http://portal.test${url}`, agent), `${agent} ${url}`).toBe(false);
      }
      expect(robots.isAllowed(`http://portal.test/employers/${employer.id}`, agent)).toBe(true);
    }
  });
});
