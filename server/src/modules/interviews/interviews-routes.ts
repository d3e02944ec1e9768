import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interviewsContract as c } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import {
  answerInterview,
  cancelInterview,
  getInterview,
  jobInterviewStages,
  myInterviews,
  recordOutcome,
  scheduleInterview,
} from './interviews-service.ts';

/**
 * Interviews after the shortlist. Signed-in users reach the routes; the service decides: the job's employer or
 * an administrator manages, the applicant reads and answers, anyone else gets 404.
 */
export const interviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = ctx.guard.requireRole();
  const managers = ctx.guard.requireRole('employer', 'admin');
  const seekers = ctx.guard.requireRole('job_seeker');

  app.route({
    ...fromContract(c.get),
    onRequest: signedIn,
    handler: async (request) => getInterview(ctx, currentUser(request), request.params.id),
  });
  app.route({
    ...fromContract(c.schedule),
    onRequest: signedIn,
    handler: async (request) => scheduleInterview(ctx, currentUser(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(c.cancel),
    onRequest: signedIn,
    handler: async (request) => cancelInterview(ctx, currentUser(request), request.params.id),
  });
  app.route({
    ...fromContract(c.answer),
    onRequest: signedIn,
    handler: async (request) => answerInterview(ctx, currentUser(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(c.outcome),
    onRequest: signedIn,
    handler: async (request) => recordOutcome(ctx, currentUser(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(c.mine),
    onRequest: seekers,
    handler: async (request) => myInterviews(ctx, currentUser(request)),
  });
  app.route({
    ...fromContract(c.forJob),
    onRequest: managers,
    handler: async (request) => jobInterviewStages(ctx, currentUser(request), request.params.id),
  });
};
