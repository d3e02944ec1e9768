import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail } from './mailer.ts';

export type QueuedMail = Mail & {
  /** The recipient's user id (null for an anonymous alert subscriber). */
  userId?: string | null;
  /** `account` (default), a notification kind, `job_alert`… */
  kind?: string;
  /** A mail that must exist once (a reminder, a digest): queuing the same key again does nothing. */
  dedupeKey?: string;
  /** News a later change makes stale: queuing the same key again replaces the mail while it is still unsent. */
  replaceKey?: string;
  /** Send no earlier than this many milliseconds from now (so a quick second change can replace it). */
  delayMs?: number;
};

/**
 * Queues one email for the delivery worker. Pass the transaction of the change that causes the mail, so the
 * mail exists exactly when the change committed. Returns the row id (its idempotency key), or null when
 * `dedupeKey` was queued before.
 */
export async function queueMail(db: Executor, mail: QueuedMail): Promise<string | null> {
  const content = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    link: mail.link ?? null,
    headers: mail.headers ?? {},
    attachments: mail.attachments ?? [],
    userId: mail.userId ?? null,
    kind: mail.kind ?? 'account',
    nextAttemptAt: sql`now() + make_interval(secs => ${(mail.delayMs ?? 0) / 1000})`,
  };
  const insert = db
    .insert(mailOutbox)
    .values({ ...content, dedupeKey: mail.dedupeKey ?? null, replaceKey: mail.replaceKey ?? null });
  const [row] = await (mail.replaceKey
    ? insert.onConflictDoUpdate({
        target: mailOutbox.replaceKey,
        targetWhere: sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`,
        set: { ...content, createdAt: sql`now()` },
      })
    : insert.onConflictDoNothing({ target: mailOutbox.dedupeKey })
  ).returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** Drops the unsent mail of a replace key (the news it carried is no longer true); a mail being sent stays. */
export async function cancelQueuedMail(db: Executor, replaceKey: string): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.replaceKey, replaceKey), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
}
