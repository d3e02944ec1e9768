import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  MESSAGES_PER_SENDER_PER_HOUR,
  MESSAGES_PER_THREAD,
  type MessageBody,
  type MessageReportBody,
  type MessageSide,
  type MessageThread,
  messageMessages,
  type ThreadMessage,
  UNREAD_THREADS_MAX,
  type UnreadMessages,
} from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { applicationMessages, applications, jobs, messageReports, notifications } from '../../db/schema.ts';
import { conflict, HttpError, notFound, tooManyRequests } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { cancelQueuedMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import type { UserRow } from '../users/wire-user.ts';
import { type Thread, threadFor, threadLink } from './thread-access.ts';

type MessageRow = typeof applicationMessages.$inferSelect;

const otherSide = (side: MessageSide): MessageSide => (side === 'employer' ? 'job_seeker' : 'employer');

/** The key of a recipient's unsent message email: while it waits, further messages add none. */
const messageMailKey = (applicationId: string, recipientId: string) => `message:${applicationId}:${recipientId}`;

const toMessage = (row: MessageRow, reader: MessageSide, reported: boolean): ThreadMessage => ({
  id: row.id,
  from: row.from,
  mine: row.from === reader,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  reported,
});

/**
 * GET /applications/:id/messages: the thread, oldest first. Opening it reads it: the messages to the reader are
 * marked read, their new-message notification too, and an email about them that has not gone yet is dropped.
 */
export async function readThread(ctx: AppContext, actor: UserRow, applicationId: string): Promise<MessageThread> {
  const thread = await threadFor(ctx.db, actor, applicationId);
  const rows = await ctx.db.transaction(async (tx) => {
    const opened = await tx
      .update(applicationMessages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(applicationMessages.applicationId, thread.applicationId),
          eq(applicationMessages.from, otherSide(thread.you)),
          isNull(applicationMessages.readAt),
        ),
      )
      .returning({ id: applicationMessages.id });
    if (opened.length > 0) {
      await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, actor.id),
            eq(notifications.kind, 'message_received'),
            eq(notifications.link, threadLink(thread, thread.you)),
            isNull(notifications.readAt),
          ),
        );
      await cancelQueuedMail(tx, messageMailKey(thread.applicationId, actor.id));
    }
    return tx
      .select({ message: applicationMessages, reportId: messageReports.id })
      .from(applicationMessages)
      .leftJoin(
        messageReports,
        and(eq(messageReports.messageId, applicationMessages.id), eq(messageReports.reporterId, actor.id)),
      )
      .where(eq(applicationMessages.applicationId, thread.applicationId))
      .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id));
  });
  return {
    applicationId: thread.applicationId,
    jobId: thread.jobId,
    jobTitle: thread.jobTitle,
    seekerId: thread.seekerId,
    you: thread.you,
    otherName: thread.otherName,
    open: thread.open,
    messages: rows.map((row) => toMessage(row.message, thread.you, row.reportId !== null)),
  };
}

/** To the recipient, in the send's transaction: a notification and a (delayed) email, once per unread burst. */
async function notifyRecipient(tx: Executor, ctx: AppContext, thread: Thread, body: string) {
  await notify(tx, ctx.config, {
    userId: thread.otherId,
    kind: 'message_received',
    params: {
      jobTitle: thread.jobTitle,
      jobId: thread.jobId,
      applicationId: thread.applicationId,
      senderName: thread.yourName,
      from: thread.you,
      body,
    },
    link: threadLink(thread, otherSide(thread.you)),
    mail: {
      replaceKey: messageMailKey(thread.applicationId, thread.otherId),
      delayMs: ctx.config.messageMailDelayMs ?? 0,
    },
  });
}

/**
 * POST /applications/:id/messages. Under the application's row lock: the thread must be open, hold fewer than
 * MESSAGES_PER_THREAD messages, and the sender must have sent fewer than MESSAGES_PER_SENDER_PER_HOUR in the last
 * hour. The recipient is told when this message starts an unread run (the first they have not read yet); the
 * messages after it wait in the same notification and email until they open the thread.
 */
export async function sendMessage(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
  input: MessageBody,
): Promise<ThreadMessage> {
  return ctx.db.transaction(async (tx) => {
    const thread = await threadFor(tx, actor, applicationId, true);
    if (!thread.open) throw conflict(messageMessages.threadClosed);
    const [held] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        lastHour: sql<number>`(count(*) filter (where ${applicationMessages.senderId} = ${actor.id}
          and ${applicationMessages.createdAt} > now() - interval '1 hour'))::int`,
        retryAfter: sql<number | null>`extract(epoch from min(${applicationMessages.createdAt}) filter (
          where ${applicationMessages.senderId} = ${actor.id} and ${applicationMessages.createdAt} > now() - interval '1 hour')
          + interval '1 hour' - now())::float8`,
        unreadFromMe: sql<number>`(count(*) filter (where ${applicationMessages.from} = ${thread.you}
          and ${applicationMessages.readAt} is null))::int`,
      })
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, thread.applicationId));
    if ((held?.total ?? 0) >= MESSAGES_PER_THREAD) throw conflict(messageMessages.threadFull);
    if ((held?.lastHour ?? 0) >= MESSAGES_PER_SENDER_PER_HOUR) {
      // The catalogue's code (message.senderHourlyLimit), so each language says it; Retry-After as any 429.
      const limited = new HttpError(429, messageMessages.senderHourlyLimit);
      limited.headers = tooManyRequests(limited.message, held?.retryAfter ?? 3600).headers;
      throw limited;
    }
    const [row] = await tx
      .insert(applicationMessages)
      .values({ applicationId: thread.applicationId, senderId: actor.id, from: thread.you, body: input.body })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    if ((held?.unreadFromMe ?? 0) === 0) await notifyRecipient(tx, ctx, thread, input.body);
    return toMessage(row, thread.you, false);
  });
}

/** POST /messages/:id/report: the recipient of a message reports it, once. */
export async function reportMessage(
  ctx: AppContext,
  actor: UserRow,
  messageId: string,
  input: MessageReportBody,
): Promise<void> {
  if (!isUuid(messageId)) throw notFound(messageMessages.messageNotFound);
  const [message] = await ctx.db
    .select({ applicationId: applicationMessages.applicationId, senderId: applicationMessages.senderId })
    .from(applicationMessages)
    .where(eq(applicationMessages.id, messageId));
  if (!message) throw notFound(messageMessages.messageNotFound);
  // Only a party of the thread may report (anyone else: 404, the message is not theirs to see).
  await threadFor(ctx.db, actor, message.applicationId).catch((error: unknown) => {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) {
      throw notFound(messageMessages.messageNotFound);
    }
    throw error;
  });
  if (message.senderId === actor.id) throw conflict(messageMessages.reportOwnMessage);
  const [row] = await ctx.db
    .insert(messageReports)
    .values({ messageId, reporterId: actor.id, reason: input.reason })
    .onConflictDoNothing({ target: [messageReports.messageId, messageReports.reporterId] })
    .returning({ id: messageReports.id });
  if (!row) throw conflict(messageMessages.alreadyReported);
}

/** The messages not yet read by `user`, in all and per thread (the threads with the newest unread first). */
export async function unreadMessages(executor: Executor, user: Pick<UserRow, 'id' | 'role'>): Promise<UnreadMessages> {
  if (user.role === 'admin') return { total: 0, threads: [] };
  const toMe = user.role === 'employer' ? eq(jobs.employerId, user.id) : eq(applications.seekerId, user.id);
  const from: MessageSide = user.role === 'employer' ? 'job_seeker' : 'employer';
  const rows = await executor
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      seekerId: applications.seekerId,
      unread: sql<number>`count(*)::int`,
    })
    .from(applicationMessages)
    .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(toMe, eq(applicationMessages.from, from), isNull(applicationMessages.readAt)))
    .groupBy(applications.id, jobs.id)
    .orderBy(desc(sql`max(${applicationMessages.createdAt})`));
  return {
    total: rows.reduce((sum, row) => sum + row.unread, 0),
    threads: rows.slice(0, UNREAD_THREADS_MAX),
  };
}

/** The unread count alone (the bell). */
export async function unreadMessageCount(executor: Executor, user: Pick<UserRow, 'id' | 'role'>): Promise<number> {
  return (await unreadMessages(executor, user)).total;
}

/** Every thread `user` is a party of, with its messages oldest first, for their data export. */
export async function threadsOf(executor: Executor, user: Pick<UserRow, 'id' | 'role'>) {
  if (user.role === 'admin') return [];
  const mine = user.role === 'employer' ? eq(jobs.employerId, user.id) : eq(applications.seekerId, user.id);
  const side: MessageSide = user.role === 'employer' ? 'employer' : 'job_seeker';
  const rows = await executor
    .select({ message: applicationMessages, jobId: jobs.id, jobTitle: jobs.title, seekerId: applications.seekerId })
    .from(applicationMessages)
    .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(mine)
    .orderBy(asc(applicationMessages.applicationId), asc(applicationMessages.createdAt));
  const threads = new Map<string, { applicationId: string; jobId: string; jobTitle: string; messages: object[] }>();
  for (const row of rows) {
    const id = row.message.applicationId;
    const thread = threads.get(id) ?? { applicationId: id, jobId: row.jobId, jobTitle: row.jobTitle, messages: [] };
    thread.messages.push({
      from: row.message.from === side ? 'me' : row.message.from,
      body: row.message.body,
      sentAt: row.message.createdAt.toISOString(),
      readAt: row.message.readAt?.toISOString() ?? null,
    });
    threads.set(id, thread);
  }
  return [...threads.values()];
}

/**
 * A deleted account's messages go with it (their words are their personal data), and so do the reports they
 * made; the other party keeps their own messages, and the thread, now closed, stays readable to them.
 */
export async function deleteMessagesOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(messageReports).where(eq(messageReports.reporterId, userId));
  await tx.delete(applicationMessages).where(eq(applicationMessages.senderId, userId));
}
