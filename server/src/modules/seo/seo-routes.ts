import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { jobs } from '../../db/schema.ts';
import { selectJobs, toJob } from '../jobs/job-serializer.ts';
import { isUuid, listedCondition } from '../jobs/jobs-service.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { escapeHtml, injectHead, jobPageHead } from './job-page-head.ts';
import { pageLanguageOf } from './site-identity.ts';

/** Public client routes listed in the sitemap besides the jobs themselves. */
export const STATIC_PAGES = [
  '/',
  '/jobs',
  '/about',
  '/career-resources',
  '/contact',
  '/faq',
  '/skill-development',
  '/privacy-policy',
  '/terms-and-conditions',
];
/** One sitemap file holds at most 50,000 URLs (sitemaps.org); the newest jobs win. */
const SITEMAP_MAX_URLS = 50_000;

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Server-rendered <head> for job pages (crawlers and link previews read it; the SPA renders the body),
 * plus sitemap.xml and robots.txt. Registered before the static routes so these answer first; everything
 * else (no shell built, non-HTML requests) falls through to the static not-found handling.
 */
export async function registerSeoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const shellIndex = path.join(ctx.config.webRoot, 'shell', 'dist', 'index.html');
  const publicUrl = ctx.config.publicUrl;

  app.get<{ Params: { id: string } }>('/jobs/:id', async (request, reply: FastifyReply) => {
    const { id } = request.params;
    // Not a job id at all (/jobs/123): the ordinary SPA fallback answers, as for any other client route.
    if (!wantsHtml(request) || !isUuid(id)) return reply.callNotFound();
    const html = await readFile(shellIndex, 'utf8').catch(() => null);
    if (html === null) return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const [row] = await selectJobs(ctx.db).where(eq(jobs.id, id));
    if (!row) return reply.status(404).send(html);
    const lang = pageLanguageOf(request.headers.cookie);
    const head = jobPageHead({ job: toJob(row), row, publicUrl, province: ctx.config.seedProvince, lang });
    return reply.send(injectHead(html, head));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const rows = await ctx.db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(listedCondition(kathmanduToday()))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(SITEMAP_MAX_URLS - STATIC_PAGES.length);
    const entry = (loc: string, lastmod?: string) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PAGES.map((page) => entry(`${publicUrl}${page === '/' ? '/' : page}`)),
      ...rows.map((row) => entry(`${publicUrl}/jobs/${row.id}`, row.updatedAt.toISOString())),
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /job_seeker/',
      'Disallow: /employer/',
      'Disallow: /admin/',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });
}
