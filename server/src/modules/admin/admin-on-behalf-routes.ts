import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContract as c, employerDocumentSchema, jobFormFieldsSchema } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { readMultipart } from '../../files/read-multipart.ts';
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

const idParams = z.object({ id: z.string() });
const documentParams = z.object({ id: z.string(), docId: z.string() });
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

  app.put(
    c.updateEmployer.path,
    {
      onRequest,
      schema: { params: idParams, body: c.updateEmployer.body, response: { 200: c.updateEmployer.response } },
    },
    async (request) => adminUpdateEmployer(ctx, currentUser(request).id, employerId(request.params.id), request.body),
  );

  app.post(
    c.uploadLogo.path,
    { onRequest, schema: { params: idParams, response: { 200: c.uploadLogo.response } } },
    async (request) => {
      const id = employerId(request.params.id);
      const { files } = await readMultipart(request, { logo: { kind: 'logo', max: 1 } });
      return adminSetLogo(ctx, currentUser(request).id, id, files.logo[0]);
    },
  );

  app.delete(
    c.deleteLogo.path,
    { onRequest, schema: { params: idParams, response: { 200: c.deleteLogo.response } } },
    async (request) => adminDeleteLogo(ctx, currentUser(request).id, employerId(request.params.id)),
  );

  app.post(
    c.uploadDocuments.path,
    { onRequest, schema: { params: idParams, response: { 201: z.array(employerDocumentSchema) } } },
    async (request, reply) => {
      const id = employerId(request.params.id);
      const { files } = await readMultipart(request, { documents: { kind: 'document', max: MAX_DOCUMENTS } });
      return reply.status(201).send(await adminAddDocuments(ctx, currentUser(request).id, id, files.documents));
    },
  );

  app.delete(c.deleteDocument.path, { onRequest, schema: { params: documentParams } }, async (request, reply) => {
    await adminDeleteDocument(ctx, currentUser(request).id, employerId(request.params.id), request.params.docId);
    return reply.status(204).send();
  });

  app.post(
    c.createJob.path,
    { onRequest, schema: { response: { 201: c.createJob.response } } },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, attachmentField);
      const input = parseBody(jobFormFieldsSchema, fields);
      return reply.status(201).send(await adminCreateJob(ctx, currentUser(request).id, input, files.attachment[0]));
    },
  );

  app.put(
    c.updateJob.path,
    { onRequest, schema: { params: idParams, response: { 200: c.updateJob.response } } },
    async (request) => {
      const { fields, files } = await readMultipart(request, attachmentField);
      const input = parseBody(jobFormFieldsSchema, fields);
      return adminUpdateJob(ctx, currentUser(request), request.params.id, input, files.attachment[0]);
    },
  );

  app.delete(c.deleteJob.path, { onRequest, schema: { params: idParams } }, async (request, reply) => {
    await adminDeleteJob(ctx, currentUser(request), request.params.id);
    return reply.status(204).send();
  });
};
