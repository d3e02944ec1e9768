import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seekerContract, seekerMessages } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { badRequest } from '../../errors.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { sendStoredFile } from '../../files/send-file.ts';
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

const idParams = z.object({ id: z.string() });

/** The job seeker's own area: experience, education, resume and preferred jobs (PUT /users/profile is in users/). */
export const seekerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = seekerContract;
  const seekersOnly = ctx.guard.requireRole('job_seeker');
  const signedIn = ctx.guard.requireRole();
  const userResponse = { 200: c.addExperience.response };
  const me = (request: Parameters<typeof currentUser>[0]) => toWireUser(ctx.db, currentUser(request));

  app.post(
    c.addExperience.path,
    { preHandler: seekersOnly, schema: { body: c.addExperience.body, response: userResponse } },
    async (request) => {
      await addExperience(ctx.db, currentUser(request).id, request.body);
      return me(request);
    },
  );
  app.put(
    c.updateExperience.path,
    { preHandler: seekersOnly, schema: { params: idParams, body: c.updateExperience.body, response: userResponse } },
    async (request) => {
      await updateExperience(ctx.db, currentUser(request).id, request.params.id, request.body);
      return me(request);
    },
  );
  app.delete(
    c.deleteExperience.path,
    { preHandler: seekersOnly, schema: { params: idParams, response: userResponse } },
    async (request) => {
      await deleteExperience(ctx.db, currentUser(request).id, request.params.id);
      return me(request);
    },
  );

  app.post(
    c.addEducation.path,
    { preHandler: seekersOnly, schema: { body: c.addEducation.body, response: userResponse } },
    async (request) => {
      await addEducation(ctx.db, currentUser(request).id, request.body);
      return me(request);
    },
  );
  app.put(
    c.updateEducation.path,
    { preHandler: seekersOnly, schema: { params: idParams, body: c.updateEducation.body, response: userResponse } },
    async (request) => {
      await updateEducation(ctx.db, currentUser(request).id, request.params.id, request.body);
      return me(request);
    },
  );
  app.delete(
    c.deleteEducation.path,
    { preHandler: seekersOnly, schema: { params: idParams, response: userResponse } },
    async (request) => {
      await deleteEducation(ctx.db, currentUser(request).id, request.params.id);
      return me(request);
    },
  );

  app.post(c.uploadResume.path, { preHandler: seekersOnly, schema: { response: userResponse } }, async (request) => {
    // The whole file is read and checked by content before anything is written.
    const body = await readMultipart(request, { [c.uploadResume.field]: { kind: 'resume', max: 1 } });
    const upload = body.files[c.uploadResume.field]?.[0];
    if (!upload) throw badRequest(seekerMessages.resumeRequired);
    await replaceResume(ctx.db, currentUser(request).id, upload);
    return me(request);
  });
  app.delete(c.deleteResume.path, { preHandler: seekersOnly, schema: { response: userResponse } }, async (request) => {
    await removeResume(ctx.db, currentUser(request).id);
    return me(request);
  });
  app.get(c.downloadResume.path, { preHandler: signedIn, schema: { params: idParams } }, async (request, reply) => {
    const file = await resumeFor(ctx.db, currentUser(request), request.params.id);
    return sendStoredFile(reply, file, 'private');
  });

  app.get(
    c.preferredJobs.path,
    {
      preHandler: seekersOnly,
      schema: { querystring: c.preferredJobs.query, response: { 200: c.preferredJobs.response } },
    },
    (request) => preferredJobs(ctx.db, currentUser(request).id, request.query.limit),
  );
};
