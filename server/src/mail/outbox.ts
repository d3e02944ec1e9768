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
};

/**
 * Queues one email for the delivery worker. Pass the transaction of the change that causes the mail, so the
 * mail exists exactly when the change committed. Returns the row id (its idempotency key), or null when
 * `dedupeKey` was queued before.
 */
export async function queueMail(db: Executor, mail: QueuedMail): Promise<string | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      link: mail.link ?? null,
      headers: mail.headers ?? {},
      userId: mail.userId ?? null,
      kind: mail.kind ?? 'account',
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}
