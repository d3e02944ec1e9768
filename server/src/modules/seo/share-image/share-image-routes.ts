import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { matchesIfNoneMatch } from '../../../public-cache/http-cache.ts';
import type { PageLanguage } from '../site-identity.ts';
import { jobCardSvg, siteCardSvg } from './share-card-svg.ts';
import { jobCardText, siteCardText } from './share-card-text.ts';
import { createShareImageCache, type ShareImage, shareImageEtag } from './share-image-cache.ts';
import { shareableJob } from './shareable-job.ts';

/** Where the pictures are; job-page-head.ts and public-page-head.ts put these URLs in og:image. */
export const jobShareImagePath = (jobId: string, lang: PageLanguage) =>
  `/api/jobs/${jobId}/share-image.png?lang=${lang}`;
export const siteShareImagePath = (lang: PageLanguage) => `/api/share-image.png?lang=${lang}`;

/** A job's picture may change when the job does (revalidated by ETag after an hour); the site's rarely. */
const JOB_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const SITE_CACHE_CONTROL = 'public, max-age=86400';

const langQuery = z.object({ lang: z.enum(['en', 'ne']).default('en') });

function sendImage(request: FastifyRequest, reply: FastifyReply, image: ShareImage, cacheControl: string) {
  reply
    .header('ETag', image.etag)
    .header('Cache-Control', cacheControl)
    // Previews are drawn by other sites (messaging web apps, social networks): the picture may be embedded anywhere.
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (matchesIfNoneMatch(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.type('image/png').send(image.png);
}

/**
 * GET /api/jobs/:id/share-image.png?lang=en|ne — a job's 1200×630 Open Graph picture; only for a job the public
 * list shows (open, deadline not passed), else 404 like a missing job. GET /api/share-image.png?lang= — the
 * portal's own picture for the other public pages.
 */
export const shareImageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cache = createShareImageCache();
  const { publicUrl } = ctx.config;

  app.get(
    '/jobs/:id/share-image.png',
    { schema: { params: z.object({ id: z.string() }), querystring: langQuery } },
    async (request, reply) => {
      const { id } = request.params;
      const { lang } = request.query;
      const { job, logoFileId } = await shareableJob(ctx.db, id);
      const text = jobCardText(job, lang, publicUrl);
      const etag = shareImageEtag({ ...text, logoFileId });
      const image = await cache.get(etag, async () => {
        const logo = logoFileId ? await ctx.files.load(ctx.db, logoFileId, ['logo']) : undefined;
        return jobCardSvg(logo ? { ...text, logo: { mimeType: logo.mimeType, data: logo.data } } : text);
      });
      return sendImage(request, reply, image, JOB_CACHE_CONTROL);
    },
  );

  app.get('/share-image.png', { schema: { querystring: langQuery } }, async (request, reply) => {
    const text = siteCardText(request.query.lang, publicUrl);
    const etag = shareImageEtag(text);
    const image = await cache.get(etag, async () => siteCardSvg(text));
    return sendImage(request, reply, image, SITE_CACHE_CONTROL);
  });
};
