import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageCode, validationCode } from 'shared-api/contract';
import {
  isConnectionError,
  isConstraintViolation,
  isDataException,
  isRetryable,
  isStatementTimeout,
} from './db/pg-errors.ts';

/**
 * A failure the client should see: its message is shown as it is; `code` is for programs (see codeOf); `field`
 * is the dotted path of the input a validation failure is about (`profile.fullName`, `experience.0.title`).
 */
export class HttpError extends Error {
  /** Extra response headers (Retry-After on a 429). */
  headers?: Record<string, string>;
  /** Numbers the message is built from (`{ jobs: 3, profiles: 1 }`), sent as `params` so a client can say it in its language. */
  params?: Record<string, number>;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** 429 with the seconds to wait in Retry-After, coded like the per-IP limiter's answers. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const error = new HttpError(429, message, 'rate_limited');
  error.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return error;
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
/** A 400 about one field of the input (its dotted path goes out as `field`, so a form shows it there). */
export const badRequestField = (message: string, field: string) => new HttpError(400, message, undefined, field);
export const unauthorized = (message: string, code?: string) => new HttpError(401, message, code);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
export const notFound = (message = 'Not found.', code?: string) => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);

const CODE_OF_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** The stable machine code of a failure: explicit, else the catalogue key of its message, else by status. */
export function codeOf(status: number, message: string, code?: string): string {
  return code ?? messageCode(message) ?? CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/**
 * Every failure body the server sends: `{ message, code }`, plus `field` on a validation failure and `params`
 * when the message is built from numbers.
 */
export const errorBody = (
  status: number,
  message: string,
  code?: string,
  field?: string,
  params?: Record<string, number>,
) => ({
  message,
  code: codeOf(status, message, code),
  ...(field ? { field } : {}),
  ...(params ? { params } : {}),
});

/** A 409 whose sentence is built from numbers: they go out as `params` too. */
export function conflictWith(message: string, code: string, params: Record<string, number>): HttpError {
  const error = new HttpError(409, message, code);
  error.params = params;
  return error;
}

const INTERNAL = 'Internal server error.';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again.';
/** Seconds a client is asked to wait after a 503 for a database that dropped or timed out. */
const UNAVAILABLE_RETRY_AFTER_S = 2;

/** `limitMb`: the upload size limit, with code `file_too_large`, so a client can say it in its own language. */
type Failure = { message: string; code: string; field?: string; limitMb?: number };
type ValidationIssue = { keyword?: string; message?: string; instancePath?: string; params?: Record<string, unknown> };

/**
 * The answer to a failed validation of the request `context` (body, querystring, params): zod says
 * "Invalid input: expected string, received undefined" for a missing field; people need a sentence. `path` is
 * the issue's path; the body carries it dotted as `field`, and the sentence names its last name.
 */
export function validationFailure(
  issue: { path: readonly PropertyKey[]; message?: string; code?: string } | undefined,
  context: string | undefined,
): Failure {
  if (!issue) return { message: 'Invalid request.', code: 'validation.invalid' };
  const path = issue.path.map(String);
  const name = path.filter((part) => !/^\d+$/.test(part)).at(-1);
  const field = path.length > 0 ? path.join('.') : undefined;
  const message = issue.message ?? '';
  const fallback = messageCode(message) ?? validationCode(issue.code);
  if (!field || !name) {
    return context === 'body' && !field && message.startsWith('Invalid input')
      ? { message: 'The request body must be a JSON object.', code: 'validation.body_not_object' }
      : { message: message || 'Invalid request.', code: fallback, ...(field ? { field } : {}) };
  }
  if (/received undefined/.test(message))
    return { message: `${name} is required.`, code: 'validation.required', field };
  if (message.startsWith('Invalid input')) return { message: `${name} is invalid.`, code: 'validation.invalid', field };
  return { message, code: fallback, field };
}

/** A contract schema's first issue as a thrown 400 (for bodies a route validates itself, e.g. multipart fields). */
export function validationError(
  issue: { path: readonly PropertyKey[]; message?: string; code?: string } | undefined,
  context = 'body',
): HttpError {
  const failure = validationFailure(issue, context);
  return new HttpError(400, failure.message, failure.code, failure.field);
}

function issueFailure(issue: ValidationIssue | undefined, context: string | undefined): Failure {
  if (!issue) return validationFailure(undefined, context);
  const path = issue.instancePath?.split('/').filter(Boolean) ?? [];
  return validationFailure({ path, message: issue.message, code: issue.keyword }, context);
}

/** Sentences for errors raised by the multipart parser, which speaks in codes. */
function uploadFailure(code: string | undefined, uploadMaxBytes: number): Failure | null {
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const limitMb = Math.round((uploadMaxBytes / (1024 * 1024)) * 10) / 10;
    return { message: `The file is too large. The limit is ${limitMb} MB.`, code: 'file_too_large', limitMb };
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return { message: 'Too many files or fields in one request.', code: 'too_many_parts' };
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { message: 'Send this request as multipart/form-data.', code: 'bad_multipart' };
  }
  if (code === 'FST_PROTO_VIOLATION') return { message: 'A form field name is not allowed.', code: 'bad_multipart' };
  return null;
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large). */
function fastifyFailure(error: FastifyError, status: number): Failure {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { message: 'The request body is not valid JSON.', code: 'invalid_json' };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { message: 'The request body is empty.', code: 'empty_body' };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { message: 'The request body is too large.', code: 'payload_too_large' };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { message: 'Unsupported content type.', code: 'unsupported_media_type' };
  }
  return { message: error.message, code: codeOf(status, error.message) };
}

/**
 * Database refusals that escaped a service: a constraint (a race the service did not map) is a 409, a value the
 * database cannot take a 400, a transaction that lost a race for good a 409 asking to retry (logged as warnings,
 * since the service or the contract should have caught them first); a database that dropped the connection, could
 * not be reached or cancelled the statement on its timeout is a 503 with Retry-After (logged as an error).
 */
function databaseFailure(error: unknown): { status: number; failure: Failure } | null {
  if (isConstraintViolation(error)) {
    return { status: 409, failure: { message: 'This conflicts with existing data.', code: 'conflict' } };
  }
  if (isDataException(error)) {
    return { status: 400, failure: { message: 'A value in the request is not valid.', code: 'validation.invalid' } };
  }
  if (isRetryable(error)) {
    return {
      status: 409,
      failure: { message: 'Someone else changed this at the same time. Please try again.', code: 'conflict' },
    };
  }
  if (isConnectionError(error) || isStatementTimeout(error)) {
    return { status: 503, failure: { message: UNAVAILABLE, code: 'unavailable' } };
  }
  return null;
}

/** Fastify's `frameworkErrors`: a path the router cannot read (bad %-escape, a segment over its length limit). */
export function routerFailure(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  void reply
    .status(status)
    .send(
      errorBody(status, tooLong ? 'A part of the address is too long.' : 'The address is not valid.', 'bad_request'),
    );
}

export const errorHandling = fastifyPlugin<{ uploadMaxBytes: number }>(
  async (app, { uploadMaxBytes }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply
          .status(error.statusCode)
          .send(errorBody(error.statusCode, error.message, error.code, error.field, error.params));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send(issueFailure(error.validation[0], error.validationContext));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send(errorBody(429, error.message, 'rate_limited'));
      }
      const upload = uploadFailure(error.code, uploadMaxBytes);
      if (upload) return reply.status(status >= 400 && status < 500 ? status : 400).send(upload);
      if (status >= 400 && status < 500) return reply.status(status).send(fastifyFailure(error, status));
      const database = databaseFailure(error);
      if (database?.status === 503) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).send(database.failure);
      }
      if (database) {
        request.log.warn({ err: error }, 'database refused a write the service did not map');
        return reply.status(database.status).send(database.failure);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody(500, INTERNAL, 'internal'));
    });
  },
  { name: 'error-handling' },
);
