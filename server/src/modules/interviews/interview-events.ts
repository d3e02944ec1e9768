import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { notify } from '../notifications/notify.ts';
import type { InterviewCase, InterviewRow } from './interview-access.ts';
import { invitationIcs } from './interview-ics.ts';
import { interviewWhere } from './interview-wording.ts';

export type InterviewNews = 'scheduled' | 'rescheduled' | 'cancelled' | 'withdrawn' | 'hired' | 'not_selected';

/** The key of an interview's email: a newer change replaces one still unsent (the calendar needs only the latest). */
/** The address of a sender (`Name <address>` or a bare address). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

const interviewMailKey = (applicationId: string) => `interview:${applicationId}`;

/** The calendar invitation of the interview's current state, its texts in the recipient's language. */
function invitation(ctx: AppContext, found: InterviewCase, row: InterviewRow, cancel: boolean) {
  return (language: 'en' | 'ne'): MailAttachment[] => {
    const en = language === 'en';
    const summary = en
      ? `Interview: ${found.jobTitle} – ${found.companyName}`
      : `अन्तर्वार्ता: ${found.jobTitle} – ${found.companyName}`;
    const where = interviewWhere(row.mode, row.location, language);
    const content = invitationIcs({
      uid: `${row.uid}@${new URL(ctx.config.publicUrl).hostname}`,
      sequence: row.sequence,
      method: cancel ? 'CANCEL' : 'REQUEST',
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      summary,
      description: [where, row.note ?? ''].filter(Boolean).join('\n'),
      location: row.mode === 'in_person' ? row.location : where,
      url: row.mode === 'online' ? row.location : undefined,
      organizer: { name: found.companyName, email: addressOf(ctx.config.mailFrom) },
      attendee: { name: found.seekerName, email: found.seekerEmail },
      stamp: row.updatedAt,
    });
    const method = cancel ? 'CANCEL' : 'REQUEST';
    return [
      {
        filename: cancel ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content,
      },
    ];
  };
}

/**
 * To the applicant, in the change's transaction: the interview scheduled, moved or cancelled (its email with the
 * calendar invitation attached), or the outcome. Their notification settings for `interview` apply.
 */
export async function notifyInterview(
  tx: Executor,
  ctx: AppContext,
  found: InterviewCase,
  row: InterviewRow,
  news: InterviewNews,
) {
  const outcome = news === 'hired' || news === 'not_selected';
  await notify(tx, ctx.config, {
    userId: found.seekerId,
    kind: 'interview',
    params: {
      status: news,
      jobTitle: found.jobTitle,
      jobId: found.jobId,
      companyName: found.companyName,
      applicationId: found.applicationId,
      startsAt: row.startsAt.toISOString(),
      durationMinutes: String(row.durationMinutes),
      mode: row.mode,
      location: row.location,
      note: row.note,
      reason: news === 'not_selected' ? row.outcomeReason : null,
    },
    link: '/job_seeker/applications',
    mail: outcome ? undefined : { replaceKey: interviewMailKey(found.applicationId), delayMs: 0 },
    attachments: outcome ? undefined : invitation(ctx, found, row, news === 'cancelled' || news === 'withdrawn'),
  });
}

/** To the job's employer: the applicant confirmed, or asked for another time. */
export async function notifyInterviewAnswer(tx: Executor, ctx: AppContext, found: InterviewCase, row: InterviewRow) {
  await notify(tx, ctx.config, {
    userId: found.employerId,
    kind: 'interview_answer',
    params: {
      answer: row.answer,
      note: row.answerNote,
      jobTitle: found.jobTitle,
      jobId: found.jobId,
      seekerName: found.seekerName,
      applicationId: found.applicationId,
      startsAt: row.startsAt.toISOString(),
    },
    link: `/employer/jobs/${found.jobId}/applicants/${found.seekerId}#interview`,
  });
}
