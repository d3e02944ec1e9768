import { eq } from 'drizzle-orm';
import { authMessages, wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import {
  bearer,
  createVerifiedUser,
  expectError,
  login,
  PASSWORD,
  post,
  seekerSignup,
  setActive,
  uniqueEmail,
} from '../../../test/helpers.ts';
import { users } from '../../db/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const me = (token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: token ? bearer(token) : {} });

describe('POST /api/auth/login', () => {
  it('returns a contract-valid seeker and a working token', async () => {
    const { email } = await createVerifiedUser(ctx, 'job_seeker');
    const res = await post(ctx, '/api/auth/login', {
      email: email.toUpperCase(),
      password: PASSWORD,
      role: 'job_seeker',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { user: unknown; token: string };
    const user = wireUserSchema.strict().parse(body.user);
    expect(user).toMatchObject({
      email,
      role: 'job_seeker',
      isActive: true,
      emailVerified: true,
      approvalStatus: null,
      fullName: 'Sita Sharma',
      contact: { phone: '', address: '' },
      skills: [],
      preferences: { expectedSalary: 0, jobTypes: [], locations: [], industries: [] },
      experience: [],
      education: [],
      certifications: [],
    });
    expect(user.companyName).toBeUndefined();
    expect(body.token.split('.')).toHaveLength(3);
    expect((await me(body.token)).json()).toEqual(body.user);
  });

  it('returns an employer with flat company fields and pending approval', async () => {
    const { email } = await createVerifiedUser(ctx, 'employer');
    const res = await post(ctx, '/api/auth/login', { email, password: PASSWORD, role: 'employer' });
    expect(res.statusCode).toBe(200);
    const user = wireUserSchema.strict().parse((res.json() as { user: unknown }).user);
    expect(user).toMatchObject({
      role: 'employer',
      approvalStatus: 'pending',
      companyName: 'Pokhara Treks Pvt. Ltd.',
      companyDescription: '',
      documents: [],
      companyLogoUrl: null,
      industry: null,
    });
    expect(user.fullName).toBeUndefined();
  });

  it('answers 401 with one message for a wrong password and an unknown email', async () => {
    const { email } = await createVerifiedUser(ctx);
    expectError(
      await post(ctx, '/api/auth/login', { email, password: 'wrong-password', role: 'job_seeker' }),
      401,
      authMessages.invalidCredentials,
    );
    expectError(
      await post(ctx, '/api/auth/login', { email: uniqueEmail('ghost'), password: PASSWORD, role: 'job_seeker' }),
      401,
      authMessages.invalidCredentials,
    );
  });

  it('refuses an unverified account with 403', async () => {
    const email = uniqueEmail('unverified');
    await post(ctx, '/api/auth/signup', seekerSignup(email));
    expectError(
      await post(ctx, '/api/auth/login', { email, password: PASSWORD, role: 'job_seeker' }),
      403,
      authMessages.unverified,
    );
  });

  it('refuses a deactivated account with the spec message', async () => {
    const { email } = await createVerifiedUser(ctx);
    await setActive(ctx, email, false);
    expectError(
      await post(ctx, '/api/auth/login', { email, password: PASSWORD, role: 'job_seeker' }),
      403,
      'This account has been deactivated. Please contact an administrator.',
    );
  });

  it('refuses the wrong role with 403', async () => {
    const { email } = await createVerifiedUser(ctx, 'employer');
    expectError(
      await post(ctx, '/api/auth/login', { email, password: PASSWORD, role: 'job_seeker' }),
      403,
      authMessages.roleMismatch,
    );
    expectError(
      await post(ctx, '/api/auth/login', { email, password: PASSWORD, role: 'admin' }),
      403,
      authMessages.roleMismatch,
    );
  });

  it('validates the body', async () => {
    expectError(
      await post(ctx, '/api/auth/login', { email: 'a@b.co', role: 'job_seeker' }),
      400,
      'password is required.',
    );
    expectError(await post(ctx, '/api/auth/login', { email: 'a@b.co', password: 'x', role: 'boss' }), 400);
  });
});

describe('GET /api/users/me', () => {
  it('needs a token', async () => {
    expectError(await me(), 401, authMessages.loginRequired);
  });

  it('refuses a bad or forged token', async () => {
    expectError(await me('not.a.token'), 401, authMessages.sessionExpired);
    const { email } = await createVerifiedUser(ctx);
    const token = await login(ctx, email);
    const [header, payload] = token.split('.');
    expectError(await me(`${header}.${payload}.AAAA`), 401, authMessages.sessionExpired);
  });

  it('ends the session of a deactivated user', async () => {
    const { email } = await createVerifiedUser(ctx);
    const token = await login(ctx, email);
    expect((await me(token)).statusCode).toBe(200);
    await setActive(ctx, email, false);
    expectError(await me(token), 401, authMessages.deactivated);
  });

  it('ends the session of a deleted user', async () => {
    const { email } = await createVerifiedUser(ctx);
    const token = await login(ctx, email);
    await ctx.db.delete(users).where(eq(users.email, email));
    expectError(await me(token), 401, authMessages.sessionExpired);
  });
});

describe('POST /api/users/change-password', () => {
  const change = (token: string, body: object) => post(ctx, '/api/users/change-password', body, bearer(token));

  it('refuses a wrong current password and a short new one with 400', async () => {
    const { email } = await createVerifiedUser(ctx);
    const token = await login(ctx, email);
    expectError(
      await change(token, { currentPassword: 'nope-nope', newPassword: 'another-pass' }),
      400,
      authMessages.currentPasswordWrong,
    );
    expectError(
      await change(token, { currentPassword: PASSWORD, newPassword: '123' }),
      400,
      'Password must be at least 6 characters.',
    );
  });

  it('needs a session', async () => {
    expectError(
      await post(ctx, '/api/users/change-password', { currentPassword: PASSWORD, newPassword: 'another-pass' }),
      401,
      authMessages.loginRequired,
    );
  });

  it('changes the password, ends other sessions and returns a fresh token', async () => {
    const { email } = await createVerifiedUser(ctx);
    const oldToken = await login(ctx, email);
    const otherDevice = await login(ctx, email);
    const res = await change(oldToken, { currentPassword: PASSWORD, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; token: string };
    expect(body.message).toBe(authMessages.passwordChanged);

    expectError(await me(oldToken), 401, authMessages.sessionExpired);
    expectError(await me(otherDevice), 401, authMessages.sessionExpired);
    expect((await me(body.token)).statusCode).toBe(200);

    expectError(
      await post(ctx, '/api/auth/login', { email, password: PASSWORD, role: 'job_seeker' }),
      401,
      authMessages.invalidCredentials,
    );
    await login(ctx, email, 'brand-new-pass');
  });
});
