import type { FastifyInstance } from 'fastify';
import { authMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { bearer, createVerifiedUser, expectError, login, PASSWORD, uniqueEmail } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { ACCOUNT_WINDOW_MS } from './account-attempts.ts';

let ctx: TestContext;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await ctx.close();
});

/** Another instance of the server on the same database (as behind a load balancer). */
async function instance(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ ...ctx.config, ...overrides }, { db: ctx.db });
  await app.ready();
  extraApps.push(app);
  return app;
}

let ipCounter = 0;
const newIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const loginFrom = (app: FastifyInstance, ip: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password, role: 'job_seeker' },
  });

function expectLimited(res: Awaited<ReturnType<typeof loginFrom>>, maxSeconds: number) {
  expectError(res, 429, authMessages.tooManyAttempts, 'rate_limited');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('per-account limit (RATE_LIMIT_ACCOUNT_MAX = 5 in 15 minutes)', () => {
  it('locks an account after 5 wrong passwords from 5 different IPs, even for the right password', async () => {
    const { email } = await createVerifiedUser(ctx);
    for (let i = 0; i < 5; i++) {
      expectError(await loginFrom(ctx.app, newIp(), email, `wrong-${i}`), 401, authMessages.invalidCredentials);
    }
    expectLimited(await loginFrom(ctx.app, newIp(), email, PASSWORD), ACCOUNT_WINDOW_MS / 1000);
    // Another account from the same address is not affected.
    const other = await createVerifiedUser(ctx);
    expect((await loginFrom(ctx.app, newIp(), other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts unknown emails the same way, so a 429 says nothing about registration', async () => {
    const email = uniqueEmail('nobody');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await loginFrom(ctx.app, newIp(), email, 'guess-it')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a right password clears the count', async () => {
    const { email } = await createVerifiedUser(ctx);
    for (let i = 0; i < 4; i++) expect((await loginFrom(ctx.app, newIp(), email, 'nope-nope')).statusCode).toBe(401);
    expect((await loginFrom(ctx.app, newIp(), email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await loginFrom(ctx.app, newIp(), email, 'nope-nope')).statusCode).toBe(401);
    expect((await loginFrom(ctx.app, newIp(), email, 'nope-nope')).statusCode).toBe(429);
  });

  it('holds under 30 parallel wrong logins: 5 are checked, 25 refused before any password check', async () => {
    const { email } = await createVerifiedUser(ctx);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(ctx.app, newIp(), email, `parallel-${i}`)),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('change password: 5 wrong current passwords, then 429 even with the right one', async () => {
    const { email } = await createVerifiedUser(ctx);
    const token = await login(ctx, email);
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/change-password',
        remoteAddress: newIp(),
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'a-brand-new-pass-9' },
      });
    for (let i = 0; i < 5; i++) expectError(await change(`wrong-${i}`), 400, authMessages.currentPasswordWrong);
    expectLimited(await change(PASSWORD), ACCOUNT_WINDOW_MS / 1000);
  });
});

describe('one store for every instance (PostgreSQL)', () => {
  it('two instances on one database share the per-account count', async () => {
    const second = await instance();
    const { email } = await createVerifiedUser(ctx);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? ctx.app : second;
      statuses.push((await loginFrom(app, newIp(), email, 'not-it-at-all')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('two instances on one database share the per-IP count', async () => {
    const [a, b] = [await instance({ rateLimitAuthMax: 3 }), await instance({ rateLimitAuthMax: 3 })];
    const ip = newIp();
    const forgot = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: uniqueEmail() },
      });
    const statuses = [(await forgot(a)).statusCode, (await forgot(b)).statusCode, (await forgot(a)).statusCode];
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await forgot(b);
    expectError(limited, 429, authMessages.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('per-IP limit', () => {
  it('is generous by default: 100 tries a minute from one address (many users behind one carrier NAT)', async () => {
    const max = loadConfig({ DATA_DIR: ctx.config.dataDir }).rateLimitAuthMax;
    expect(max).toBe(100);
    const app = await instance({ rateLimitAuthMax: max });
    const ip = newIp();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: uniqueEmail() },
      });
    const statuses = await Promise.all(Array.from({ length: max }, send));
    expect(statuses.every((res) => res.statusCode === 200)).toBe(true);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('client address behind a trusted proxy', () => {
  const forgotVia = (app: FastifyInstance, socket: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: uniqueEmail() },
    });

  it.each([
    ['TRUST_PROXY=1 (one hop)', 1 as const],
    ['TRUST_PROXY=<proxy address>', ['10.0.0.1']],
  ])('%s: the address the proxy appended counts, a forged leftmost one does not', async (_label, trustProxy) => {
    const app = await instance({ rateLimitAuthMax: 3, trustProxy });
    const client = newIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      // The client forges a new leftmost address every time; the proxy appends the real one.
      statuses.push((await forgotVia(app, '10.0.0.1', `203.0.113.${i}, ${client}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another real client behind the same proxy has its own count.
    expect((await forgotVia(app, '10.0.0.1', `203.0.113.9, ${newIp()}`)).statusCode).toBe(200);
  });

  it('with a proxy address list, a client reaching the server directly cannot pick its address', async () => {
    const app = await instance({ rateLimitAuthMax: 3, trustProxy: ['10.0.0.1'] });
    const direct = newIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgotVia(app, direct, `203.0.114.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
