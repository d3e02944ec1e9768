import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsContract, jobMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { forbidden } from '../../errors.ts';
import { fromContract } from '../../http/contract-route.ts';
import { apply, myApplications, myApplicationsPage } from './applications-service.ts';

export const applicationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = applicationsContract;
  // Any signed-in user passes the guard so employers and admins get the spec's own message, not a bare 403.
  const signedIn = ctx.guard.requireRole();
  const seekersOnly = ctx.guard.requireRole('job_seeker');

  app.route({
    ...fromContract(c.apply, { status: 201 }),
    preHandler: signedIn,
    handler: async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'job_seeker') throw forbidden(jobMessages.onlySeekers);
      return reply.status(201).send(await apply(ctx.db, ctx.config, user.id, request.body.jobId));
    },
  });

  app.route({
    ...fromContract(c.mine),
    preHandler: seekersOnly,
    handler: (request) => myApplications(ctx.db, currentUser(request).id),
  });

  app.route({
    ...fromContract(c.minePage),
    preHandler: seekersOnly,
    handler: (request) =>
      myApplicationsPage(ctx.db, currentUser(request).id, request.query.page, request.query.pageSize),
  });
};
