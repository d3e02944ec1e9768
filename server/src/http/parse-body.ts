import type { z } from 'zod';
import { badRequest, validationError } from '../errors.ts';

/**
 * Validates a body the route could not declare up front (PUT /users/profile is shared by roles; multipart text
 * fields) and answers like the app's error handler: the contract's sentence, `<field> is required.` or
 * `<field> is invalid.`, with the issue's dotted path as `field`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.', 'validation.body_not_object');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw validationError(result.error.issues[0]);
}
