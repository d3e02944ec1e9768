import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AdminPage, type MessageReport, type MessageReportAction, messageMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import {
  applicationMessages,
  applications,
  employerProfiles,
  jobs,
  messageReports,
  seekerProfiles,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { inOrder, listPage, type Paging } from '../admin/admin-paging.ts';
import { setUserActive } from '../admin/admin-users-service.ts';

const sender = alias(users, 'sender');
const reporterSeeker = alias(seekerProfiles, 'reporter_seeker');
const reporterEmployer = alias(employerProfiles, 'reporter_employer');

/** The open reports of the given ids with their message, both parties' names and the application. */
async function reportsByIds(db: Executor, ids: string[]): Promise<MessageReport[]> {
  const rows = await db
    .select({
      id: messageReports.id,
      reason: messageReports.reason,
      reportedAt: messageReports.createdAt,
      reporterName: sql<string>`coalesce(${reporterSeeker.fullName}, ${reporterEmployer.companyName}, '')`,
      message: applicationMessages,
      senderActive: sender.isActive,
      jobId: jobs.id,
      jobTitle: jobs.title,
      seekerId: applications.seekerId,
      seekerName: sql<string>`coalesce(${seekerProfiles.fullName}, '')`,
      companyName: sql<string>`coalesce(${employerProfiles.companyName}, '')`,
    })
    .from(messageReports)
    .innerJoin(applicationMessages, eq(applicationMessages.id, messageReports.messageId))
    .innerJoin(sender, eq(sender.id, applicationMessages.senderId))
    .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.seekerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(reporterSeeker, eq(reporterSeeker.userId, messageReports.reporterId))
    .leftJoin(reporterEmployer, eq(reporterEmployer.userId, messageReports.reporterId))
    .where(inArray(messageReports.id, ids));
  return rows.map((row) => {
    const fromEmployer = row.message.from === 'employer';
    return {
      id: row.id,
      reason: row.reason,
      reportedAt: row.reportedAt.toISOString(),
      reporterName: row.reporterName,
      message: {
        id: row.message.id,
        body: row.message.body,
        createdAt: row.message.createdAt.toISOString(),
        from: row.message.from,
      },
      sender: {
        id: row.message.senderId,
        name: fromEmployer ? row.companyName : row.seekerName,
        isActive: row.senderActive,
      },
      recipientName: fromEmployer ? row.seekerName : row.companyName,
      application: {
        id: row.message.applicationId,
        jobId: row.jobId,
        jobTitle: row.jobTitle,
        seekerId: row.seekerId,
      },
    };
  });
}

/** GET /admin/message-reports: the open reports, newest first, a page at a time (on message_reports_open_idx). */
export async function listMessageReports(db: Executor, query: Paging): Promise<AdminPage<MessageReport>> {
  const page = await listPage(
    db,
    {
      from: sql`${messageReports}`,
      where: [sql`${messageReports.settledAt} is null`],
      id: sql`${messageReports.id}`,
      order: [
        { expr: sql`${messageReports.createdAt}`, cast: 'timestamptz' },
        { expr: sql`${messageReports.id}`, cast: 'uuid' },
      ],
      direction: 'desc',
    },
    query,
  );
  const items = await inOrder(page.ids, (ids) => reportsByIds(db, ids));
  return { items, total: page.total, page: query.page, pageSize: query.pageSize, prev: page.prev, next: page.next };
}

/**
 * POST /admin/message-reports/:id: `dismiss` settles this report; `deactivate` deactivates the sender through the
 * administrators' deactivation (sessions ended, told by notification, audited) and settles every open report of
 * their messages. A report already settled (or unknown) is a 404.
 */
export async function settleMessageReport(
  ctx: AppContext,
  actorId: string,
  reportId: string,
  action: MessageReportAction,
): Promise<void> {
  if (!isUuid(reportId)) throw notFound(messageMessages.reportNotFound);
  const settled = { settledAt: sql`now()`, settledBy: actorId } as const;
  if (action === 'dismiss') {
    const done = await ctx.db
      .update(messageReports)
      .set({ ...settled, outcome: 'dismissed' })
      .where(and(eq(messageReports.id, reportId), isNull(messageReports.settledAt)))
      .returning({ id: messageReports.id });
    if (done.length === 0) throw notFound(messageMessages.reportNotFound);
    return;
  }
  const [report] = await ctx.db
    .select({ senderId: applicationMessages.senderId })
    .from(messageReports)
    .innerJoin(applicationMessages, eq(applicationMessages.id, messageReports.messageId))
    .where(and(eq(messageReports.id, reportId), isNull(messageReports.settledAt)));
  if (!report) throw notFound(messageMessages.reportNotFound);
  await setUserActive(ctx, actorId, report.senderId, false);
  await ctx.db
    .update(messageReports)
    .set({ ...settled, outcome: 'deactivated' })
    .where(
      and(
        isNull(messageReports.settledAt),
        inArray(
          messageReports.messageId,
          ctx.db
            .select({ id: applicationMessages.id })
            .from(applicationMessages)
            .where(eq(applicationMessages.senderId, report.senderId)),
        ),
      ),
    );
}
