import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testConfig } from '../../../test/context.ts';
import { freePort } from '../../../test/free-port.ts';
import { expectError } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { connectDatabase } from '../../db/client.ts';

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

describe('liveness and readiness', () => {
  it('live answers 200; ready answers 200 once the change listener hears changes', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'alive' });
    await ctx.app.publicCache.whenServing();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', draining: false, database: 'ok', listener: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 503 while draining, and every answer then closes its connection', async () => {
    ctx.app.operations.lifecycle.draining = true;
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'not_ready', message: 'Not ready: shutting down.', draining: true });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/jobs' })).headers.connection).toBe('close');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      ctx.app.operations.lifecycle.draining = false;
    }
  });

  it('with the database unreachable: ready 503, a read 503 with Retry-After, never a 500', async () => {
    const database = connectDatabase(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/portal`, {
      poolMax: 2,
      connectTimeoutMs: 500,
    });
    const app = await buildApp(testConfig(), { db: database.db, deliveryWorker: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'not_ready', database: 'down', listener: 'down' });
      const read = await app.inject({ method: 'GET', url: '/api/jobs' });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual({
        message: 'The service is briefly unavailable. Please try again.',
        code: 'unavailable',
      });
      expect(read.headers['retry-after']).toBe('2');
      // The read was tried a second time before the 503 (a lost connection is retried once).
      expect((await app.operations.metrics.readRetries.get()).values[0]?.value).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
      await database.pool.end();
    }
  });
});
