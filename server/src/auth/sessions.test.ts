import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { authMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { bearer, createVerifiedUser, expectError, login, PASSWORD, post } from '../../test/helpers.ts';
import { sessions, users } from '../db/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const logout = (token: string, all = false) =>
  post(ctx, `/api/auth/${all ? 'logout-all' : 'logout'}`, undefined, bearer(token));

/** Decodes a token's payload (no verification: only to copy claims into forged tokens below). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** A token signed with the server's real secret, so only the claim checks can refuse it. */
function signed(claims: Record<string, unknown>, { exp = true } = {}) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (exp) jwt.setExpirationTime('1h');
  return jwt.sign(new TextEncoder().encode(ctx.config.jwtSecret));
}

describe('session tokens', () => {
  it('answers 401 (not 500) for a validly signed token whose sub or sid is not a UUID', async () => {
    const { email } = await createVerifiedUser(ctx);
    const real = claimsOf(await login(ctx, email));
    expect((await me(await signed(real))).statusCode).toBe(200);
    for (const sub of ['not-a-uuid', "1' or '1'='1", '', 42]) {
      expectError(await me(await signed({ ...real, sub })), 401, authMessages.sessionExpired);
    }
    expectError(await me(await signed({ ...real, sid: 'x' })), 401, authMessages.sessionExpired);
    expectError(await me(await signed({ ...real, sid: undefined })), 401, authMessages.sessionExpired);
  });

  it('answers 401 for a validly signed token without exp, or with a non-integer version', async () => {
    const { email } = await createVerifiedUser(ctx);
    const real = claimsOf(await login(ctx, email));
    const { exp: _exp, ...withoutExp } = real;
    expectError(await me(await signed(withoutExp, { exp: false })), 401, authMessages.sessionExpired);
    expectError(await me(await signed({ ...real, tv: '0' })), 401, authMessages.sessionExpired);
  });

  it('answers 401 for a token of a session row that never existed', async () => {
    const { email } = await createVerifiedUser(ctx);
    const real = claimsOf(await login(ctx, email));
    expectError(await me(await signed({ ...real, sid: randomUUID() })), 401, authMessages.sessionExpired);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends exactly this session: its token is refused everywhere, the other session goes on', async () => {
    const { email } = await createVerifiedUser(ctx);
    const phone = await login(ctx, email);
    const laptop = await login(ctx, email);
    const res = await logout(phone);
    expect(res.statusCode, res.body).toBe(204);
    expectError(await me(phone), 401, authMessages.sessionExpired);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/saved-jobs', headers: bearer(phone) }),
      401,
      authMessages.sessionExpired,
    );
    expectError(await logout(phone), 401, authMessages.sessionExpired);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('needs a valid session', async () => {
    expectError(await post(ctx, '/api/auth/logout', undefined), 401, authMessages.loginRequired);
    expectError(await logout('garbage'), 401, authMessages.sessionExpired);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the user and none of anybody else', async () => {
    const { email } = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const tokens = [await login(ctx, email), await login(ctx, email), await login(ctx, email)];
    const bystander = await login(ctx, other.email);
    expect((await logout(tokens[1]!, true)).statusCode).toBe(204);
    for (const token of tokens) expectError(await me(token), 401, authMessages.sessionExpired);
    expect((await me(bystander)).statusCode).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    // Logging in again works as before.
    expect((await me(await login(ctx, email))).statusCode).toBe(200);
  });
});

describe('session rows', () => {
  it('an expired row refuses its token, and expired rows are removed at the next login', async () => {
    const { email } = await createVerifiedUser(ctx);
    const token = await login(ctx, email);
    const sid = claimsOf(token).sid as string;
    await ctx.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, sid));
    expectError(await me(token), 401, authMessages.sessionExpired);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.id, sid))).toHaveLength(1);
    await login(ctx, email);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.id, sid))).toHaveLength(0);
  });

  it('parallel logins while expired rows are cleaned all succeed (no lock waits or deadlocks)', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createVerifiedUser(ctx)));
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, accounts[0]!.email));
    const expired = await ctx.db
      .insert(sessions)
      .values(Array.from({ length: 50 }, () => ({ userId: owner!.id, expiresAt: sql`now() - interval '1 hour'` })))
      .returning({ id: sessions.id });
    // Four logins per account (the per-account limit allows them), all sixteen at once.
    const answers = await Promise.all(
      accounts.flatMap(({ email }) =>
        Array.from({ length: 4 }, () =>
          post(ctx, '/api/auth/login', { email, password: PASSWORD, role: 'job_seeker' }),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    const left = await ctx.db
      .select()
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          expired.map((row) => row.id),
        ),
      );
    expect(left).toHaveLength(0);
  });

  it('a password change keeps this session and ends the others; a reset ends them all', async () => {
    const { email } = await createVerifiedUser(ctx);
    const here = await login(ctx, email);
    const there = await login(ctx, email);
    const changed = await post(
      ctx,
      '/api/users/change-password',
      { currentPassword: 'correct-horse-1', newPassword: 'another-horse-2' },
      bearer(here),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = (changed.json() as { token: string }).token;
    expect(claimsOf(fresh).sid).toBe(claimsOf(here).sid);
    expect((await me(fresh)).statusCode).toBe(200);
    expectError(await me(here), 401, authMessages.sessionExpired);
    expectError(await me(there), 401, authMessages.sessionExpired);
    // Logging out the fresh token ends that same session.
    expect((await logout(fresh)).statusCode).toBe(204);
    expectError(await me(fresh), 401, authMessages.sessionExpired);
  });
});
