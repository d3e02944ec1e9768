import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsContract } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { getJob, listJobs, listSavedJobs, saveJob, unsaveJob } from './jobs-service.ts';

const idParams = z.object({ id: z.string() });

export const jobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = jobsContract;
  const seekersOnly = ctx.guard.requireRole('job_seeker');

  app.get(c.list.path, { schema: { querystring: c.list.query, response: { 200: c.list.response } } }, (request) =>
    listJobs(ctx.db, request.query),
  );

  app.get(c.get.path, { schema: { params: idParams, response: { 200: c.get.response } } }, (request) =>
    getJob(ctx.db, request.params.id),
  );

  app.post(c.save.path, { preHandler: seekersOnly, schema: { params: idParams } }, async (request, reply) => {
    await saveJob(ctx.db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.delete(c.unsave.path, { preHandler: seekersOnly, schema: { params: idParams } }, async (request, reply) => {
    await unsaveJob(ctx.db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    c.savedJobs.path,
    { preHandler: seekersOnly, schema: { response: { 200: c.savedJobs.response } } },
    (request) => listSavedJobs(ctx.db, currentUser(request).id),
  );
};
