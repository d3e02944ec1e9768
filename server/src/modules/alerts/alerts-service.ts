import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import {
  ALERTS_PER_EMAIL_MAX,
  ALERTS_PER_USER_MAX,
  type AlertQuery,
  type alertCreateBodySchema,
  alertMessages,
  type alertSubscribeBodySchema,
  type alertUpdateBodySchema,
  type JobAlert,
  localizedPath,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { lockUserRow } from '../../db/locks.ts';
import { jobAlerts } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { queueMail } from '../../mail/outbox.ts';
import { alertConfirmMail } from './alert-mail.ts';
import { alertSearchParams } from './alert-matching.ts';
import { hashConfirmToken, isUnsubscribeToken, newConfirmToken } from './alert-tokens.ts';

type AlertRow = typeof jobAlerts.$inferSelect;
type CreateBody = z.output<typeof alertCreateBodySchema>;
type SubscribeBody = z.output<typeof alertSubscribeBodySchema>;
type UpdateBody = z.output<typeof alertUpdateBodySchema>;

/** How long a double opt-in link stays valid; unconfirmed subscriptions older than this are deleted. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

export function toJobAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    frequency: row.frequency,
    paused: row.status === 'paused',
    search: alertSearchParams(row.query),
    query: row.query,
    createdAt: row.createdAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
  };
}

export async function listAlerts(ctx: AppContext, userId: string): Promise<JobAlert[]> {
  const rows = await ctx.db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(sql`${jobAlerts.kind} = 'search'`, asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return rows.map(toJobAlert);
}

/** A user's alert, counted against ALERTS_PER_USER_MAX under the user's row lock (so parallel creates stop at it). */
export async function createAlert(ctx: AppContext, userId: string, body: CreateBody): Promise<JobAlert> {
  return ctx.db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const [owned] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
    if ((owned?.n ?? 0) >= ALERTS_PER_USER_MAX) throw conflict(alertMessages.tooMany);
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        userId,
        kind: 'search',
        name: body.name,
        query: body.query as AlertQuery,
        frequency: body.frequency,
        locale: body.locale,
        status: 'active',
      })
      .returning();
    if (!row) throw new Error('alert insert returned nothing');
    return toJobAlert(row);
  });
}

async function ownedAlert(executor: Executor, userId: string, id: string): Promise<AlertRow> {
  if (!isUuid(id)) throw notFound(alertMessages.notFound);
  const [row] = await executor
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
  if (!row) throw notFound(alertMessages.notFound);
  return row;
}

export async function updateAlert(ctx: AppContext, userId: string, id: string, body: UpdateBody): Promise<JobAlert> {
  const before = await ownedAlert(ctx.db, userId, id);
  const [row] = await ctx.db
    .update(jobAlerts)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.frequency !== undefined && { frequency: body.frequency }),
      ...(body.paused !== undefined && { status: body.paused ? ('paused' as const) : ('active' as const) }),
      // Resuming starts from now: a paused alert does not mail what was posted while it was off.
      ...(body.paused === false && before.status === 'paused' && { lastRunAt: sql`now()` }),
    })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning();
  if (!row) throw notFound(alertMessages.notFound);
  return toJobAlert(row);
}

export async function deleteAlert(ctx: AppContext, userId: string, id: string): Promise<void> {
  const row = await ownedAlert(ctx.db, userId, id);
  if (row.kind === 'profile') throw badRequest(alertMessages.profileAlertKept);
  await ctx.db.delete(jobAlerts).where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
}

/**
 * An anonymous subscription: stored pending and a confirmation mail queued in the same transaction. At most
 * ALERTS_PER_EMAIL_MAX (pending or active) per email, counted under a transaction lock on the address, so a
 * flood of parallel requests for one victim's address makes at most that many mails.
 */
export async function subscribeAnonymously(ctx: AppContext, body: SubscribeBody): Promise<void> {
  const { token, hash } = newConfirmToken();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job-alert-email:${body.email}`}, 0))`);
    // Expired confirmations do not count (and go).
    await tx
      .delete(jobAlerts)
      .where(
        and(
          eq(jobAlerts.email, body.email),
          eq(jobAlerts.status, 'pending'),
          lt(jobAlerts.createdAt, new Date(Date.now() - CONFIRM_TTL_MS)),
        ),
      );
    const [owned] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.email, body.email));
    if ((owned?.n ?? 0) >= ALERTS_PER_EMAIL_MAX) throw conflict(alertMessages.tooManyForEmail);
    await tx.insert(jobAlerts).values({
      email: body.email,
      kind: 'search',
      name: body.name,
      query: body.query as AlertQuery,
      frequency: body.frequency,
      locale: body.locale,
      status: 'pending',
      confirmTokenHash: hash,
    });
    // The page in the reader's language (public pages have a URL per language).
    const link = `${ctx.config.publicUrl}${localizedPath(`/alerts/confirm?token=${encodeURIComponent(token)}`, body.locale)}`;
    await queueMail(tx, alertConfirmMail(body.email, body.locale, body.name, link));
  });
}

/** Follows the double opt-in link: the alert becomes active (once; the token is then gone). */
export async function confirmSubscription(ctx: AppContext, token: string): Promise<void> {
  const updated = await ctx.db
    .update(jobAlerts)
    .set({ status: 'active', confirmTokenHash: null, lastRunAt: sql`now()` })
    .where(
      and(
        eq(jobAlerts.confirmTokenHash, hashConfirmToken(token)),
        eq(jobAlerts.status, 'pending'),
        sql`${jobAlerts.createdAt} > now() - ${CONFIRM_TTL_MS} * interval '1 millisecond'`,
      ),
    )
    .returning({ id: jobAlerts.id });
  if (updated.length === 0) throw badRequest(alertMessages.invalidLink);
}

/**
 * One-click unsubscribe (no login): an anonymous subscription is deleted, a user's alert paused (the user can
 * turn it back on in settings). Only the alert the signed token names; a second click answers the same.
 */
export async function unsubscribe(ctx: AppContext, alertId: string, token: string): Promise<void> {
  if (!isUuid(alertId) || !isUnsubscribeToken(ctx.config.jwtSecret, alertId, token)) {
    throw badRequest(alertMessages.invalidLink);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(jobAlerts).where(and(eq(jobAlerts.id, alertId), sql`${jobAlerts.userId} is null`));
    await tx.update(jobAlerts).set({ status: 'paused' }).where(eq(jobAlerts.id, alertId));
  });
}
