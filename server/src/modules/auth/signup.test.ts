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

  it('a sign-up in Nepali (the body, else the page cookie) gets its emails in Nepali first, named after the portal', async () => {
    const inBody = uniqueEmail('ne-body');
    expect((await post(ctx, '/api/auth/signup', { ...seekerSignup(inBody), language: 'ne' })).statusCode).toBe(201);
    const byCookie = uniqueEmail('ne-cookie');
    const res = await post(ctx, '/api/auth/signup', seekerSignup(byCookie), { cookie: 'portal_lang=ne' });
    expect(res.statusCode).toBe(201);
    for (const email of [inBody, byCookie]) {
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
      expect(user?.language).toBe('ne');
      const mail = await ctx.mailbox.waitFor(email);
      expect(mail.subject).toBe('इमेल प्रमाणित गर्नुहोस् / Verify your email – गण्डकी प्रदेश रोजगार पोर्टल');
      expect(mail.text.indexOf('गण्डकी प्रदेश रोजगार पोर्टलमा स्वागत छ')).toBe(0);
      expect(mail.text).toContain('Welcome to Gandaki Province Job Portal');
    }
    const english = uniqueEmail('en');
    await post(ctx, '/api/auth/signup', seekerSignup(english));
    const mail = await ctx.mailbox.waitFor(english);
    expect(mail.subject).toBe('Verify your email / इमेल प्रमाणित गर्नुहोस् – Gandaki Province Job Portal');
    expect(mail.text.startsWith('Welcome to Gandaki Province Job Portal')).toBe(true);
    expectError(await post(ctx, '/api/auth/signup', { ...seekerSignup(uniqueEmail('x')), language: 'fr' }), 400);
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

  it('answers a sign-up with a registered email (any case) exactly like a new one and mails the owner', async () => {
    const email = uniqueEmail('dup');
    const first = await post(ctx, '/api/auth/signup', seekerSignup(email.toUpperCase()));
    expect(first.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
    await ctx.mailbox.waitFor(email);

    for (const [n, body] of [
      seekerSignup(email, 'another-pass-1'),
      employerSignup(` ${email.toUpperCase()} `),
    ].entries()) {
      const again = await post(ctx, '/api/auth/signup', body);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
      const mail = await ctx.mailbox.waitFor(email, { after: n + 1 });
      expect(mail.subject).toContain('Sign-up attempt');
      expect(mail.text).toContain('Someone tried to sign up with your email');
      expect(mail.text).toContain('खाता खोल्ने प्रयास');
      // The link in it really resets the password.
      const token = tokenFrom(mail, '/reset-password');
      if (n === 1) {
        const reset = await post(ctx, '/api/auth/reset-password', { token, password: 'brand-new-pass-9' });
        expect(reset.statusCode, reset.body).toBe(200);
      }
    }
    // Nothing about the account changed: same row, same role, still unverified until the reset above.
    const [after] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(after).toMatchObject({ id: user!.id, role: 'job_seeker' });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('takes about as long for a registered email as for a new one (the password is hashed either way)', async () => {
    const taken = uniqueEmail('timing');
    await post(ctx, '/api/auth/signup', seekerSignup(taken));
    // CPU time of this process (argon2 runs on its threads), not the wall clock: the machine's load and
    // PostgreSQL's commit of a new account do not count, the hashing does.
    const time = async (email: string) => {
      const started = process.cpuUsage();
      const res = await post(ctx, '/api/auth/signup', seekerSignup(email));
      expect(res.statusCode).toBe(201);
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const fresh: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < 5; i++) {
      fresh.push(await time(uniqueEmail('timing-new')));
      existing.push(await time(taken));
    }
    // argon2 dominates both; without it the registered case would be an order of magnitude faster.
    expect(median(existing)).toBeGreaterThan(median(fresh) * 0.5);
  });

  it('20 parallel sign-ups with one email: one account, 20 identical answers, no 500', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(ctx, '/api/auth/signup', i % 2 ? seekerSignup(email) : employerSignup(email.toUpperCase())),
      ),
    );
    expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`))).toEqual(
      new Set([`201 ${JSON.stringify({ message: authMessages.signedUp })}`]),
    );
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    // One verification mail for the account, one sign-up-attempt mail for each of the 19 others.
    await ctx.mailbox.waitFor(email, { after: 19 });
    const subjects = ctx.mailbox.messages.filter((m) => m.to.includes(email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Verify'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Sign-up attempt'))).toHaveLength(19);
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
