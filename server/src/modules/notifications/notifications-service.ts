import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  type Notification,
  type NotificationPreference,
  type NotificationsPage,
  notificationMessages,
  OPTIONAL_NOTIFICATION_KINDS,
  type Role,
} from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { PG, pgErrorCode } from '../../db/pg-errors.ts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { effectiveChoice } from './notify.ts';

const listed = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.shown, true));

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(listed(userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The user's in-app notifications, newest first, a page at a time, with the total and the unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): Promise<NotificationsPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(listed(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` })
    .from(notifications)
    .where(listed(userId));
  const items: Notification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as Notification['kind'],
    params: row.params,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: totals?.total ?? 0, unread: totals?.unread ?? 0, page, pageSize };
}

/** Marks one of the user's own notifications read (again is fine); another user's or an unknown id is a 404. */
export async function markRead(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(notificationMessages.notFound);
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), listed(userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound(notificationMessages.notFound);
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(listed(userId), isNull(notifications.readAt)));
}

/** The user's choice for each kind the role can turn off (defaults where nothing is stored). */
export async function getPreferences(db: Db, userId: string, role: Role): Promise<NotificationPreference[]> {
  const stored = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return OPTIONAL_NOTIFICATION_KINDS[role].map((kind) => {
    const choice = effectiveChoice(role, kind, stored.find((row) => row.kind === kind) ?? null);
    return { kind, inApp: choice.inApp, email: choice.email, digest: choice.digest };
  });
}

/** Stores the given kinds' choices (one upsert each, in one transaction); a kind the role cannot change is a 400. */
export async function setPreferences(
  db: Db,
  userId: string,
  role: Role,
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  for (const pref of preferences) {
    if (!OPTIONAL_NOTIFICATION_KINDS[role].includes(pref.kind)) throw badRequest(notificationMessages.kindNotOptional);
  }
  await db.transaction(async (tx) => {
    for (const pref of preferences) {
      const values = { inApp: pref.inApp, email: pref.email, digest: effectiveChoice(role, pref.kind, pref).digest };
      await tx
        .insert(notificationPreferences)
        .values({ userId, kind: pref.kind, ...values })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: values });
    }
  });
  return getPreferences(db, userId, role);
}

/** One-click unsubscribe: email off for exactly this kind (in-app stays as it was). */
export async function unsubscribe(db: Db, userId: string, kind: NotificationPreference['kind']): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  try {
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, email: false, digest: false })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email: false, digest: false },
      });
  } catch (error) {
    // The account was deleted meanwhile: nothing is left to turn off.
    if (pgErrorCode(error) === PG.foreignKeyViolation) return false;
    throw error;
  }
  return true;
}

export async function setLanguage(db: Db, userId: string, language: 'en' | 'ne'): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
