import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicantsContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { sendStoredFile } from '../../files/send-file.ts';
import { fromContract } from '../../http/contract-route.ts';
import {
  findApplication,
  getApplicant,
  listJobApplicantsPage,
  listJobApplications,
  loadApplicantResume,
  markViewed,
  setApplicationStatus,
} from './applicants-service.ts';

/**
 * The employer's view of the people who applied. Reads: the job's employer and admins. Status changes
 * (viewed, shortlisted, rejected): the job's employer only. Another employer gets 404 for every id.
 */
export const applicantsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = applicantsContract;
  const readers = ctx.guard.requireRole('employer', 'admin');

  app.route({
    ...fromContract(c.forJob),
    preHandler: readers,
    handler: (request) => listJobApplications(ctx, currentUser(request), request.params.id),
  });

  app.route({
    ...fromContract(c.forJobPage),
    preHandler: readers,
    handler: (request) => listJobApplicantsPage(ctx, currentUser(request), request.params.id, request.query),
  });

  app.route({
    ...fromContract(c.applicant),
    preHandler: readers,
    handler: (request) => getApplicant(ctx, currentUser(request), request.params.jobId, request.params.seekerId),
  });

  app.route({
    ...fromContract(c.resume),
    preHandler: readers,
    handler: async (request, reply) => {
      const { jobId, seekerId } = request.params;
      const file = await loadApplicantResume(ctx, currentUser(request), jobId, seekerId);
      return sendStoredFile(reply, file, 'private');
    },
  });

  app.route({
    ...fromContract(c.find),
    preHandler: readers,
    handler: (request) => findApplication(ctx, currentUser(request), request.query.jobId, request.query.seekerId),
  });

  app.route({
    ...fromContract(c.viewed),
    preHandler: readers,
    handler: (request) => markViewed(ctx, currentUser(request), request.params.id),
  });

  app.route({
    ...fromContract(c.status),
    preHandler: readers,
    handler: (request) => setApplicationStatus(ctx, currentUser(request), request.params.id, request.body),
  });
};
