import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationMessages,
  applicationsContract,
  applyWithResumeFieldsSchema,
  jobMessages,
} from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { fromContract } from '../../http/contract-route.ts';
import { parseBody } from '../../http/parse-body.ts';
import { apply, myApplications, myApplicationsPage, withdraw } from './applications-service.ts';

export const applicationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = applicationsContract;
  // Any signed-in user passes the guard so employers and admins get the spec's own message, not a bare 403.
  const signedIn = ctx.guard.requireRole();
  const seekersOnly = ctx.guard.requireRole('job_seeker');
  const seekerId = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    if (user.role !== 'job_seeker') throw forbidden(jobMessages.onlySeekers);
    return user.id;
  };

  app.route({
    ...fromContract(c.apply, { status: 201 }),
    preHandler: signedIn,
    handler: async (request, reply) => reply.status(201).send(await apply(ctx, seekerId(request), request.body)),
  });

  app.route({
    ...fromContract(c.applyWithResume, { status: 201 }),
    preHandler: signedIn,
    handler: async (request, reply) => {
      const id = seekerId(request);
      const body = await readMultipart(request, { [c.applyWithResume.field]: { kind: 'resume', max: 1 } });
      const fields = parseBody(applyWithResumeFieldsSchema, body.fields);
      const [upload] = body.files[c.applyWithResume.field] ?? [];
      if (!upload) throw badRequest(applicationMessages.resumeFileRequired);
      return reply.status(201).send(await apply(ctx, id, { ...fields, resume: { upload } }));
    },
  });

  app.route({
    ...fromContract(c.withdraw),
    preHandler: seekersOnly,
    handler: (request) => withdraw(ctx, currentUser(request).id, request.params.id),
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
