import { eq } from 'drizzle-orm';
import { authMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { employerSignup, expectError, PASSWORD, post, seekerSignup, uniqueEmail } from '../../../test/helpers.ts';
import { tokenFrom } from '../../../test/mailbox.ts';
import { emailTokens, employerProfiles, seekerProfiles, users } from '../../db/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/auth/signup', () => {
  it('creates an unverified job seeker with a profile and emails a verification link', async () => {
    const email = uniqueEmail('seeker');
    const res = await post(ctx, '/api/auth/signup', seekerSignup(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: authMessages.signedUp });

    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'job_seeker', isActive: true, emailVerifiedAt: null, approvalStatus: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await ctx.db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, user!.id));
    expect(profile?.fullName).toBe('Sita Sharma');

    const mail = await ctx.mailbox.waitFor(email);
    expect(mail.text).toContain('http://portal.test/verify-email?token=');
    expect(mail.text).toContain('इमेल');
    expect(mail.html).toContain('<a href="http://portal.test/verify-email?token=');
    expect(tokenFrom(mail, '/verify-email').length).toBeGreaterThan(30);
  });

  it('creates a pending employer with a company profile', async () => {
    const email = uniqueEmail('employer');
    const res = await post(ctx, '/api/auth/signup', employerSignup(email));
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'employer', approvalStatus: 'pending' });
    const [profile] = await ctx.db.select().from(employerProfiles).where(eq(employerProfiles.userId, user!.id));
    expect(profile?.companyName).toBe('Pokhara Treks Pvt. Ltd.');
    await ctx.mailbox.waitFor(email);
  });

  it('stores the email lower-case and refuses a duplicate in any case with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await post(ctx, '/api/auth/signup', seekerSignup(email.toUpperCase()))).statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
    expectError(await post(ctx, '/api/auth/signup', seekerSignup(email)), 409, authMessages.emailTaken);
    expectError(
      await post(ctx, '/api/auth/signup', employerSignup(` ${email.toUpperCase()} `)),
      409,
      authMessages.emailTaken,
    );
  });

  it('answers 400 with a sentence for missing or bad fields', async () => {
    expectError(
      await post(ctx, '/api/auth/signup', { ...seekerSignup('x@y.com'), email: undefined }),
      400,
      'email is required.',
    );
    expectError(
      await post(ctx, '/api/auth/signup', seekerSignup('not-an-email')),
      400,
      'Please enter a valid email address.',
    );
    expectError(
      await post(ctx, '/api/auth/signup', seekerSignup(uniqueEmail(), '12345')),
      400,
      'Password must be at least 6 characters.',
    );
    expectError(
      await post(ctx, '/api/auth/signup', { ...seekerSignup(uniqueEmail()), password: undefined }),
      400,
      'password is required.',
    );
    expectError(
      await post(ctx, '/api/auth/signup', { ...seekerSignup(uniqueEmail()), profile: { fullName: '  ' } }),
      400,
      authMessages.fullNameRequired,
    );
    expectError(
      await post(ctx, '/api/auth/signup', { ...employerSignup(uniqueEmail()), profile: {} }),
      400,
      'companyName is required.',
    );
    expectError(await post(ctx, '/api/auth/signup', {}), 400);
  });

  it('refuses to create an admin through sign-up', async () => {
    const email = uniqueEmail('sneaky');
    expectError(await post(ctx, '/api/auth/signup', { ...seekerSignup(email), role: 'admin' }), 400);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies once; the same link then fails', async () => {
    const email = uniqueEmail('verify');
    await post(ctx, '/api/auth/signup', seekerSignup(email));
    const token = tokenFrom(await ctx.mailbox.waitFor(email), '/verify-email');

    const first = await post(ctx, '/api/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: authMessages.verified });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);

    expectError(await post(ctx, '/api/auth/verify-email', { token }), 400, authMessages.invalidToken);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('expired');
    await post(ctx, '/api/auth/signup', seekerSignup(email));
    const token = tokenFrom(await ctx.mailbox.waitFor(email), '/verify-email');
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user!.id));
    expectError(await post(ctx, '/api/auth/verify-email', { token }), 400, authMessages.invalidToken);
  });

  it('gives links that last 24 hours', async () => {
    const email = uniqueEmail('ttl');
    await post(ctx, '/api/auth/signup', seekerSignup(email));
    await ctx.mailbox.waitFor(email);
    const [row] = await ctx.db
      .select({ expiresAt: emailTokens.expiresAt, createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(eq(users.email, email));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('refuses garbage and missing tokens with 400', async () => {
    expectError(await post(ctx, '/api/auth/verify-email', { token: 'garbage' }), 400, authMessages.invalidToken);
    expectError(await post(ctx, '/api/auth/verify-email', { token: '' }), 400, authMessages.invalidToken);
    expectError(await post(ctx, '/api/auth/verify-email', {}), 400, 'token is required.');
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new working link to an unverified account', async () => {
    const email = uniqueEmail('resend');
    await post(ctx, '/api/auth/signup', seekerSignup(email));
    await ctx.mailbox.waitFor(email);
    const res = await post(ctx, '/api/auth/resend-verification', { email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.verificationSent });
    const token = tokenFrom(await ctx.mailbox.waitFor(email, { after: 1 }), '/verify-email');
    expect((await post(ctx, '/api/auth/verify-email', { token })).statusCode).toBe(200);
    const login = await post(ctx, '/api/auth/login', { email, password: PASSWORD, role: 'job_seeker' });
    expect(login.statusCode).toBe(200);
  });

  it('answers the same for unknown and verified accounts and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const res = await post(ctx, '/api/auth/resend-verification', { email: unknown });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.verificationSent });

    const email = uniqueEmail('done');
    await post(ctx, '/api/auth/signup', seekerSignup(email));
    const token = tokenFrom(await ctx.mailbox.waitFor(email), '/verify-email');
    await post(ctx, '/api/auth/verify-email', { token });
    const again = await post(ctx, '/api/auth/resend-verification', { email });
    expect(again.json()).toEqual({ message: authMessages.verificationSent });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ctx.mailbox.countFor(email)).toBe(1);
    expect(ctx.mailbox.countFor(unknown)).toBe(0);
  });

  it('validates the email', async () => {
    expectError(
      await post(ctx, '/api/auth/resend-verification', { email: 'nope' }),
      400,
      'Please enter a valid email address.',
    );
  });
});
