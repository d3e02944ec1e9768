import { and, eq } from 'drizzle-orm';
import { DIGEST_NOTIFICATION_KINDS, type NotificationKind, OPTIONAL_NOTIFICATION_KINDS } from 'shared-api/contract';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { queueMail } from '../../mail/outbox.ts';
import { type Language, notificationMail } from './notification-mail.ts';
import { unsubscribeUrl } from './unsubscribe-tokens.ts';

export type NotifyConfig = Pick<Config, 'publicUrl' | 'jwtSecret' | 'statusMailDelayMs' | 'messageMailDelayMs'>;

export type NotifyEvent = {
  userId: string;
  kind: NotificationKind;
  /** What the text is built from (see notificationSchema.params). */
  params: Record<string, string | null>;
  /** The app path of the thing it is about. */
  link: string;
  /** A notification that must exist once (e.g. `job_closing:<job>:<seeker>`): a second one does nothing. */
  dedupeKey?: string;
  /** Its email replaces an unsent one of the same key, and waits this long before it goes (queueMail). */
  mail?: { replaceKey: string; delayMs: number };
  /** Files sent with its email, made in the recipient's language (a calendar invitation). */
  attachments?: (language: Language) => MailAttachment[];
};

/** A user's choice for one kind; kinds the user's role cannot turn off are always on, immediate. */
export function effectiveChoice(
  role: keyof typeof OPTIONAL_NOTIFICATION_KINDS,
  kind: NotificationKind,
  stored: { inApp: boolean; email: boolean; digest: boolean } | null,
) {
  if (!OPTIONAL_NOTIFICATION_KINDS[role].includes(kind))
    return { optional: false, inApp: true, email: true, digest: false };
  return {
    optional: true,
    inApp: stored?.inApp ?? true,
    email: stored?.email ?? true,
    digest: DIGEST_NOTIFICATION_KINDS.includes(kind) && (stored?.digest ?? false),
  };
}

/**
 * Records one event for one user, inside the caller's transaction (the change that caused it): a notifications
 * row (listed in the app when the user wants it in-app, or kept for the daily digest) and, when the user wants
 * it by email now, the email in mail_outbox in the user's language — with one-click unsubscribe for kinds that
 * can be turned off. Returns false when `dedupeKey` was notified before (nothing written).
 */
export async function notify(tx: Executor, config: NotifyConfig, event: NotifyEvent): Promise<boolean> {
  const [user] = await tx
    .select({
      email: users.email,
      language: users.language,
      role: users.role,
      deletedAt: users.deletedAt,
      pref: {
        inApp: notificationPreferences.inApp,
        email: notificationPreferences.email,
        digest: notificationPreferences.digest,
      },
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, event.kind)),
    )
    .where(eq(users.id, event.userId));
  if (!user || user.deletedAt) return false;
  const choice = effectiveChoice(user.role, event.kind, user.pref?.inApp == null ? null : user.pref);
  const mailNow = choice.email && !choice.digest;
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: event.userId,
      kind: event.kind,
      params: event.params,
      link: event.link,
      shown: choice.inApp,
      digestPending: choice.email && choice.digest,
      dedupeKey: event.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (!row) return false;
  if (mailNow) {
    const mail = notificationMail(event.kind, event.params, {
      to: user.email,
      language: user.language,
      link: `${config.publicUrl}${event.link}`,
      unsubscribeUrl: choice.optional
        ? unsubscribeUrl(config.publicUrl, config.jwtSecret, event.userId, event.kind)
        : undefined,
    });
    await queueMail(tx, {
      ...mail,
      userId: event.userId,
      kind: event.kind,
      ...event.mail,
      attachments: event.attachments?.(user.language),
    });
  }
  return true;
}
