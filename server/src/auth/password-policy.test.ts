import { eq } from 'drizzle-orm';
import { authMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import {
  bearer,
  createVerifiedUser,
  expectError,
  login,
  PASSWORD,
  post,
  seekerSignup,
  uniqueEmail,
} from '../../test/helpers.ts';
import { tokenFrom } from '../../test/mailbox.ts';
import { users } from '../db/schema.ts';
import { passwordProblem } from './password-policy.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('password policy', () => {
  it('refuses common passwords from the zxcvbn list, in any case, and the email or its local part', () => {
    for (const common of ['123456', 'password', 'Password1', 'QWERTY123', 'iloveyou', 'kathmandu']) {
      expect(passwordProblem(common, 'sita@example.com'), common).toBe(authMessages.passwordTooCommon);
    }
    expect(passwordProblem('Sita.Sharma@Example.com', 'sita.sharma@example.com')).toBe(authMessages.passwordIsEmail);
    expect(passwordProblem('sita.sharma', 'sita.sharma@example.com')).toBe(authMessages.passwordIsEmail);
    for (const fine of [PASSWORD, 'Pokhara-Lakeside-7', 'sita.sharma1', 'नेपाल-पासवर्ड']) {
      expect(passwordProblem(fine, 'sita.sharma@example.com'), fine).toBeNull();
    }
  });

  it('sign-up refuses a common password and one equal to the email, new or existing address alike', async () => {
    expectError(await post(ctx, '/api/auth/signup', seekerSignup(uniqueEmail(), 'abc123')), 400);
    const common = await post(ctx, '/api/auth/signup', seekerSignup(uniqueEmail(), 'password1'));
    expectError(common, 400, authMessages.passwordTooCommon, 'auth.passwordTooCommon');
    expect(common.json()).toMatchObject({ field: 'password' });
    const email = uniqueEmail('himal');
    const same = await post(ctx, '/api/auth/signup', seekerSignup(email, email));
    expectError(same, 400, authMessages.passwordIsEmail, 'auth.passwordIsEmail');
    expect(same.json()).toMatchObject({ field: 'password' });
    const local = email.split('@')[0] ?? '';
    expectError(await post(ctx, '/api/auth/signup', seekerSignup(email, local)), 400, authMessages.passwordIsEmail);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const { email: taken } = await createVerifiedUser(ctx);
    expectError(
      await post(ctx, '/api/auth/signup', seekerSignup(taken, 'qwerty123')),
      400,
      authMessages.passwordTooCommon,
    );
  });

  it('reset refuses a common password and keeps the link usable for a good one', async () => {
    const { email } = await createVerifiedUser(ctx);
    expect((await post(ctx, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const token = tokenFrom(await ctx.mailbox.waitFor(email, { after: 1 }), '/reset-password');
    const refused = await post(ctx, '/api/auth/reset-password', { token, password: 'letmein1' });
    expectError(refused, 400, authMessages.passwordTooCommon);
    expect(refused.json()).toMatchObject({ field: 'password' });
    expectError(
      await post(ctx, '/api/auth/reset-password', { token, password: email }),
      400,
      authMessages.passwordIsEmail,
    );
    expect((await post(ctx, '/api/auth/reset-password', { token, password: 'Gandaki-River-42' })).statusCode).toBe(200);
    await login(ctx, email, 'Gandaki-River-42');
  });

  it('change password refuses a common password and one equal to the email', async () => {
    const { email } = await createVerifiedUser(ctx);
    const token = await login(ctx, email);
    const change = (newPassword: string) =>
      post(ctx, '/api/users/change-password', { currentPassword: PASSWORD, newPassword }, bearer(token));
    const common = await change('football');
    expectError(common, 400, authMessages.passwordTooCommon, 'auth.passwordTooCommon');
    expect(common.json()).toMatchObject({ field: 'newPassword' });
    const same = await change(email.toUpperCase());
    expectError(same, 400, authMessages.passwordIsEmail);
    expect(same.json()).toMatchObject({ field: 'newPassword' });
    expect((await change('Annapurna-Base-Camp')).statusCode).toBe(200);
  });
});
