import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightsContract as c } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { contentDisposition } from '../../files/send-file.ts';
import { fromContract } from '../../http/contract-route.ts';
import { csvFile } from '../../http/csv.ts';
import { compileSerializer } from '../../public-cache/compile-serializer.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { type CachedBody, etagOf } from '../../public-cache/public-cache.ts';
import { cachedInsights } from './insights-service.ts';
import { insightsTable } from './insights-tables.ts';
import { publicFigures, publicFiguresCsv } from './public-figures.ts';
import { TimedMemo } from './timed-memo.ts';

/** How long published figures are kept before they are counted again (they cover complete months only). */
export const PUBLIC_FIGURES_TTL_MS = 60 * 60_000;

const serializeFigures = compileSerializer(c.publicFigures.response);

/**
 * The labour-market figures: for administrators (the guard runs onRequest, before the query is read), and the
 * public aggregates, counted at most once an hour per instance (their own expiry, not the job changes that
 * empty the public cache: the figures cover complete past months).
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = ctx.guard.requireRole('admin');
  const figures = cachedInsights();
  const published = new TimedMemo<{ json: CachedBody; csv: CachedBody; from: string; to: string }>(
    PUBLIC_FIGURES_TTL_MS,
    2,
  );
  const publishedNow = () =>
    published.get('figures', async () => {
      const answer = await publicFigures(ctx.db);
      const json = serializeFigures(answer);
      const csv = csvFile(publicFiguresCsv(answer));
      return {
        json: { body: json, etag: etagOf(json) },
        csv: { body: csv, etag: etagOf(csv) },
        from: answer.from,
        to: answer.to,
      };
    });

  app.route({
    ...fromContract(c.figures),
    onRequest,
    handler: async (request) => figures(ctx.db, request.query),
  });

  app.route({
    ...fromContract(c.export),
    onRequest,
    handler: async (request, reply) => {
      const { table } = request.params;
      const range = request.query;
      const rows = insightsTable(await figures(ctx.db, range), table);
      const name = `insights-${table}-${range.by}-${range.from}-${range.to}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', name))
        .send(csvFile(rows));
    },
  });

  app.route({
    ...fromContract(c.publicFigures),
    handler: async (request, reply) => sendCached(request, reply, (await publishedNow()).json),
  });

  app.route({
    ...fromContract(c.publicFiguresCsv),
    handler: async (request, reply) => {
      const now = await publishedNow();
      reply.header(
        'Content-Disposition',
        contentDisposition('attachment', `jobs-in-numbers-${now.from}-${now.to}.csv`),
      );
      return sendCached(request, reply, now.csv, 'text/csv; charset=utf-8');
    },
  });
};
