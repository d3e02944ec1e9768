import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { fromContract } from '../../http/contract-route.ts';
import { createJob, deleteJob, listEmployerJobs, parseJobForm, setJobStatus, updateJob } from './job-write-service.ts';

const attachmentField = { attachment: { kind: 'attachment', max: 1 } } as const;

/** The write side of jobs: post, edit, close / re-open, delete, and the employer's own list. */
export const employerJobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = employerContract;
  const employers = ctx.guard.requireRole('employer');
  const managers = ctx.guard.requireRole('employer', 'admin');

  app.route({
    ...fromContract(c.createJob, { status: 201 }),
    preHandler: employers,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, attachmentField);
      // An employer always posts for itself; employerId is for the admin's posting on behalf.
      return reply.status(201).send(await createJob(ctx, user.id, parseJobForm(fields), files.attachment[0]));
    },
  });

  app.route({
    ...fromContract(c.updateJob),
    preHandler: managers,
    handler: async (request) => {
      const { fields, files } = await readMultipart(request, attachmentField);
      return updateJob(ctx, currentUser(request), request.params.id, parseJobForm(fields), files.attachment[0]);
    },
  });

  app.route({
    ...fromContract(c.setJobStatus),
    preHandler: managers,
    handler: (request) => setJobStatus(ctx, currentUser(request), request.params.id, request.body.status),
  });

  app.route({
    ...fromContract(c.deleteJob),
    preHandler: managers,
    handler: async (request, reply) => {
      await deleteJob(ctx, currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(c.myJobs),
    preHandler: employers,
    handler: (request) => listEmployerJobs(ctx, currentUser(request).id),
  });
};
