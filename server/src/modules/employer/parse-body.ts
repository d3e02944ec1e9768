import type { z } from 'zod';
import { badRequest } from '../../errors.ts';

/** Validates a body with a contract schema; the first problem becomes a 400 with its sentence. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.at(-1);
  const message = issue?.message ?? 'Invalid request.';
  if (field !== undefined && /^Invalid input/.test(message)) {
    throw badRequest(
      /received undefined/.test(message) ? `${String(field)} is required.` : `${String(field)} is invalid.`,
    );
  }
  throw badRequest(message);
}
