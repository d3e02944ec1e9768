import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type FeedFormat, JOBS_FEED_PATHS, localizedPath, pageLanguageOfPath } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { pageUrlOf, sendStored } from '../../ssr/page-routes.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { SITE_NAME } from '../seo/site-identity.ts';
import { feedJobs, searchNames } from './feed-jobs.ts';
import { feedQuery, feedSearchOf } from './feed-query.ts';
import { feedDocument } from './feed-text.ts';
import { atomXml, FEED_CONTENT_TYPES, rssXml } from './feed-xml.ts';

type Query = Record<string, string | string[] | undefined>;

/**
 * RSS 2.0 and Atom 1.0 feeds of any /jobs search, English at /jobs/feed.rss and /jobs/feed.atom, Nepali under /ne/,
 * with the search in the query string (the list's parameters and rules). Kept in the page cache like the pages
 * (keyed by the URL without link trackers; strong ETag, 304; the pages' Cache-Control; emptied by the same
 * LISTEN/NOTIFY path on any job, employer, account or lookup change, and at the Kathmandu midnight).
 * Needs the page routes (app.pageCache) registered first.
 */
export const feedRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { publicUrl } = ctx.config;

  async function render(url: string, format: FeedFormat, query: ReturnType<typeof feedQuery>) {
    const [pathname = '/', search = ''] = url.split('?', 2);
    const lang = pageLanguageOfPath(pathname);
    const today = kathmanduToday();
    const [jobs, names] = await Promise.all([
      feedJobs(ctx.db, query, today, ctx.publicCache.list),
      searchNames(ctx.db, query),
    ]);
    const feed = feedDocument({
      jobs,
      lang,
      publicUrl,
      path: url,
      search: feedSearchOf(search),
      keyword: query.q || undefined,
      names,
      now: new Date(),
    });
    return format === 'rss' ? rssXml(feed) : atomXml(feed, SITE_NAME[lang], publicUrl);
  }

  const handler =
    (format: FeedFormat) => async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
      const query = feedQuery(request.query);
      const url = pageUrlOf(request.url);
      const answer = await app.pageCache.answer(`feed\n${url}`, async () => ({
        status: 200,
        html: await render(url, format, query),
        cacheable: true,
      }));
      if ('stored' in answer)
        return sendStored(request, reply, app.pageCache, answer, true, FEED_CONTENT_TYPES[format]);
      return reply.header('Cache-Control', 'no-cache').type(FEED_CONTENT_TYPES[format]).send(answer.rendered.html);
    };

  for (const format of ['rss', 'atom'] as const) {
    for (const lang of ['en', 'ne'] as const) app.get(localizedPath(JOBS_FEED_PATHS[format], lang), handler(format));
  }
};
