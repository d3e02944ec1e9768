import { authMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { expectError, post, uniqueEmail } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimitAuthMax: 3 });
});
afterAll(async () => {
  await ctx.close();
});

describe('auth rate limits', () => {
  it.each([
    ['/api/auth/login', () => ({ email: uniqueEmail(), password: 'whatever', role: 'job_seeker' })],
    ['/api/auth/forgot-password', () => ({ email: uniqueEmail() })],
    ['/api/auth/resend-verification', () => ({ email: uniqueEmail() })],
    ['/api/auth/signup', () => ({ email: 'bad', password: 'x', role: 'job_seeker', profile: {} })],
  ])('%s allows RATE_LIMIT_AUTH_MAX tries a minute per IP, then 429', async (url, body) => {
    for (let i = 0; i < 3; i++) {
      const res = await post(ctx, url, body());
      expect(res.statusCode, res.body).not.toBe(429);
    }
    const limited = await post(ctx, url, body());
    expectError(limited, 429, authMessages.tooManyAttempts);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts each IP separately and leaves other routes alone', async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.8.7',
      payload: { email: uniqueEmail(), password: 'whatever', role: 'job_seeker' },
    });
    expectError(other, 401, authMessages.invalidCredentials);
    const lookups = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(lookups.statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For when not behind a trusted proxy', async () => {
    const tries = [] as number[];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: uniqueEmail() },
      });
      tries.push(res.statusCode);
    }
    expect(tries).toEqual([200, 200, 200, 429]);
  });
});
