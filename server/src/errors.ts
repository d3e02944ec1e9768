import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the client should see: its message is shown as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const INTERNAL = 'Internal server error.';

type ValidationIssue = { message?: string; instancePath?: string; params?: Record<string, unknown> };

/** zod says "Invalid input: expected string, received undefined" for a missing field; people need a sentence. */
function issueMessage(issue: ValidationIssue | undefined, context: string | undefined): string {
  if (!issue) return 'Invalid request.';
  const field = issue.instancePath?.split('/').filter(Boolean).at(-1);
  const message = issue.message ?? '';
  if (!field) {
    return context === 'body' && message.startsWith('Invalid input')
      ? 'The request body must be a JSON object.'
      : message || 'Invalid request.';
  }
  if (/received undefined/.test(message)) return `${field} is required.`;
  if (message.startsWith('Invalid input')) return `${field} is invalid.`;
  return message;
}

/** Sentences for errors raised by the multipart parser, which speaks in codes. */
function uploadMessage(code: string | undefined, uploadMaxBytes: number): string | null {
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return `The file is too large. The limit is ${Math.round(uploadMaxBytes / (1024 * 1024))} MB.`;
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return 'Too many files or fields in one request.';
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'Send this request as multipart/form-data.';
  return null;
}

export function registerErrorHandling(app: FastifyInstance, { uploadMaxBytes }: { uploadMaxBytes: number }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: issueMessage(error.validation[0], error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message });
    }
    const upload = uploadMessage(error.code, uploadMaxBytes);
    if (upload) return reply.status(status >= 400 && status < 500 ? status : 400).send({ message: upload });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty.'
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request body is too large.'
              : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                ? 'Unsupported content type.'
                : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: INTERNAL });
  });
}
