import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContract as c, jobFormBodySchema } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { fromContract } from '../../http/contract-route.ts';
import { parseBody } from '../../http/parse-body.ts';
import {
  adminAddDocuments,
  adminCreateJob,
  adminDeleteDocument,
  adminDeleteJob,
  adminDeleteLogo,
  adminSetLogo,
  adminUpdateEmployer,
  adminUpdateJob,
} from './admin-on-behalf-service.ts';
import { checkedUserId } from './admin-users-service.ts';

const attachmentField = { attachment: { kind: 'attachment', max: 1 } } as const;
/** As many as the multipart parser takes in one request. */
const MAX_DOCUMENTS = 10;

/**
 * What an admin does for an employer: edit its profile, logo and documents, and post, edit and delete jobs.
 * Each route calls the employer area's own service (one rule set), wrapped so the change is audited.
 */
export const adminOnBehalfRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = ctx.guard.requireRole('admin');
  const employerId = (id: string) => checkedUserId(id, 'Employer not found.');

  app.route({
    ...fromContract(c.updateEmployer),
    onRequest,
    handler: async (request) =>
      adminUpdateEmployer(ctx, currentUser(request).id, employerId(request.params.id), request.body),
  });

  app.route({
    ...fromContract(c.uploadLogo),
    onRequest,
    handler: async (request) => {
      const id = employerId(request.params.id);
      const { files } = await readMultipart(request, { [c.uploadLogo.field]: { kind: 'logo', max: 1 } });
      return adminSetLogo(ctx, currentUser(request).id, id, files[c.uploadLogo.field][0]);
    },
  });

  app.route({
    ...fromContract(c.deleteLogo),
    onRequest,
    handler: async (request) => adminDeleteLogo(ctx, currentUser(request).id, employerId(request.params.id)),
  });

  app.route({
    ...fromContract(c.uploadDocuments, { status: 201 }),
    onRequest,
    handler: async (request, reply) => {
      const id = employerId(request.params.id);
      const field = c.uploadDocuments.field;
      const { files } = await readMultipart(request, { [field]: { kind: 'document', max: MAX_DOCUMENTS } });
      return reply.status(201).send(await adminAddDocuments(ctx, currentUser(request).id, id, files[field]));
    },
  });

  app.route({
    ...fromContract(c.deleteDocument),
    onRequest,
    handler: async (request, reply) => {
      await adminDeleteDocument(ctx, currentUser(request).id, employerId(request.params.id), request.params.docId);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(c.createJob, { status: 201 }),
    onRequest,
    handler: async (request, reply) => {
      const { fields, files } = await readMultipart(request, attachmentField);
      const input = parseBody(jobFormBodySchema, fields);
      return reply.status(201).send(await adminCreateJob(ctx, currentUser(request).id, input, files.attachment[0]));
    },
  });

  app.route({
    ...fromContract(c.updateJob),
    onRequest,
    handler: async (request) => {
      const { fields, files } = await readMultipart(request, attachmentField);
      const input = parseBody(jobFormBodySchema, fields);
      return adminUpdateJob(ctx, currentUser(request), request.params.id, input, files.attachment[0]);
    },
  });

  app.route({
    ...fromContract(c.deleteJob),
    onRequest,
    handler: async (request, reply) => {
      await adminDeleteJob(ctx, currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  });
};
