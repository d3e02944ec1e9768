import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicantsContract } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { sendStoredFile } from '../../files/send-file.ts';
import {
  findApplication,
  getApplicant,
  listJobApplications,
  loadApplicantResume,
  markViewed,
  setApplicationStatus,
} from './applicants-service.ts';

const idParams = z.object({ id: z.string() });
const applicantParams = z.object({ jobId: z.string(), seekerId: z.string() });

/**
 * The employer's view of the people who applied. Reads: the job's employer and admins. Status changes
 * (viewed, shortlisted, rejected): the job's employer only. Another employer gets 404 for every id.
 */
export const applicantsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = applicantsContract;
  const readers = ctx.guard.requireRole('employer', 'admin');

  app.get(
    c.forJob.path,
    { preHandler: readers, schema: { params: idParams, response: { 200: c.forJob.response } } },
    (request) => listJobApplications(ctx, currentUser(request), request.params.id),
  );

  app.get(
    c.applicant.path,
    { preHandler: readers, schema: { params: applicantParams, response: { 200: c.applicant.response } } },
    (request) => getApplicant(ctx, currentUser(request), request.params.jobId, request.params.seekerId),
  );

  app.get(c.resume.path, { preHandler: readers, schema: { params: applicantParams } }, async (request, reply) => {
    const file = await loadApplicantResume(ctx, currentUser(request), request.params.jobId, request.params.seekerId);
    return sendStoredFile(reply, file, 'private');
  });

  app.get(
    c.find.path,
    { preHandler: readers, schema: { querystring: c.find.query, response: { 200: c.find.response } } },
    (request) => findApplication(ctx, currentUser(request), request.query.jobId, request.query.seekerId),
  );

  app.put(
    c.viewed.path,
    { preHandler: readers, schema: { params: idParams, response: { 200: c.viewed.response } } },
    (request) => markViewed(ctx, currentUser(request), request.params.id),
  );

  app.put(
    c.status.path,
    { preHandler: readers, schema: { params: idParams, body: c.status.body, response: { 200: c.status.response } } },
    (request) => setApplicationStatus(ctx, currentUser(request), request.params.id, request.body),
  );
};
