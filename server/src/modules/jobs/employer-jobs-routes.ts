import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerContract } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { createJob, deleteJob, listEmployerJobs, parseJobForm, setJobStatus, updateJob } from './job-write-service.ts';

const idParams = z.object({ id: z.string() });
const attachmentField = { attachment: { kind: 'attachment', max: 1 } } as const;

/** The write side of jobs: post, edit, close / re-open, delete, and the employer's own list. */
export const employerJobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = employerContract;
  const employers = ctx.guard.requireRole('employer');
  const managers = ctx.guard.requireRole('employer', 'admin');

  app.post(
    c.createJob.path,
    { preHandler: employers, schema: { response: { 201: c.createJob.response } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, attachmentField);
      // An employer always posts for itself; employerId is for the admin's posting on behalf.
      return reply.status(201).send(await createJob(ctx, user.id, parseJobForm(fields), files.attachment[0]));
    },
  );

  app.put(
    c.updateJob.path,
    { preHandler: managers, schema: { params: idParams, response: { 200: c.updateJob.response } } },
    async (request) => {
      const { fields, files } = await readMultipart(request, attachmentField);
      return updateJob(ctx, currentUser(request), request.params.id, parseJobForm(fields), files.attachment[0]);
    },
  );

  app.put(
    c.setJobStatus.path,
    {
      preHandler: managers,
      schema: { params: idParams, body: c.setJobStatus.body, response: { 200: c.setJobStatus.response } },
    },
    (request) => setJobStatus(ctx, currentUser(request), request.params.id, request.body.status),
  );

  app.delete(c.deleteJob.path, { preHandler: managers, schema: { params: idParams } }, async (request, reply) => {
    await deleteJob(ctx, currentUser(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(c.myJobs.path, { preHandler: employers, schema: { response: { 200: c.myJobs.response } } }, (request) =>
    listEmployerJobs(ctx, currentUser(request).id),
  );
};
