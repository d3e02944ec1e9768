import { eq } from 'drizzle-orm';
import { authMessages } from 'shared-api/contract';
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
  uniqueEmail,
} from '../../../test/helpers.ts';
import { tokenFrom } from '../../../test/mailbox.ts';
import { emailTokens, users } from '../../db/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function requestReset(email: string, mailIndex: number): Promise<string> {
  const res = await post(ctx, '/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: authMessages.resetSent });
  const mail = await ctx.mailbox.waitFor(email, { after: mailIndex });
  expect(mail.text).toContain('http://portal.test/reset-password?token=');
  expect(mail.text).toContain('पासवर्ड');
  return tokenFrom(mail, '/reset-password');
}

describe('forgot and reset password', () => {
  it('resets once with the emailed link and ends existing sessions', async () => {
    const { email } = await createVerifiedUser(ctx);
    const session = await login(ctx, email);
    const token = await requestReset(email, 1);

    const res = await post(ctx, '/api/auth/reset-password', { token, password: 'reset-pass-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.passwordReset });

    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) }),
      401,
      authMessages.sessionExpired,
    );
    await login(ctx, email, 'reset-pass-1');
    expectError(
      await post(ctx, '/api/auth/reset-password', { token, password: 'reset-pass-2' }),
      400,
      authMessages.invalidToken,
    );
  });

  it('a newer request voids the older link', async () => {
    const { email } = await createVerifiedUser(ctx);
    const first = await requestReset(email, 1);
    const second = await requestReset(email, 2);
    expectError(
      await post(ctx, '/api/auth/reset-password', { token: first, password: 'reset-pass-1' }),
      400,
      authMessages.invalidToken,
    );
    expect((await post(ctx, '/api/auth/reset-password', { token: second, password: 'reset-pass-1' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired link (1 hour)', async () => {
    const { email } = await createVerifiedUser(ctx);
    const token = await requestReset(email, 1);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const [reset] = (await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id))).filter(
      (t) => t.purpose === 'reset_password',
    );
    expect((reset!.expiresAt.getTime() - reset!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.id, reset!.id));
    expectError(
      await post(ctx, '/api/auth/reset-password', { token, password: 'reset-pass-1' }),
      400,
      authMessages.invalidToken,
    );
    await login(ctx, email, PASSWORD);
  });

  it('a verification link cannot be used as a reset link', async () => {
    const email = uniqueEmail('mixed');
    await post(ctx, '/api/auth/signup', seekerSignup(email));
    const verifyToken = tokenFrom(await ctx.mailbox.waitFor(email), '/verify-email');
    expectError(
      await post(ctx, '/api/auth/reset-password', { token: verifyToken, password: 'reset-pass-1' }),
      400,
      authMessages.invalidToken,
    );
  });

  it('marks an unverified account verified, since the inbox is proven', async () => {
    const email = uniqueEmail('unverified-reset');
    await post(ctx, '/api/auth/signup', seekerSignup(email));
    await ctx.mailbox.waitFor(email);
    const token = await requestReset(email, 1);
    expect((await post(ctx, '/api/auth/reset-password', { token, password: 'reset-pass-1' })).statusCode).toBe(200);
    await login(ctx, email, 'reset-pass-1');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await post(ctx, '/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.resetSent });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ctx.mailbox.countFor(email)).toBe(0);
  });

  it('validates the reset body', async () => {
    expectError(await post(ctx, '/api/auth/reset-password', { token: 'x', password: '1' }), 400);
    expectError(
      await post(ctx, '/api/auth/reset-password', { token: 'garbage', password: 'long-enough' }),
      400,
      authMessages.invalidToken,
    );
    expectError(await post(ctx, '/api/auth/reset-password', { password: 'long-enough' }), 400, 'token is required.');
  });
});
