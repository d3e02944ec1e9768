import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employerProfiles, jobs, users } from '../../db/schema.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { publicEmployerCondition } from '../employer-page/public-employer.ts';
import { listedCondition } from '../jobs/job-conditions.ts';
import { pageUrls } from './site-identity.ts';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); every page is two, its English and its Nepali URL. */
export const SITEMAP_MAX_URLS = 50_000;
export const PAGES_PER_FILE = SITEMAP_MAX_URLS / 2;

/** Public client routes listed in the sitemap besides the jobs and employers. */
export const STATIC_PAGES = [
  '/',
  '/jobs',
  '/about',
  '/career-resources',
  '/contact',
  '/faq',
  '/skill-development',
  '/jobs-in-numbers',
  '/privacy-policy',
  '/terms-and-conditions',
];
/** The pages that list jobs: they change whenever a listed job does. */
const LISTING_PAGES = new Set(['/', '/jobs']);

type Dated = { page: string; lastmod: Date | null };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const iso = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');
const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/**
 * A sitemap file: each page's English and Nepali URL as its own `<url>`, both with the same alternates (en, ne and
 * x-default, the English) and the page's last change.
 */
function urlset(publicUrl: string, pages: Dated[]): string {
  const lines = [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { page, lastmod } of pages) {
    const urls = pageUrls(publicUrl, page);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(urls.en)}"/>` +
      `<xhtml:link rel="alternate" hreflang="ne" href="${escapeHtml(urls.ne)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(urls.en)}"/>`;
    for (const url of [urls.en, urls.ne])
      lines.push(`<url><loc>${escapeHtml(url)}</loc>${iso(lastmod)}${alternates}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** Files of a list in order, 1-based, with the last change of what each holds. */
type FileDates = { file: number; lastmod: Date | null }[];

/**
 * The jobs the sitemap lists (the public list's: open, not past the deadline, employer on the site), oldest first, so a
 * new job goes into the last file and the others keep their URLs.
 */
const listedJobs = (today: string) => listedCondition(today);

async function jobFiles(db: Db, today: string, perFile: number): Promise<FileDates> {
  const numbered = db
    .select({
      file: sql<number>`(row_number() over (order by ${jobs.createdAt}, ${jobs.id}) - 1) / ${perFile} + 1`.as('file'),
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(listedJobs(today))
    .as('numbered');
  const rows = await db
    .select({ file: numbered.file, lastmod: max(numbered.updatedAt) })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(numbered.file);
  return rows.map((row) => ({ file: Number(row.file), lastmod: row.lastmod }));
}

/** An employer's page changes with its profile, its account and its listed jobs. */
function employerPages(db: Db, today: string) {
  return db
    .select({
      id: users.id,
      lastmod:
        sql<Date>`greatest(${users.updatedAt}, ${employerProfiles.updatedAt}, (select max(${jobs.updatedAt}) from ${jobs} where ${jobs.employerId} = ${users.id} and ${listedJobs(today)}))`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(users)
    .innerJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(publicEmployerCondition())
    .orderBy(asc(users.createdAt), asc(users.id));
}

async function employerFiles(db: Db, perFile: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(and(publicEmployerCondition()));
  return Math.ceil((row?.n ?? 0) / perFile);
}

/**
 * The sitemap index: the static pages' file, then the employers' and the jobs' files (`perFile` pages, so at most
 * 50,000 URLs, each).
 */
export async function sitemapIndex(
  db: Db,
  publicUrl: string,
  today: string,
  builtAt: Date | null,
  perFile = PAGES_PER_FILE,
): Promise<string> {
  const [jobsByFile, employers] = await Promise.all([jobFiles(db, today, perFile), employerFiles(db, perFile)]);
  const newestJob = latest(...jobsByFile.map((file) => file.lastmod));
  const entries: [string, Date | null][] = [[`${publicUrl}/sitemaps/pages.xml`, latest(builtAt, newestJob)]];
  for (let file = 1; file <= employers; file++) entries.push([`${publicUrl}/sitemaps/employers-${file}.xml`, null]);
  for (const { file, lastmod } of jobsByFile) entries.push([`${publicUrl}/sitemaps/jobs-${file}.xml`, lastmod]);
  return [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(([loc, lastmod]) => `<sitemap><loc>${escapeHtml(loc)}</loc>${iso(lastmod)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The static pages (their text changes with the public site's build; / and /jobs also with the listed jobs). */
export async function pagesSitemap(db: Db, publicUrl: string, today: string, builtAt: Date | null): Promise<string> {
  const [row] = await db
    .select({ newest: max(jobs.updatedAt) })
    .from(jobs)
    .where(listedJobs(today));
  return urlset(
    publicUrl,
    STATIC_PAGES.map((page) => ({
      page,
      lastmod: LISTING_PAGES.has(page) ? latest(builtAt, row?.newest) : builtAt,
    })),
  );
}

/** Jobs file `file` (1-based): the listed jobs in posting order, `perFile` a file; null past the last. */
export async function jobsSitemap(
  db: Db,
  publicUrl: string,
  today: string,
  file: number,
  perFile = PAGES_PER_FILE,
): Promise<string | null> {
  const rows = await db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(listedJobs(today))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(perFile)
    .offset((file - 1) * perFile);
  if (rows.length === 0 && file > 1) return null;
  return urlset(
    publicUrl,
    rows.map((row) => ({ page: `/jobs/${row.id}`, lastmod: row.updatedAt })),
  );
}

/** Employers file `file` (1-based): the public employers' pages in sign-up order; null past the last. */
export async function employersSitemap(db: Db, publicUrl: string, today: string, file: number): Promise<string | null> {
  const rows = await employerPages(db, today)
    .limit(PAGES_PER_FILE)
    .offset((file - 1) * PAGES_PER_FILE);
  if (rows.length === 0 && file > 1) return null;
  return urlset(
    publicUrl,
    rows.map((row) => ({ page: `/employers/${row.id}`, lastmod: row.lastmod })),
  );
}
