import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { listSavedJobs, saveJob, unsaveJob } from './saved-jobs-service.ts';

/** A job seeker saves jobs to come back to (under /jobs in the contract; the seeker's own data). */
export const savedJobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = jobsContract;
  const seekersOnly = ctx.guard.requireRole('job_seeker');

  app.route({
    ...fromContract(c.save),
    preHandler: seekersOnly,
    handler: async (request, reply) => {
      await saveJob(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(c.unsave),
    preHandler: seekersOnly,
    handler: async (request, reply) => {
      await unsaveJob(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(c.savedJobs),
    preHandler: seekersOnly,
    handler: (request) => listSavedJobs(ctx.db, currentUser(request).id),
  });
};
