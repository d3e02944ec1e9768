import { and, eq, inArray, sql } from 'drizzle-orm';
import { addCalendarDays, kathmanduHour, kathmanduToday } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { queueMail } from '../../mail/outbox.ts';
import { applicationDigestMail } from './notification-mail.ts';
import { type NotifyConfig, notify } from './notify.ts';
import { unsubscribeUrl } from './unsubscribe-tokens.ts';

/** Kathmandu hour (UTC+5:45) from which the day's application digest goes out. */
export const DIGEST_HOUR = 8;
const HOUR = 60 * 60 * 1000;

/**
 * Saved jobs closing within two days (deadline today, tomorrow or the day after, Kathmandu time) that the seeker
 * has not applied to: one reminder per job and seeker ever (dedupe key), whichever instance runs the scan.
 */
export async function remindClosingJobs(db: Db, config: NotifyConfig, now = new Date()): Promise<number> {
  const today = kathmanduToday(now);
  const due = await db.execute<{
    seeker_id: string;
    job_id: string;
    title: string;
    deadline: string;
    company: string;
  }>(sql`
    select s.seeker_id, j.id as job_id, j.title, j.application_deadline::text as deadline,
           coalesce(ep.company_name, '') as company
    from saved_jobs s
    join jobs j on j.id = s.job_id
    left join employer_profiles ep on ep.user_id = j.employer_id
    where j.status = 'open'
      and j.application_deadline between ${today}::date and ${addCalendarDays(today, 2)}::date
      and not exists (select 1 from applications a where a.job_id = j.id and a.seeker_id = s.seeker_id)`);
  let sent = 0;
  for (const row of due.rows) {
    const done = await db.transaction((tx) =>
      notify(tx, config, {
        userId: row.seeker_id,
        kind: 'job_closing',
        params: { jobTitle: row.title, companyName: row.company, deadline: row.deadline, jobId: row.job_id },
        link: `/jobs/${row.job_id}`,
        dedupeKey: `job_closing:${row.job_id}:${row.seeker_id}`,
      }),
    );
    if (done) sent += 1;
  }
  return sent;
}

/**
 * The daily email of new applications for employers who chose it: from DIGEST_HOUR (Kathmandu), one mail a
 * day per employer (dedupe key with the date) listing every application waiting for it; the rows are locked
 * while taken, so two instances never mail one twice. Returns the number of mails queued.
 */
export async function sendApplicationDigests(db: Db, config: NotifyConfig, now = new Date()): Promise<number> {
  if (kathmanduHour(now) < DIGEST_HOUR) return 0;
  const today = kathmanduToday(now);
  const owners = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.digestPending, true));
  let queued = 0;
  for (const { userId } of owners) {
    const mailed = await db.transaction(async (tx) => {
      const items = await tx
        .select({ id: notifications.id, params: notifications.params })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.digestPending, true)))
        .orderBy(notifications.createdAt)
        .for('update', { skipLocked: true });
      const [user] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      if (items.length === 0 || !user) return false;
      const mail = applicationDigestMail(
        items.map((item) => item.params),
        {
          to: user.email,
          language: user.language,
          link: `${config.publicUrl}/employer/dashboard`,
          unsubscribeUrl: unsubscribeUrl(config.publicUrl, config.jwtSecret, userId, 'application_received'),
        },
      );
      const id = await queueMail(tx, {
        ...mail,
        userId,
        kind: 'application_received',
        dedupeKey: `application_digest:${userId}:${today}`,
      });
      // Already mailed today: what arrived since waits for tomorrow's.
      if (!id) return false;
      await tx
        .update(notifications)
        .set({ digestPending: false })
        .where(
          inArray(
            notifications.id,
            items.map((item) => item.id),
          ),
        );
      return true;
    });
    if (mailed) queued += 1;
  }
  return queued;
}

/** The worker runs the reminder scan hourly and looks for due digests every 10 minutes (both idempotent). */
export function scheduleNotificationTasks(ctx: AppContext): void {
  ctx.deliveries.schedule({
    name: 'job-closing-reminders',
    everyMs: HOUR,
    run: async (now) => void (await remindClosingJobs(ctx.db, ctx.config, now)),
  });
  ctx.deliveries.schedule({
    name: 'application-digests',
    everyMs: 10 * 60 * 1000,
    run: async (now) => void (await sendApplicationDigests(ctx.db, ctx.config, now)),
  });
}
