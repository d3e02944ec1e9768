import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seekerContract, seekerMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { badRequest } from '../../errors.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { sendStoredFile } from '../../files/send-file.ts';
import { fromContract } from '../../http/contract-route.ts';
import { seekerCv } from '../cv/cv-service.ts';
import { toWireUser } from '../users/wire-user.ts';
import {
  addEducation,
  addExperience,
  deleteEducation,
  deleteExperience,
  updateEducation,
  updateExperience,
} from './history-service.ts';
import { preferredJobs } from './preferred-jobs.ts';
import { removeResume, replaceResume, resumeFor } from './resume-service.ts';

/** The job seeker's own area: experience, education, resume, the CV from the profile and preferred jobs (PUT /users/profile is in users/). */
export const seekerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = seekerContract;
  const seekersOnly = ctx.guard.requireRole('job_seeker');
  const signedIn = ctx.guard.requireRole();
  const me = (request: Parameters<typeof currentUser>[0]) => toWireUser(ctx.db, currentUser(request));

  app.route({
    ...fromContract(c.addExperience),
    preHandler: seekersOnly,
    handler: async (request) => {
      await addExperience(ctx.db, currentUser(request).id, request.body);
      return me(request);
    },
  });
  app.route({
    ...fromContract(c.updateExperience),
    preHandler: seekersOnly,
    handler: async (request) => {
      await updateExperience(ctx.db, currentUser(request).id, request.params.id, request.body);
      return me(request);
    },
  });
  app.route({
    ...fromContract(c.deleteExperience),
    preHandler: seekersOnly,
    handler: async (request) => {
      await deleteExperience(ctx.db, currentUser(request).id, request.params.id);
      return me(request);
    },
  });

  app.route({
    ...fromContract(c.addEducation),
    preHandler: seekersOnly,
    handler: async (request) => {
      await addEducation(ctx.db, currentUser(request).id, request.body);
      return me(request);
    },
  });
  app.route({
    ...fromContract(c.updateEducation),
    preHandler: seekersOnly,
    handler: async (request) => {
      await updateEducation(ctx.db, currentUser(request).id, request.params.id, request.body);
      return me(request);
    },
  });
  app.route({
    ...fromContract(c.deleteEducation),
    preHandler: seekersOnly,
    handler: async (request) => {
      await deleteEducation(ctx.db, currentUser(request).id, request.params.id);
      return me(request);
    },
  });

  app.route({
    ...fromContract(c.uploadResume),
    preHandler: seekersOnly,
    handler: async (request) => {
      // The whole file is read and checked by content before anything is written.
      const body = await readMultipart(request, { [c.uploadResume.field]: { kind: 'resume', max: 1 } });
      const upload = body.files[c.uploadResume.field]?.[0];
      if (!upload) throw badRequest(seekerMessages.resumeRequired);
      await replaceResume(ctx, currentUser(request).id, upload);
      return me(request);
    },
  });
  app.route({
    ...fromContract(c.deleteResume),
    preHandler: seekersOnly,
    handler: async (request) => {
      await removeResume(ctx.db, currentUser(request).id);
      return me(request);
    },
  });
  app.route({
    ...fromContract(c.downloadResume),
    preHandler: signedIn,
    handler: async (request, reply) => {
      const file = await resumeFor(ctx, currentUser(request), request.params.id);
      return sendStoredFile(reply, file, 'private');
    },
  });

  app.route({
    ...fromContract(c.downloadCv),
    preHandler: seekersOnly,
    // A CV is built on each request (bounded to two pages): limited per client like the other costly calls.
    config: { rateLimit: { max: ctx.config.rateLimitAuthMax, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const cv = await seekerCv(ctx.db, currentUser(request), request.query.language);
      return sendStoredFile(reply, cv, 'private');
    },
  });

  app.route({
    ...fromContract(c.preferredJobs),
    preHandler: seekersOnly,
    handler: (request) => preferredJobs(ctx.db, currentUser(request).id, request.query.limit),
  });
};
