import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { localizedPath } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { alertDigests, jobAlerts, jobs, users } from '../../db/schema.ts';
import { queueMail } from '../../mail/outbox.ts';
import { selectJobs, toJob } from '../jobs/job-serializer.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { alertDigestMail, type Locale } from './alert-mail.ts';
import { alertSearchParams, newProfileMatches, newSearchMatches } from './alert-matching.ts';
import { unsubscribeToken } from './alert-tokens.ts';
import { CONFIRM_TTL_MS } from './alerts-service.ts';

/** What a digest run needs of the app (tests pass their own). */
export type DigestContext = Pick<AppContext, 'db' | 'config' | 'log'>;

/** Jobs in one digest at most (the mail links to the whole search for the rest). */
export const DIGEST_MAX_JOBS = 20;
/**
 * Jobs posted up to this long before the previous run are looked at again (a job's created_at is its
 * transaction's start, so one committed just after a run can carry an earlier time); the jobs an earlier digest
 * already mailed are left out, so none is mailed twice.
 */
const SLACK_MS = 15 * 60_000;
/** A digest day starts at 07:00 in Kathmandu, so digests go out in the morning, not at midnight. */
const DAY_STARTS_MS = 7 * 60 * 60_000;
/** How often the delivery worker runs the digests (each alert still gets one per period). */
export const DIGEST_EVERY_MS = 5 * 60_000;

/** The ISO week (`2026-W48`) of a yyyy-MM-dd date. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The digest periods at `now`: a daily alert gets one per day, a weekly one per ISO week (Kathmandu days). */
export function digestPeriods(now: Date): { daily: string; weekly: string } {
  const day = kathmanduToday(new Date(now.getTime() - DAY_STARTS_MS));
  return { daily: day, weekly: isoWeek(day) };
}

/** Alerts due at `now` that can mail: active, and for a user's alert an active, verified, undeleted account. */
async function dueAlertIds(ctx: DigestContext, periods: { daily: string; weekly: string }, afterId: string | null) {
  const rows = await ctx.db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .leftJoin(users, eq(users.id, jobAlerts.userId))
    .where(
      and(
        eq(jobAlerts.status, 'active'),
        sql`(${jobAlerts.userId} is null or (${users.isActive} and ${users.emailVerifiedAt} is not null and ${users.deletedAt} is null))`,
        sql`not exists (select 1 from ${alertDigests} d where d.alert_id = ${jobAlerts.id}
          and d.period = case ${jobAlerts.frequency} when 'daily' then ${periods.daily} else ${periods.weekly} end)`,
        afterId ? gt(jobAlerts.id, afterId) : undefined,
      ),
    )
    .orderBy(jobAlerts.id)
    .limit(100);
  return rows.map((row) => row.id);
}

/**
 * One alert's digest for the current period, in one transaction: the alert row locked (SKIP LOCKED: another
 * worker busy with it is left alone), the digest row inserted under its primary key (alert, period) — the
 * idempotency key: a second run in the period, on any instance, inserts nothing and mails nothing — and the
 * mail queued in the outbox with the same key. Nothing new: the digest row records it and no mail is queued.
 */
async function runAlert(ctx: DigestContext, alertId: string, now: Date): Promise<boolean> {
  const periods = digestPeriods(now);
  const today = kathmanduToday(now);
  return ctx.db.transaction(async (tx) => {
    const [alert] = await tx
      .select({ alert: jobAlerts, email: users.email, language: users.language })
      .from(jobAlerts)
      .leftJoin(users, eq(users.id, jobAlerts.userId))
      .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.status, 'active')))
      .for('update', { of: jobAlerts, skipLocked: true });
    if (!alert) return false;
    const a = alert.alert;
    const period = a.frequency === 'daily' ? periods.daily : periods.weekly;
    // Another instance may have done it while this one waited for the list: then skip the matching too.
    const [done] = await tx
      .select({ period: alertDigests.period })
      .from(alertDigests)
      .where(and(eq(alertDigests.alertId, a.id), eq(alertDigests.period, period)));
    if (done) return false;
    // New = posted since the previous run (less the slack), never before the alert was made.
    const since = new Date(Math.max(a.createdAt.getTime(), (a.lastRunAt?.getTime() ?? 0) - SLACK_MS));
    const wanted = DIGEST_MAX_JOBS + 50;
    const candidates =
      a.kind === 'profile' && a.userId
        ? await newProfileMatches(tx, a.userId, since, wanted, today)
        : await newSearchMatches(ctx.db, a.query, since, wanted, today);
    const mailed = await tx.execute<{ id: string }>(sql`
      select distinct unnest(${alertDigests.jobIds}) as id from ${alertDigests}
      where ${alertDigests.alertId} = ${a.id} and ${alertDigests.createdAt} > ${new Date(since.getTime() - 86_400_000)}`);
    const seen = new Set(mailed.rows.map((row) => row.id));
    const fresh = candidates.filter((id) => !seen.has(id)).slice(0, DIGEST_MAX_JOBS);
    const inserted = await tx
      .insert(alertDigests)
      .values({ alertId: a.id, period, jobIds: fresh })
      .onConflictDoNothing()
      .returning({ period: alertDigests.period });
    if (inserted.length === 0) return false;
    // The database clock, the one jobs' created_at is on (`now` only picks the period).
    await tx.update(jobAlerts).set({ lastRunAt: sql`now()` }).where(eq(jobAlerts.id, a.id));
    const to = a.email ?? alert.email;
    if (fresh.length === 0 || !to) return false;
    const rows = await selectJobs(tx).where(inArray(jobs.id, fresh));
    const byId = new Map(rows.map((row) => [row.id, toJob(row, today)]));
    const found = fresh.flatMap((id) => byId.get(id) ?? []);
    const base = ctx.config.publicUrl;
    const search = new URLSearchParams(alertSearchParams(a.query)).toString();
    const unsubscribe = new URLSearchParams({ alert: a.id, token: unsubscribeToken(ctx.config.jwtSecret, a.id) });
    const locale: Locale = a.userId ? (alert.language === 'ne' ? 'ne' : 'en') : a.locale;
    const name = a.kind === 'profile' ? (locale === 'ne' ? 'मेरो प्रोफाइलसँग मिल्ने जागिर' : a.name) : a.name;
    // Public pages in the reader's language (a URL per language); signed-in areas have one URL.
    const page = (path: string) => `${base}${localizedPath(path, locale)}`;
    const mail = alertDigestMail(to, locale, name, found, {
      job: (id) => page(`/jobs/${id}`),
      search: a.kind === 'profile' ? `${base}/job_seeker/preferred-jobs` : page(`/jobs${search ? `?${search}` : ''}`),
      unsubscribePage: page(`/alerts/unsubscribe?${unsubscribe}`),
      unsubscribePost: `${base}/api/alerts/unsubscribe?${unsubscribe}`,
      ...(a.userId && { manage: `${base}/settings` }),
    });
    await queueMail(tx, { ...mail, userId: a.userId, dedupeKey: `job-alert:${a.id}:${period}` });
    return true;
  });
}

/**
 * Every due alert's digest at `now`; returns how many mails were queued. Also drops stale unconfirmed ones. Ends
 * between two alerts once `signal` is aborted (the worker stopping): each digest is its own transaction, so the
 * next run takes up the alerts left.
 */
export async function runAlertDigests(
  ctx: DigestContext,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<number> {
  await ctx.db
    .delete(jobAlerts)
    .where(
      and(
        eq(jobAlerts.status, 'pending'),
        sql`${jobAlerts.createdAt} < now() - ${CONFIRM_TTL_MS} * interval '1 millisecond'`,
      ),
    );
  const periods = digestPeriods(now);
  let queued = 0;
  let afterId: string | null = null;
  for (;;) {
    const ids = await dueAlertIds(ctx, periods, afterId);
    if (ids.length === 0) return queued;
    for (const id of ids) {
      if (signal?.aborted) return queued;
      try {
        if (await runAlert(ctx, id, now)) queued++;
      } catch (error) {
        ctx.log.error({ err: error, alertId: id }, 'job alert digest failed');
      }
    }
    afterId = ids.at(-1) ?? null;
  }
}
