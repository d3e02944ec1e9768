import type { z } from 'zod';
import { badRequest } from '../../errors.ts';

/**
 * Validates a body the route could not declare up front (PUT /users/profile is shared by roles) and answers
 * like the app's error handler: the contract's sentence, `<field> is required.` or `<field> is invalid.`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.filter((part) => typeof part === 'string').at(-1);
  const message = issue?.message ?? 'Invalid request.';
  if (!field) throw badRequest(message);
  if (/received undefined/.test(message)) throw badRequest(`${field} is required.`);
  if (message.startsWith('Invalid input')) throw badRequest(`${field} is invalid.`);
  throw badRequest(message);
}
