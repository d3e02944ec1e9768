import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { expectError } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('health and error shapes', () => {
  it('GET /api/health checks the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 JSON for an unknown API path, whatever the method or Accept', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/nope' }), 404, 'Not found.');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/nope/deeper', headers: { accept: 'text/html' } }),
      404,
      'Not found.',
    );
    expectError(await ctx.app.inject({ method: 'DELETE', url: '/api/auth/login' }), 404, 'Not found.');
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expectError(res, 400, 'The request body is not valid JSON.');
  });

  it('answers 400 for an empty or non-object body, never 500', async () => {
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' } }),
      400,
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '[1,2]',
      }),
      400,
      'The request body must be a JSON object.',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      }),
      400,
      'The request body must be a JSON object.',
    );
  });
});
