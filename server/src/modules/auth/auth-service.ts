import { eq, sql } from 'drizzle-orm';
import { authMessages, type Role, type SignupBody, type signupBodySchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { assertAcceptablePassword } from '../../auth/password-policy.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { endOtherSessions, endSession, startSession } from '../../auth/sessions.ts';
import { certifications, employerProfiles, seekerProfiles, users } from '../../db/schema.ts';
import { badRequest, forbidden, unauthorized } from '../../errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { passwordResetMail, signupAttemptMail, verificationMail } from '../../mail/templates.ts';
import { clearAccountAttempts, takeAccountAttempt } from '../../rate-limit/account-attempts.ts';
import { toWireUser, type UserRow } from '../users/wire-user.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';

type SignupInput = z.output<typeof signupBodySchema>;

export type { SignupBody };

async function findByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

async function sendVerification(ctx: AppContext, user: UserRow): Promise<void> {
  const token = await issueEmailToken(ctx.db, user.id, 'verify_email');
  await queueMail(ctx.db, {
    ...verificationMail(user.email, `${ctx.config.publicUrl}/verify-email?token=${token}`, user.language),
    userId: user.id,
  });
}

async function resetLink(ctx: AppContext, user: UserRow): Promise<string> {
  const token = await issueEmailToken(ctx.db, user.id, 'reset_password');
  return `${ctx.config.publicUrl}/reset-password?token=${token}`;
}

async function sendReset(ctx: AppContext, user: UserRow): Promise<void> {
  await queueMail(ctx.db, {
    ...passwordResetMail(user.email, await resetLink(ctx, user), user.language),
    userId: user.id,
  });
}

async function sendSignupAttempt(ctx: AppContext, user: UserRow): Promise<void> {
  await queueMail(ctx.db, {
    ...signupAttemptMail(user.email, await resetLink(ctx, user), user.language),
    userId: user.id,
  });
}

/**
 * Answers alike whether or not the email is registered (no account enumeration): the password is hashed either
 * way, mail goes out in the background either way, and the owner of an existing account gets a mail saying
 * someone tried, with a reset link. ON CONFLICT DO NOTHING lets the unique index decide between racing sign-ups.
 */
/**
 * `pageLanguage`: the language of the page the form was sent from (its cookie), used when the body does not say;
 * the account's emails follow it from the first, verification included.
 */
export async function signup(ctx: AppContext, input: SignupInput, pageLanguage: 'en' | 'ne' = 'en'): Promise<void> {
  assertAcceptablePassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        role: input.role,
        approvalStatus: input.role === 'employer' ? 'pending' : null,
        language: input.language ?? pageLanguage,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) return undefined;
    if (input.role === 'employer') {
      const p = input.profile;
      await tx.insert(employerProfiles).values({
        userId: row.id,
        companyName: p.companyName,
        companyDescription: p.description,
        website: p.website,
        address: p.address,
      });
    } else {
      const p = input.profile;
      await tx.insert(seekerProfiles).values({
        userId: row.id,
        fullName: p.fullName,
        headline: p.headline,
        summary: p.summary,
        phone: p.contact.phone,
        address: p.contact.address,
        skills: p.skills,
        preferences: p.preferences,
      });
      if (p.certifications.length > 0) {
        await tx.insert(certifications).values(
          p.certifications.map((c) => ({
            id: c.id,
            userId: row.id,
            name: c.name,
            issuingOrganization: c.issuingOrganization,
            issueDate: c.issueDate,
          })),
        );
      }
    }
    return row;
  });
  if (created) {
    ctx.background(sendVerification(ctx, created));
    return;
  }
  const owner = await findByEmail(ctx, input.email);
  if (owner) ctx.background(sendSignupAttempt(ctx, owner));
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const userId = await consumeEmailToken(ctx.db, token, 'verify_email');
  if (!userId) throw badRequest(authMessages.invalidToken);
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Answers the same whatever the account state; mail goes out in the background so timing reveals nothing. */
export async function resendVerification(ctx: AppContext, email: string): Promise<void> {
  const user = await findByEmail(ctx, email);
  if (!user || user.emailVerifiedAt) return;
  ctx.background(sendVerification(ctx, user));
}

export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findByEmail(ctx, email);
  if (!user) return;
  ctx.background(sendReset(ctx, user));
}

export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password');
    if (!userId) throw badRequest(authMessages.invalidToken);
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    // A refused password rolls the transaction back, so the link still works for a better one.
    if (owner) assertAcceptablePassword(password, owner.email);
    // Opening the link proves the inbox is theirs, so the email counts as verified too.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await endOtherSessions(tx, userId);
  });
}

export async function login(ctx: AppContext, email: string, password: string, role: Role) {
  // Counted per account before any argon2 verify, whatever the IP; a right password clears the count.
  const attempts = `login:${email.toLowerCase()}`;
  await takeAccountAttempt(ctx, attempts);
  const user = await findByEmail(ctx, email);
  if (!user) {
    await burnPasswordCheck(password);
    throw unauthorized(authMessages.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(authMessages.invalidCredentials);
  await clearAccountAttempts(ctx, attempts);
  if (!user.isActive) throw forbidden(authMessages.deactivated);
  if (!user.emailVerifiedAt) throw forbidden(authMessages.unverified);
  if (user.role !== role) throw forbidden(authMessages.roleMismatch);
  const token = await startSession(ctx.db, ctx.tokens, user);
  return { user: await toWireUser(ctx.db, user), token };
}

/** Ends every other session of the user; returns a fresh token for this one (same session row). */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const attempts = `change-password:${user.id}`;
  await takeAccountAttempt(ctx, attempts);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(authMessages.currentPasswordWrong);
  await clearAccountAttempts(ctx, attempts);
  assertAcceptablePassword(newPassword, user.email, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  const tokenVersion = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return endOtherSessions(tx, user.id, sessionId);
  });
  if (tokenVersion === undefined) throw unauthorized(authMessages.sessionExpired);
  return ctx.tokens.sign({ userId: user.id, sessionId, tokenVersion });
}

/** Logout: this token's session ends on the server; the user's other sessions go on. */
export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await endSession(ctx.db, sessionId);
}

/** "Log out of all devices": every session of the user ends, this one included. */
export async function logoutAll(ctx: AppContext, userId: string): Promise<void> {
  await endOtherSessions(ctx.db, userId);
}
