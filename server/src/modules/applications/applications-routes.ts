import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsContract, jobMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { forbidden } from '../../errors.ts';
import { apply, myApplications } from './applications-service.ts';

export const applicationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = applicationsContract;
  // Any signed-in user passes the guard so employers and admins get the spec's own message, not a bare 403.
  const signedIn = ctx.guard.requireRole();
  const seekersOnly = ctx.guard.requireRole('job_seeker');

  app.post(
    c.apply.path,
    { preHandler: signedIn, schema: { body: c.apply.body, response: { 201: c.apply.response } } },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'job_seeker') throw forbidden(jobMessages.onlySeekers);
      return reply.status(201).send(await apply(ctx.db, user.id, request.body.jobId));
    },
  );

  app.get(c.mine.path, { preHandler: seekersOnly, schema: { response: { 200: c.mine.response } } }, (request) =>
    myApplications(ctx.db, currentUser(request).id),
  );
};
