import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { errorBody } from '../../errors.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { publicSiteBuildDir } from '../../ssr/public-site-build.ts';
import { fileVersion, publicSiteEntryFile } from '../../ssr/server-entries.ts';
import type { RemotesManifest } from '../../static/remotes-manifest.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { employersSitemap, jobsSitemap, pagesSitemap, sitemapIndex } from './sitemaps.ts';

export { STATIC_PAGES } from './sitemaps.ts';

const XML = 'application/xml; charset=utf-8';
const SITEMAP_FILE = /^(pages|jobs-([1-9]\d{0,5})|employers-([1-9]\d{0,5}))\.xml$/;

/**
 * What robots may fetch: the pages in both languages, and under /api only what a page's preview or structured data
 * points at (the share pictures, job attachments and company logos of /api/files); the rest of the API and the
 * signed-in areas are not for crawlers.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/share-image.png',
    'Allow: /api/jobs/*/share-image.png',
    'Allow: /api/files/',
    'Disallow: /api/',
    'Disallow: /job_seeker/',
    'Disallow: /employer/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The sitemap index (/sitemap.xml) and its files (/sitemaps/pages.xml, /sitemaps/employers-N.xml,
 * /sitemaps/jobs-N.xml: every public URL in both languages, with alternates and last changes, ≤ 50,000 URLs a
 * file), kept in the public cache like the API's public answers; and robots.txt. The pages themselves, with their
 * head tags, are server/src/ssr (page-routes.ts).
 */
export const seoRoutes: FastifyPluginAsync<{ ctx: AppContext; remotesManifest: () => RemotesManifest }> = async (
  app,
  { ctx, remotesManifest },
) => {
  const publicUrl = ctx.config.publicUrl;
  /**
   * When the live public site was built (its static pages' text changes with it), else the shell's: a page rendered in
   * the browser comes from the shell's index.html.
   */
  const build = () => {
    const dir = publicSiteBuildDir(remotesManifest().remotes.public_site, ctx.config);
    const version =
      (dir ? fileVersion(publicSiteEntryFile(dir)) : null) ??
      fileVersion(path.join(ctx.config.webRoot, 'shell', 'dist', 'index.html'));
    return { version, builtAt: version ? new Date(Number(version.split('-')[0])) : null };
  };
  /** A sitemap from the public cache; an empty body is a file past the last one (404). */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<string | null>,
  ) => {
    const cached = await ctx.publicCache.answer(key, async () => (await produce()) ?? '');
    if (cached.body === '') return reply.status(404).send(errorBody(404, 'Not found.'));
    return sendCached(request, reply, cached, XML);
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const today = kathmanduToday();
    const { version, builtAt } = build();
    return send(request, reply, `sitemap:index:${today}:${version}`, () =>
      sitemapIndex(ctx.db, publicUrl, today, builtAt),
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = SITEMAP_FILE.exec(request.params.file);
    if (!match) return reply.status(404).send(errorBody(404, 'Not found.'));
    const today = kathmanduToday();
    const { version, builtAt } = build();
    const [, , jobsFile, employersFile] = match;
    if (jobsFile) {
      return send(request, reply, `sitemap:jobs:${jobsFile}:${today}`, () =>
        jobsSitemap(ctx.db, publicUrl, today, Number(jobsFile)),
      );
    }
    if (employersFile) {
      return send(request, reply, `sitemap:employers:${employersFile}:${today}`, () =>
        employersSitemap(ctx.db, publicUrl, today, Number(employersFile)),
      );
    }
    return send(request, reply, `sitemap:pages:${today}:${version}`, () =>
      pagesSitemap(ctx.db, publicUrl, today, builtAt),
    );
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
};
