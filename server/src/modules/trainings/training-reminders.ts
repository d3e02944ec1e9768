import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { addCalendarDays, kathmanduHour, kathmanduToday } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { trainingEnrolments, trainings } from '../../db/schema.ts';
import { type NotifyConfig, notify } from '../notifications/notify.ts';
import { MY_TRAININGS_PATH, trainingParams } from './enrolment-service.ts';

/** Kathmandu hour from which the day-before reminders go out (none in the night). */
export const REMINDER_HOUR = 8;
const BATCH = 100;
const HOUR = 60 * 60 * 1000;

/**
 * The reminder the day before a training starts (Kathmandu), to every seeker holding a seat who has not had it:
 * each batch of enrolments is claimed in a transaction (FOR UPDATE SKIP LOCKED, then reminded_at set), so two
 * instances running at once never remind one seeker twice; the notification's dedupe key (the enrolment and the
 * start date) makes it once per start date for good.
 * Returns the number of reminders sent.
 */
export async function sendTrainingReminders(db: Db, config: NotifyConfig, now = new Date()): Promise<number> {
  if (kathmanduHour(now) < REMINDER_HOUR) return 0;
  const tomorrow = addCalendarDays(kathmanduToday(now), 1);
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ enrolment: trainingEnrolments, training: trainings })
        .from(trainingEnrolments)
        .innerJoin(trainings, eq(trainings.id, trainingEnrolments.trainingId))
        .where(
          and(
            isNull(trainingEnrolments.remindedAt),
            inArray(trainingEnrolments.status, ['enrolled', 'attended']),
            inArray(trainings.status, ['open', 'closed']),
            eq(trainings.startDate, tomorrow),
          ),
        )
        .orderBy(asc(trainingEnrolments.seq))
        .limit(BATCH)
        .for('update', { of: trainingEnrolments, skipLocked: true });
      if (due.length === 0) return 0;
      await tx
        .update(trainingEnrolments)
        .set({ remindedAt: now })
        .where(
          inArray(
            trainingEnrolments.id,
            due.map((row) => row.enrolment.id),
          ),
        );
      let count = 0;
      for (const { enrolment, training } of due) {
        const done = await notify(tx, config, {
          userId: enrolment.seekerId,
          kind: 'training_reminder',
          params: trainingParams(training),
          link: MY_TRAININGS_PATH,
          dedupeKey: `training_reminder:${enrolment.id}:${training.startDate}`,
        });
        if (done) count += 1;
      }
      sent += count;
      return due.length;
    });
    if (claimed < BATCH) return sent;
  }
}

/** The worker looks for due reminders hourly (idempotent). */
export function scheduleTrainingReminders(ctx: AppContext): void {
  ctx.deliveries.schedule({
    name: 'training-reminders',
    everyMs: HOUR,
    run: async (now) => void (await sendTrainingReminders(ctx.db, ctx.config, now)),
  });
}
