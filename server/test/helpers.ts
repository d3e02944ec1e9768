import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../src/db/schema.ts';
import type { TestContext } from './context.ts';
import { tokenFrom } from './mailbox.ts';

export const PASSWORD = 'correct-horse-1';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export function seekerSignup(email: string, password = PASSWORD) {
  return { email, password, role: 'job_seeker', profile: { fullName: 'Sita Sharma' } };
}

export function employerSignup(email: string, password = PASSWORD) {
  return { email, password, role: 'employer', profile: { companyName: 'Pokhara Treks Pvt. Ltd.' } };
}

/**
 * Asserts the body is exactly `{ message, code }` (plus `field`, `limitMb` or `params` where they belong) with the given
 * status (and message and code, when given).
 */
export function expectError(res: LightMyRequestResponse, status: number, message?: string, code?: string): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, unknown>;
  const keys = Object.keys(body).sort();
  const extra = ['field', 'limitMb', 'params'].filter((key) => body[key] !== undefined);
  expect(keys).toEqual(['code', ...extra, 'message'].sort());
  if (body.limitMb !== undefined) expect(body.code).toBe('file_too_large');
  if (body.params !== undefined) expect(Object.values(body.params as object).every(Number.isFinite)).toBe(true);
  expect(typeof body.message).toBe('string');
  if (body.field !== undefined) expect(body.field).toMatch(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/);
  expect(body.code).toMatch(/^[a-z][a-z_]*(\.[a-zA-Z_]+)?$/);
  if (message !== undefined) expect(body.message).toBe(message);
  if (code !== undefined) expect(body.code).toBe(code);
  return body.message as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function post(ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** Signs up through the API and follows the emailed verification link. */
export async function createVerifiedUser(
  ctx: TestContext,
  role: 'job_seeker' | 'employer' = 'job_seeker',
  email = uniqueEmail(role),
) {
  const body = role === 'employer' ? employerSignup(email) : seekerSignup(email);
  const signup = await post(ctx, '/api/auth/signup', body);
  expect(signup.statusCode, signup.body).toBe(201);
  const mail = await ctx.mailbox.waitFor(email);
  const verify = await post(ctx, '/api/auth/verify-email', { token: tokenFrom(mail, '/verify-email') });
  expect(verify.statusCode, verify.body).toBe(200);
  return { email, password: PASSWORD, role };
}

export async function login(ctx: TestContext, email: string, password = PASSWORD, role = 'job_seeker') {
  const res = await post(ctx, '/api/auth/login', { email, password, role });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

export async function setActive(ctx: TestContext, email: string, isActive: boolean) {
  await ctx.db.update(users).set({ isActive }).where(eq(users.email, email));
}

/**
 * Waits for the next turn of the event loop. What the server reads from disk per request (deployed builds, the
 * remotes manifest) is read once per turn (`oncePerTurn`): a request from a socket always arrives in a later turn than
 * a change made before it was sent, but `app.inject` right after a change in the same turn would not.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
