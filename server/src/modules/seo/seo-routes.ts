import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { jobs } from '../../db/schema.ts';
import { listedCondition } from '../jobs/jobs-service.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { escapeHtml } from './job-page-head.ts';

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

/**
 * sitemap.xml and robots.txt. The pages themselves, with their head tags, are server/src/ssr (page-routes.ts).
 */
export async function registerSeoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const publicUrl = ctx.config.publicUrl;

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
