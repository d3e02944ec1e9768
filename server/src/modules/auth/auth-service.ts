import { eq, sql } from 'drizzle-orm';
import { authMessages, type Role, type SignupBody, type signupBodySchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { certifications, employerProfiles, seekerProfiles, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors.ts';
import { passwordResetMail, verificationMail } from '../../mail/templates.ts';
import { toWireUser, type UserRow } from '../users/wire-user.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';

type SignupInput = z.output<typeof signupBodySchema>;

export type { SignupBody };

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

async function findByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

async function sendVerification(ctx: AppContext, user: UserRow): Promise<void> {
  const token = await issueEmailToken(ctx.db, user.id, 'verify_email');
  await ctx.mailer.send(verificationMail(user.email, `${ctx.config.publicUrl}/verify-email?token=${token}`));
}

async function sendReset(ctx: AppContext, user: UserRow): Promise<void> {
  const token = await issueEmailToken(ctx.db, user.id, 'reset_password');
  await ctx.mailer.send(passwordResetMail(user.email, `${ctx.config.publicUrl}/reset-password?token=${token}`));
}

export async function signup(ctx: AppContext, input: SignupInput): Promise<void> {
  if (await findByEmail(ctx, input.email)) throw conflict(authMessages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          role: input.role,
          approvalStatus: input.role === 'employer' ? 'pending' : null,
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      if (input.role === 'employer') {
        const p = input.profile;
        await tx.insert(employerProfiles).values({
          userId: created.id,
          companyName: p.companyName,
          companyDescription: p.description,
          website: p.website,
          address: p.address,
        });
      } else {
        const p = input.profile;
        await tx.insert(seekerProfiles).values({
          userId: created.id,
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
              userId: created.id,
              name: c.name,
              issuingOrganization: c.issuingOrganization,
              issueDate: c.issueDate,
            })),
          );
        }
      }
      return created;
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
    throw error;
  }
  // The account exists either way; a failed mail is logged and the user can ask for a new link.
  await sendVerification(ctx, user).catch((error) =>
    ctx.log.error({ err: error, userId: user.id }, 'verification mail failed'),
  );
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
    // Opening the link proves the inbox is theirs, so the email counts as verified too.
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  });
}

export async function login(ctx: AppContext, email: string, password: string, role: Role) {
  const user = await findByEmail(ctx, email);
  if (!user) {
    await burnPasswordCheck(password);
    throw unauthorized(authMessages.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(authMessages.invalidCredentials);
  if (!user.isActive) throw forbidden(authMessages.deactivated);
  if (!user.emailVerifiedAt) throw forbidden(authMessages.unverified);
  if (user.role !== role) throw forbidden(authMessages.roleMismatch);
  const token = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { user: await toWireUser(ctx.db, user), token };
}

/** Ends every other session by bumping the token version; returns a fresh token for this one. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(authMessages.currentPasswordWrong);
  const passwordHash = await hashPassword(newPassword);
  const [updated] = await ctx.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning({ tokenVersion: users.tokenVersion });
  if (!updated) throw unauthorized(authMessages.sessionExpired);
  return ctx.tokens.sign({ userId: user.id, tokenVersion: updated.tokenVersion });
}
