import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { bearer, createVerifiedUser, post } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('Cache-Control of API answers', () => {
  it('is no-store on answers that carry a token, a user’s own data or an error', async () => {
    const user = await createVerifiedUser(ctx);
    const login = await post(ctx, '/api/auth/login', { ...user });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { token } = login.json() as { token: string };
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const saved = await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/saved-jobs', headers: bearer(token) });
    expect(saved.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/nope' })).headers['cache-control']).toBe('no-store');
  });

  it('leaves the answers that are the same for everyone cacheable', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(list.headers['cache-control']).toMatch(/^public, /);
    const lookups = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(lookups.headers['cache-control']).toMatch(/^public, /);
  });
});
